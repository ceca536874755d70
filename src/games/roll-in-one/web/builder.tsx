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
} from "../rules/course.ts";
import { type DesignAction, designLimits, designProblems } from "../rules/design.ts";
import { DIRECTIONS, type Hex } from "../rules/hex.ts";
import type { SeatView } from "../rules/view.ts";
import { BoardPicture } from "./box.tsx";
import { BoxPanel } from "./builder-box.tsx";
import { BuildLayer, type Green, type Place } from "./builder-layer.tsx";
import { CourseView, TerrainLegend } from "./course.tsx";
import { nearestSpot } from "./design-spots.ts";
import { pictureAt } from "./pan-zoom.tsx";
import "./builder.css";

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
    <BuildLayer
      mine={mine}
      mode={mode}
      placed={s.layout.boards}
      sel={sel}
      moving={moving}
      moved={moved}
      spots={spots}
      hover={hover}
      onHover={setHover}
      onDrop={drop}
      onPick={pick}
      onDragStart={startDrag}
      greenSpots={greenSpots}
      greensNow={greensNow}
      onGreen={(a) => void send(a)}
    />
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
          <BoxPanel
            mode={mode}
            multi={multi}
            busy={busy}
            boards={boards}
            placed={s.layout.boards}
            sel={sel}
            rot={rot}
            placedSel={placedSel}
            moved={moved}
            spots={spots.length}
            placeable={(board) => places.some((a) => a.board === board)}
            turnable={turnable}
            removable={removable}
            canSurprise={surprise.length > 0}
            canAccept={!!accept}
            problems={problems}
            course={course}
            onPick={pick}
            onDragStart={startDrag}
            onRotate={rotate}
            onMove={() => {
              if (!placedSel) return;
              setHover(null);
              if (moved) setMoving(null);
              else {
                setMoving(placedSel.board);
                setRot(placedSel.rot);
              }
            }}
            onRemove={() => {
              if (placedSel)
                void send({ type: "remove", board: placedSel.board }).then(() => setSel(null));
            }}
            onGreenMode={() => {
              setSel(null);
              setMode(mode === "green" ? "boards" : "green");
            }}
            onSurprise={() => {
              const g = surprise[Math.floor(Math.random() * surprise.length)];
              if (g) void send(g);
            }}
            onAccept={() => accept && void send(accept)}
          />
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
