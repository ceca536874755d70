/**
 * The course builder, shown while a hole is designed. The designing seat picks a board from
 * the box (tap, or drag it onto the table), turns it (button or R), and puts it on one of the
 * lit spots: the spots are the `place` actions the server listed for that board and turn, so
 * only legal placements light up. A board on the course can be turned or removed; the green
 * (three greens in Campaign and Bumper Golf) goes on a lit space. A board on the course can be
 * dragged (or tapped, then Move it) to another lit spot: the spots where it could be placed
 * were it taken off (the rules' own candidatePlacements, as the server lists them), and the
 * move is sent as the two design actions remove and place (put back if the place is refused).
 * Every change is the legal design action sent to the server; refusals come back in its
 * words. Other seats watch the draft grow.
 */
import {
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Json } from "../../../engine/game.ts";
import type { TableProps } from "../../../web/web-game.ts";
import type { CourseFile } from "../course-file.ts";
import { boardById, boardSetOf } from "../data.ts";
import {
  candidatePlacements,
  compileCourse,
  type Layout,
  type Placement,
  placedSpaces,
} from "../rules/course.ts";
import { type DesignAction, designLimits, designProblems } from "../rules/design.ts";
import { DIRECTIONS, type Hex, key } from "../rules/hex.ts";
import type { SeatView } from "../rules/view.ts";
import { BoardPicture, BoardTile } from "./box.tsx";
import { CourseView, corners, SIZE, TerrainLegend } from "./course.tsx";
import { CourseShare } from "./course-share.tsx";
import { nearestSpot, spotOf } from "./design-spots.ts";
import { pictureAt } from "./pan-zoom.tsx";
import "./builder.css";

type Place = Extract<DesignAction, { type: "place" }>;
type Green = Extract<DesignAction, { type: "green" }>;

/** "2 of 2-4 boards placed", "6 of 6 boards placed". */
function countWords(n: number, allowed: readonly number[]): string {
  const lo = Math.min(...allowed);
  const hi = Math.max(...allowed);
  return `${n} of ${lo === hi ? hi : `${lo}–${hi}`} boards placed`;
}

/** Spaces around the course, so the picture has room for the next board. */
function room(hexes: readonly Hex[]): Hex[] {
  const out: Hex[] = [];
  for (const h of hexes)
    for (const d of DIRECTIONS) out.push({ q: h.q + d.q * 3, r: h.r + d.r * 3 });
  return out;
}

interface Drag {
  readonly board: string;
  readonly x: number;
  readonly y: number;
}

export function Builder(p: TableProps) {
  const s = p.view as SeatView;
  const legal = p.legal as unknown as DesignAction[];
  const seat = p.step.kind === "decision" ? p.step.seat : s.marker;
  const mine = legal.length > 0;
  const [sel, setSel] = useState<string | null>(null);
  const [rot, setRot] = useState(0);
  const [mode, setMode] = useState<"boards" | "green">("boards");
  const [hover, setHover] = useState<Place | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [busy, setBusy] = useState(false);
  /** A board on the course being moved (dragged, or picked with Move it). */
  const [moving, setMoving] = useState<string | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const name = (i: number) => p.names[i] ?? `Player ${i + 1}`;

  const set = boardSetOf(s.options.boards);
  const c = compileCourse(s.layout);
  const limits = designLimits(s);
  const multi = limits.greens > 1;
  const greensNow: [number, number][] = multi
    ? s.greens
    : s.layout.green
      ? [[s.layout.green[0], s.layout.green[1]]]
      : [];
  const extra = s.layout.boards.length - 1;
  const placedSel = s.layout.boards.find((b) => b.board === sel);
  const places = legal.filter((a): a is Place => a.type === "place");
  const moved = moving ? s.layout.boards.find((b) => b.board === moving) : undefined;
  const moveSpots = useMoveSpots(s.layout, mine ? moved : undefined);
  const spots = moved
    ? moveSpots.filter((a) => a.rot === rot)
    : sel && !placedSel
      ? places.filter((a) => a.board === sel && a.rot === rot)
      : [];
  const greenSpots = legal.filter((a): a is Green => a.type === "green");
  const turnable = legal.some((a) => a.type === "turn" && a.board === sel);
  const removable = legal.some((a) => a.type === "remove" && a.board === sel);
  const accept = legal.find((a) => a.type === "accept");
  const surprise = legal.filter((a) => a.type === "generate");
  const problems = designProblems(s);

  // The latest values for the window listeners of a drag.
  const live = useRef({ spots, hover, moved });
  live.current = { spots, hover, moved };

  const send = async (a: DesignAction): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    const ok = await p.act(seat, a as unknown as Json);
    setBusy(false);
    return ok;
  };
  const put = async (a: Place) => {
    if (await send(a)) {
      setSel(null);
      setHover(null);
    }
  };
  /** A board on the course to another spot: taken off, then placed (put back if refused). */
  const move = async (from: Placement, to: Place) => {
    setMoving(null);
    setHover(null);
    if (!(await send({ type: "remove", board: from.board }))) return;
    if (!(await send(to))) await send({ type: "place", ...from });
    setSel(null);
  };
  const drop = (a: Place) => {
    const from = live.current.moved;
    if (from) void move(from, a);
    else void put(a);
  };
  const rotate = () => {
    if (moved) {
      setRot((r) => (r + 1) % 6);
      setHover(null);
    } else if (placedSel) {
      if (turnable) void send({ type: "turn", board: placedSel.board });
    } else if (sel) {
      setRot((r) => (r + 1) % 6);
      setHover(null);
    }
  };

  // R turns the board in hand (or the chosen board on the course); Escape puts it back.
  const clear = () => {
    if (moving) setMoving(null);
    else setSel(null);
    setHover(null);
  };
  const keyRef = useRef({ rotate, clear });
  keyRef.current = { rotate, clear };
  useEffect(() => {
    if (!mine) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (e.key === "r" || e.key === "R") {
        e.preventDefault();
        keyRef.current.rotate();
      } else if (e.key === "Escape") keyRef.current.clear();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mine]);

  /**
   * A drag from a tile, or from a board on the course: past a few pixels it lifts the board;
   * dropped on a lit spot, it is placed (or moved there); dropped elsewhere, nothing changes.
   */
  const startDrag = (board: string, e: ReactPointerEvent<Element>) => {
    const onCourse = s.layout.boards.find((b) => b.board === board);
    if (!mine || busy || (onCourse && boardById(board)?.kind === "tee")) return;
    // The course's pan must not take a drag that lifts a board.
    if (onCourse) e.stopPropagation();
    const start = { x: e.clientX, y: e.clientY };
    let lifted = false;
    const onMove = (ev: PointerEvent) => {
      if (!lifted && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 8) return;
      if (!lifted) {
        lifted = true;
        setSel(board);
        setRot(onCourse ? onCourse.rot : 0);
        setMode("boards");
        setMoving(onCourse ? board : null);
      }
      setDrag({ board, x: ev.clientX, y: ev.clientY });
      const svg = svgRef.current;
      const at = svg && pictureAt(svg, ev.clientX, ev.clientY);
      const r = svg?.getBoundingClientRect();
      const inside =
        r &&
        ev.clientX >= r.left &&
        ev.clientX <= r.right &&
        ev.clientY >= r.top &&
        ev.clientY <= r.bottom;
      setHover(at && inside ? nearestSpot(live.current.spots, at.x, at.y) : null);
    };
    const end = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      if (!lifted) return;
      setDrag(null);
      const target = live.current.hover;
      if (target) drop(target);
      else if (onCourse) {
        setMoving(null);
        setSel(null);
      }
      // The click that follows a drag must not toggle the tile.
      const swallow = (ev: MouseEvent) => ev.stopPropagation();
      window.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
  };

  const pick = (board: string) => {
    setMode("boards");
    setHover(null);
    setRot(0);
    setMoving(null);
    setSel(sel === board ? null : board);
  };

  const ghost = hover ?? null;
  const boards = set.boards.filter((b) => b.kind !== "tee");
  const savedHole = multi
    ? { boards: s.layout.boards, green: null, greens: s.greens }
    : { boards: s.layout.boards, green: s.layout.green };
  const course: CourseFile | null =
    problems.length === 0
      ? ({
          game: "roll-in-one",
          holes: [...s.cards.map((h) => h.layout), savedHole],
        } as CourseFile)
      : null;
  const dragged = drag ? boardById(drag.board) : null;

  const overlay = (
    <g className="rio-build-layer">
      {mine && mode === "boards"
        ? s.layout.boards.slice(1).map((b) => (
            // biome-ignore lint/a11y/useSemanticElements: an SVG board cannot be a <button>.
            <g
              key={b.board}
              role="button"
              tabIndex={0}
              aria-label={`${boardById(b.board)?.name ?? b.board} on the course${sel === b.board ? " (chosen)" : ""}`}
              className={`rio-placed${sel === b.board ? " rio-placed-on" : ""}${moving === b.board ? " rio-placed-moving" : ""}`}
              data-board={b.board}
              onPointerDown={(e) => startDrag(b.board, e)}
              onClick={() => {
                if (moving !== b.board) pick(b.board);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  pick(b.board);
                }
              }}
            >
              {placedSpaces(b).map((h) => (
                <polygon key={key(h)} points={corners(h)} />
              ))}
            </g>
          ))
        : null}
      {ghost ? <Ghost at={ghost} /> : null}
      {spots.map((a) => {
        const [x, y] = spotOf(a);
        const on = hover === a;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG spot cannot be a <button>.
          <g
            key={`${a.q},${a.r}`}
            role="button"
            tabIndex={0}
            aria-label={`${moved ? "Move" : "Put"} ${boardById(a.board)?.name ?? a.board} here (${a.q},${a.r}, turned ${a.rot})`}
            className={`rio-spot${on ? " rio-spot-on" : ""}`}
            onMouseEnter={() => setHover(a)}
            onMouseLeave={() => setHover(null)}
            onFocus={() => setHover(a)}
            onBlur={() => setHover(null)}
            onClick={() => drop(a)}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === " ") {
                e.preventDefault();
                drop(a);
              }
            }}
          >
            <circle cx={x} cy={y} r={SIZE * 0.55} className="rio-spot-ring" />
            <circle cx={x} cy={y} r={SIZE * 0.2} className="rio-spot-dot" />
          </g>
        );
      })}
      {mine && mode === "green"
        ? greenSpots.map((a) => {
            const lift = greensNow.some(([q, r]) => q === a.q && r === a.r);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG hex cannot be a <button>.
              <polygon
                key={`${a.q},${a.r}`}
                role="button"
                tabIndex={0}
                aria-label={`${lift ? "Lift the green at" : "Put the green at"} ${a.q},${a.r}`}
                className={`rio-target${lift ? " rio-target-on" : ""}`}
                points={corners(a, SIZE * 0.8)}
                onClick={() => void send(a)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" || e.key === " ") {
                    e.preventDefault();
                    void send(a);
                  }
                }}
              />
            );
          })
        : null}
    </g>
  );

  const holeWord = multi ? "the course" : `hole ${s.hole + 1} of ${s.holesTotal}`;
  const greenDone = greensNow.length >= limits.greens;
  return (
    <div className="rio-table rio-builder">
      <div className="golo-status">
        <span>
          {mine
            ? `${name(seat)}: design ${holeWord}`
            : `${name(s.marker)} is designing ${holeWord}…`}
        </span>
        <span className="rio-chip-line" aria-live="polite">
          <span className={`rio-need${limits.extra.includes(extra) ? " rio-need-ok" : ""}`}>
            {countWords(extra, limits.extra)}
          </span>
          <span className={`rio-need${greenDone ? " rio-need-ok" : ""}`}>
            {limits.greens > 1
              ? `${greensNow.length} of ${limits.greens} greens`
              : greenDone
                ? "green placed"
                : "no green yet"}
          </span>
          <span className="rio-need">par {c.par}</span>
        </span>
      </div>

      <div className="rio-build-grid">
        <div className="rio-board">
          <CourseView
            layout={moved ? without(s.layout, moved) : s.layout}
            balls={[]}
            names={p.names}
            greens={greensNow}
            extent={mine ? room(c.hexes) : undefined}
            svgRef={svgRef}
          >
            {overlay}
          </CourseView>
          <TerrainLegend />
        </div>

        {mine ? (
          <section className="rio-box" aria-label="The box of boards">
            <h2 className="panel-title">The box</h2>
            <p className="quiet rio-hint" aria-live="polite">
              {mode === "green"
                ? multi
                  ? "Tap a lit space for a green; tap a green to lift it."
                  : "Tap a lit space to put the green there."
                : moved
                  ? spots.length
                    ? `Moving ${boardById(moved.board)?.name}: tap a lit spot (or drop it there). R turns it; Escape leaves it where it is.`
                    : `No spot fits ${boardById(moved.board)?.name} this way: press R or Rotate.`
                  : placedSel
                    ? `${boardById(placedSel.board)?.name}: drag it to a lit spot, Move it, turn it or take it off.`
                    : sel
                      ? spots.length
                        ? `Tap a lit spot (or drag the board there). R turns it.`
                        : "No spot fits this turn: press R or Rotate."
                      : "Drag a board onto the table, or tap one, then a lit spot."}
            </p>
            <div className="rio-tiles">
              {boards.map((b) => {
                const placed = s.layout.boards.some((x) => x.board === b.id);
                return (
                  <BoardTile
                    key={b.id}
                    board={b}
                    rot={sel === b.id ? rot : 0}
                    placed={placed}
                    selected={sel === b.id}
                    spent={!places.some((a) => a.board === b.id)}
                    disabled={busy}
                    onPick={() => pick(b.id)}
                    onDragStart={(e) => startDrag(b.id, e)}
                  />
                );
              })}
            </div>
            <div className="actions rio-build-actions">
              <button
                type="button"
                className="btn"
                disabled={busy || !sel || (!!placedSel && !moved && !turnable)}
                onClick={rotate}
                aria-keyshortcuts="R"
              >
                ⟳ Rotate <kbd>R</kbd>
              </button>
              <button
                type="button"
                className="btn"
                aria-pressed={!!moved}
                disabled={busy || !removable}
                onClick={() => {
                  if (!placedSel) return;
                  setHover(null);
                  if (moved) setMoving(null);
                  else {
                    setMoving(placedSel.board);
                    setRot(placedSel.rot);
                  }
                }}
              >
                {moved ? "Keep it here" : "Move it"}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy || !removable}
                onClick={() => {
                  if (placedSel)
                    void send({ type: "remove", board: placedSel.board }).then(() => setSel(null));
                }}
              >
                Take it off
              </button>
              <button
                type="button"
                className="btn"
                aria-pressed={mode === "green"}
                disabled={busy}
                onClick={() => {
                  setSel(null);
                  setMode(mode === "green" ? "boards" : "green");
                }}
              >
                <FlagIcon /> {multi ? "Place the greens" : "Place the green"}
              </button>
              <button
                type="button"
                className="btn btn-quiet"
                disabled={busy || !surprise.length}
                onClick={() => {
                  const g = surprise[Math.floor(Math.random() * surprise.length)];
                  if (g) void send(g);
                }}
              >
                Surprise me
              </button>
            </div>
            <div className="actions">
              <button
                type="button"
                className="btn btn-primary btn-big"
                disabled={busy || !accept}
                onClick={() => accept && void send(accept)}
              >
                {accept ? "Play this course ▶" : "Not ready yet"}
              </button>
            </div>
            {problems.length ? (
              <ul className="rio-problems">
                {problems.slice(0, 3).map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            ) : null}
            <CourseShare course={course} why="finish the design first" />
          </section>
        ) : null}
      </div>

      {dragged && drag && !hover ? (
        <div className="rio-drag" style={{ left: drag.x, top: drag.y }} aria-hidden="true">
          <BoardPicture board={dragged} rot={rot} width={90} />
        </div>
      ) : null}
    </div>
  );
}

/** The layout with one board taken off (a board being moved is drawn only where it would go). */
function without(layout: Layout, p: Placement): Layout {
  return { boards: layout.boards.filter((b) => b !== p), green: layout.green };
}

/**
 * Where a board on the course may be moved: every placement of it on the course without it
 * (the rules' candidatePlacements, which the server's place actions come from), except where
 * it is now. Empty when nothing is moving.
 */
function useMoveSpots(layout: Layout, moved: Placement | undefined): Place[] {
  return useMemo(() => {
    if (!moved) return [];
    return candidatePlacements(without(layout, moved), moved.board)
      .filter((p) => !(p.q === moved.q && p.r === moved.r && p.rot === moved.rot))
      .map((p) => ({ type: "place" as const, ...p }));
  }, [layout, moved]);
}

/** The board in hand drawn where it would go (the hovered or nearest lit spot). */
function Ghost({ at }: { at: Placement }) {
  return (
    <g className="rio-ghost" pointerEvents="none">
      {placedSpaces(at).map((h) => (
        <polygon
          key={key(h)}
          points={corners(h)}
          fill={`url(#rio-${h.t})`}
          stroke="#ffd84d"
          strokeWidth="2.5"
        />
      ))}
    </g>
  );
}

function FlagIcon() {
  return (
    <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true">
      <line x1="3" y1="1" x2="3" y2="15" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3 1 l9 3 l-9 3 z" fill="#d55e00" />
    </svg>
  );
}
