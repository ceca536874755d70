/**
 * Roll In One's table: the course (see course.tsx) with every ball, the last shot drawn as an
 * arrow, and, when this device plays the shot, the six clubs (faces shown) and six directions
 * (buttons, or tap a neighbour hex; the one toward the green is named). Hit sends the legal
 * `shot` action the server listed; a curve asks for its new direction the same way; cards and
 * other choices are buttons from `legal` (cards.tsx). The rules decide everything else.
 *
 * Card windows (the rules offer one after each roll to every seat that holds a play) are one
 * focused tap to pass. To keep a full game moving, a seat may pass the rest of a flight at once
 * ("pass till it lands": asked again when the ball lands; in a rival's turn, the whole shot),
 * and this device may roll on by itself while balls fly (a preference, off unless turned on,
 * kept in this browser): its seats are then asked only before the shot and when the ball
 * lands. Either way each pass is a real `pass` action the server records.
 */
import { useEffect, useRef, useState } from "react";
import type { Json } from "../../../engine/game.ts";
import type { TableProps } from "../../../web/web-game.ts";
import { CLUBS } from "../data.ts";
import { type Course, compileCourse } from "../rules/course.ts";
import { windowsOn } from "../rules/effects.ts";
import { DIRECTION_NAMES, distance, neighbor } from "../rules/hex.ts";
import { faceName, spaceName } from "../rules/shot.ts";
import type { SeatView } from "../rules/view.ts";
import { fillNames } from "../ui/names.ts";
import { Builder } from "./builder.tsx";
import { CardsPanel, Choices, PassBar } from "./cards.tsx";
import { CourseView, TerrainLegend } from "./course.tsx";
import { FlightCaption, FlightMarks, useFlight } from "./flight.tsx";
import { useHeat } from "./heat.ts";
import { HeatLayer, HeatLegend } from "./heat.tsx";
import { CLUB_NAMES, clubLook, faceSymbol } from "./look.ts";

const ARROWS = ["→", "↘", "↙", "←", "↖", "↗"];
const DIR_WORDS = ["east", "south-east", "south-west", "west", "north-west", "north-east"];

const ROLL_ON_KEY = "clubhouse:rio-roll-on";
/** The device's "roll on while the ball flies" preference (off unless turned on). */
function useRollOn(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(ROLL_ON_KEY) === "1";
    } catch {
      return false;
    }
  });
  const set = (v: boolean) => {
    setOn(v);
    try {
      if (v) localStorage.setItem(ROLL_ON_KEY, "1");
      else localStorage.removeItem(ROLL_ON_KEY);
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
  };
  return [on, set];
}

/** One shot of one seat: its windows are passed together when the player asked to. */
function shotKey(s: SeatView): string | null {
  const f = s.flight;
  return f ? `${s.hole}:${f.seat}:${s.shots[f.seat]}:${f.from}` : null;
}

type Shot = { type: "shot"; club: string; dir: number };
type Curve = { type: "curve"; dir: number };
const isShot = (a: Json): a is Shot => (a as { type?: string }).type === "shot";
const isCurve = (a: Json): a is Curve => (a as { type?: string }).type === "curve";
const isPass = (a: Json) => (a as { type?: string }).type === "pass";

function ClubDie({
  club,
  on,
  onPick,
  disabled,
}: {
  club: (typeof CLUBS)[number];
  on: boolean;
  onPick(): void;
  disabled: boolean;
}) {
  const look = clubLook(club.id);
  const faces = club.faces.map((f, n) => ({ f, k: `${club.id}:${n}` }));
  return (
    <button
      type="button"
      className={`rio-club${on ? " rio-club-on" : ""}`}
      aria-pressed={on}
      aria-label={`${CLUB_NAMES[club.id] ?? club.id} (${look.colourName} die): ${club.faces.map(faceName).join(", ")}`}
      disabled={disabled}
      onClick={onPick}
    >
      <span className="rio-club-name">
        <span
          className="rio-chip"
          style={{ background: look.fill, borderColor: look.edge }}
          aria-hidden="true"
        />
        {CLUB_NAMES[club.id] ?? club.id}
      </span>
      <span className="rio-faces" aria-hidden="true">
        {faces.map(({ f, k }) => (
          <span
            key={k}
            className="rio-face"
            style={{ background: look.fill, color: look.ink, borderColor: look.edge }}
          >
            {faceSymbol(f)}
          </span>
        ))}
      </span>
    </button>
  );
}

export function RollInOneTable(p: TableProps) {
  const s = p.view as SeatView;
  const [club, setClub] = useState<string | null>(null);
  const [dir, setDir] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [rollOn, setRollOn] = useRollOn();
  /** Shots whose windows a seat passes: while the ball flies, or also at its landing. */
  const [skips, setSkips] = useState<{ seat: number; key: string; landing: boolean }[]>([]);
  const name = (seat: number) => p.names[seat] ?? `Player ${seat + 1}`;
  const playing = s.phase === "play";
  const c = playing || s.phase === "over" ? compileCourse(s.layout) : null;
  const shots = p.legal.filter(isShot);
  const fromHex =
    c && shots.length && !s.flight && s.balls[s.toPlay[0]] >= 0
      ? `${c.hexes[s.balls[s.toPlay[0]]].q},${c.hexes[s.balls[s.toPlay[0]]].r}`
      : null;
  // The heat map comes with the hints: only when the player switched them on for this match.
  const heat = useHeat(s.layout, club, fromHex, dir, p.hints !== null && fromHex !== null);

  // The shot drawn space by space from its trace; the last shot of a hole on that hole.
  const trace = s.trace ?? null;
  const traceCard = trace && trace.hole !== s.hole ? s.cards[trace.hole] : undefined;
  const traceCourse = traceCard ? compileCourse(traceCard.layout) : c;
  const now = ballsNow(s, traceCourse, traceCard?.balls ?? null);
  const here = traceCard ? ballsNow(s, c, null) : now;
  const show = useFlight(trace && traceCourse ? trace : null, now);
  const oldHole = !!(show?.animating && traceCard);

  // Passing by itself: a window of a seat on this device that asked to pass this shot's rolls
  // (or, with the preference on, any window while the ball flies). Once per live version.
  const head = p.step.kind === "decision" ? p.step.seat : null;
  const key = shotKey(s);
  const passable =
    s.phase === "play" && head !== null && p.seats.includes(head) && p.legal.some(isPass);
  const flying = !!s.flight && !s.flight.landed;
  const skip = skips.find((k) => k.seat === head && k.key === key);
  const autoPass = passable && ((flying && (rollOn || !!skip)) || (!!skip && skip.landing));
  const version = p.version;
  const actRef = useRef(p.act);
  actRef.current = p.act;
  useEffect(() => {
    if (!autoPass || head === null || version < 0) return;
    // A short pause so the roll is seen before the next one comes.
    const t = setTimeout(() => void actRef.current(head, { type: "pass" }), 350);
    return () => clearTimeout(t);
  }, [autoPass, head, version]);

  if (s.phase === "design") return <Builder {...p} />;
  if (s.phase !== "play" && s.phase !== "over") {
    return (
      <div className="rio-table">
        <p className="waiting" aria-live="polite">
          {s.phase === "rolloff"
            ? "Rolling the putters for the first-player marker…"
            : "The hole is being designed…"}
        </p>
      </div>
    );
  }
  if (!c) return null;
  const curves = p.legal.filter(isCurve);
  const deciding = p.step.kind === "decision" ? p.step.seat : null;
  const f = s.flight;
  const mover = f ? f.seat : (s.toPlay[0] ?? 0);
  const ballAt = f ? f.pos : s.balls[mover];
  const greenHex = c.green >= 0 ? c.hexes[c.green] : null;

  const toward =
    greenHex && ballAt >= 0
      ? [0, 1, 2, 3, 4, 5].reduce((best, d) =>
          distance(neighbor(c.hexes[ballAt], d), greenHex) <
          distance(neighbor(c.hexes[ballAt], best), greenHex)
            ? d
            : best,
        )
      : null;

  const aimDirs = shots.length ? [...new Set(shots.map((a) => a.dir))] : curves.map((a) => a.dir);
  const aiming = aimDirs.length > 0 && ballAt >= 0;
  const chosenShot = shots.find((a) => a.club === club && a.dir === dir);
  const bestAction = p.hints?.options[0]?.action;
  const best =
    bestAction && isShot(bestAction) && shots.length
      ? {
          club: bestAction.club,
          dir: bestAction.dir,
          label: `${CLUB_NAMES[bestAction.club] ?? bestAction.club} ${DIRECTION_NAMES[bestAction.dir]}`,
        }
      : null;

  const send = async (a: Json) => {
    if (busy || deciding === null) return;
    setBusy(true);
    const ok = await p.act(deciding, a);
    setBusy(false);
    if (ok) setDir(null);
  };
  const pickDir = (d: number) => {
    if (curves.length) {
      const a = curves.find((x) => x.dir === d);
      if (a) void send(a);
    } else setDir(d);
  };

  const events = s.events.map((e) => fillNames(e, p.names));
  const windowOpen = s.window.length > 0 && p.legal.some(isPass);
  const choices = (
    <Choices
      legal={autoPass ? [] : p.legal}
      view={s}
      names={p.names}
      busy={busy}
      onPick={(a) => void send(a)}
    />
  );
  const drawn = show && (oldHole || !traceCard) ? show : null;
  const traceCaptioned =
    drawn && JSON.stringify(drawn.trace.steps.at(-1)?.words) === JSON.stringify(s.events);
  const over = s.phase === "over";

  return (
    <div className="rio-table rio-split">
      <div className="rio-left">
        <div className="golo-status">
          <span>{over ? "Game over" : `Hole ${s.hole + 1} of ${s.holesTotal} · par ${c.par}`}</span>
          {!over ? (
            <>
              <span className="golo-player">{name(mover)}</span>
              <span className="quiet">
                round {s.round} · {s.shots[mover] ?? 0} shots
                {s.penalties[mover] ? ` · ${s.penalties[mover]} penalty` : ""}
              </span>
            </>
          ) : null}
        </div>

        <div className="rio-board">
          {oldHole && traceCard && traceCourse ? (
            <CourseView
              layout={traceCard.layout}
              balls={drawn?.positions ?? now}
              names={p.names}
              under={drawn ? <FlightMarks show={drawn} course={traceCourse} layer="paths" /> : null}
            >
              {drawn ? <FlightMarks show={drawn} course={traceCourse} layer="badges" /> : null}
            </CourseView>
          ) : (
            <CourseView
              layout={s.layout}
              balls={drawn ? drawn.positions : here}
              names={p.names}
              greens={s.greens}
              aim={
                aiming && !drawn?.animating ? { from: ballAt, dirs: aimDirs, chosen: dir } : null
              }
              onAim={pickDir}
              under={
                <>
                  {drawn?.animating ? null : <HeatLayer heat={heat} course={c} />}
                  {drawn ? <FlightMarks show={drawn} course={c} layer="paths" /> : null}
                </>
              }
            >
              {drawn ? <FlightMarks show={drawn} course={c} layer="badges" /> : null}
            </CourseView>
          )}
          <HeatLegend
            heat={heat}
            shot={
              chosenShot
                ? `${CLUB_NAMES[chosenShot.club] ?? chosenShot.club} ${DIRECTION_NAMES[chosenShot.dir]}`
                : "shot"
            }
          />
          <TerrainLegend />
        </div>
      </div>
      <div className="rio-right">
        {windowOpen && !autoPass ? (
          <PassBar
            legal={p.legal}
            view={s}
            names={p.names}
            busy={busy}
            version={p.version}
            onPick={(a) => void send(a)}
            onSkip={
              key !== null && head !== null
                ? (landing) => {
                    setSkips((xs) => [
                      ...xs.filter((k) => k.seat !== head),
                      { seat: head, key, landing },
                    ]);
                    void send({ type: "pass" });
                  }
                : undefined
            }
          />
        ) : null}
        {drawn && traceCourse ? (
          <FlightCaption show={drawn} names={p.names} course={oldHole ? traceCourse : c} />
        ) : null}
        {events.length && !traceCaptioned ? (
          <p className="rio-events" aria-live="polite">
            {events.join(" · ")}
          </p>
        ) : null}
        {f ? (
          <p className="rio-flight">
            {name(f.seat)}'s ball in flight with the {CLUB_NAMES[f.club] ?? f.club}: at{" "}
            {spaceName(c, f.pos)}, heading {DIR_WORDS[f.dir]}
            {f.face !== undefined ? ` · rolled ${faceName(f.face)}` : ""}
            {f.last ? ` · number to beat ${f.last}` : ""}
          </p>
        ) : null}

        {windowOpen ? choices : null}
        {shots.length ? (
          <section className="rio-shot" aria-label="Your shot">
            <h2 className="panel-title">
              {p.seats.length > 1 ? `${name(mover)}: ` : ""}choose a club, then a direction
            </h2>
            <fieldset className="rio-clubs">
              <legend className="sr-only">Clubs</legend>
              {CLUBS.filter((k) => shots.some((a) => a.club === k.id)).map((k) => (
                <ClubDie
                  key={k.id}
                  club={k}
                  on={club === k.id}
                  disabled={busy}
                  onPick={() => setClub(k.id)}
                />
              ))}
            </fieldset>
            {best ? (
              <p className="rio-hint-best">
                Hint: the best shot is the {best.label}.{" "}
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => {
                    setClub(best.club);
                    setDir(best.dir);
                  }}
                >
                  Aim it
                </button>
              </p>
            ) : p.hints ? (
              <p className="rio-hint-best quiet">
                Hints on: pick a club and a direction to see where it may land.
              </p>
            ) : null}
            <DirectionButtons
              dirs={aimDirs}
              chosen={dir}
              toward={toward}
              onPick={pickDir}
              disabled={busy}
            />
            <div className="actions">
              <button
                type="button"
                className="btn btn-primary btn-big"
                disabled={busy || !chosenShot}
                onClick={() => chosenShot && void send(chosenShot)}
              >
                {chosenShot
                  ? `Hit the ${CLUB_NAMES[chosenShot.club] ?? chosenShot.club} ${DIRECTION_NAMES[chosenShot.dir]}`
                  : club
                    ? "Now pick a direction"
                    : "Pick a club"}
              </button>
            </div>
          </section>
        ) : null}

        {curves.length ? (
          <section className="rio-shot" aria-label="The curve">
            <h2 className="panel-title">
              The ball curves: pick its new direction (a button or a hex)
            </h2>
            <DirectionButtons
              dirs={aimDirs}
              chosen={null}
              toward={toward}
              onPick={pickDir}
              disabled={busy}
            />
          </section>
        ) : null}

        {windowOpen ? null : choices}
        <CardsPanel view={s} names={p.names} seats={p.seats} legal={p.legal} />
        {windowsOn(s.options) && p.seats.length && !over ? (
          <label className="inline rio-roll-on">
            <input type="checkbox" checked={rollOn} onChange={(e) => setRollOn(e.target.checked)} />{" "}
            <strong>Roll on while the ball flies</strong>{" "}
            <span className="quiet">
              pass my card windows mid-flight by myself; ask me only before the shot and when the
              ball lands (kept in this browser)
            </span>
          </label>
        ) : null}

        {!p.legal.length && p.step.kind !== "end" ? (
          <p className="waiting" aria-live="polite">
            {p.step.kind === "chance"
              ? `${name(mover)}'s ball is rolling…`
              : `Waiting for ${name(deciding ?? mover)}…`}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Where each ball is now: the flying one at its flight's space, holed ones on the green. */
function ballsNow(s: SeatView, c: Course | null, ended: readonly number[] | null): number[] {
  if (!c) return [...s.balls];
  if (ended) return ended.map((b) => (b === -1 ? c.green : b));
  return s.balls.map((b, seat) =>
    s.flight?.seat === seat ? s.flight.pos : b === -1 ? c.green : b,
  );
}

function DirectionButtons({
  dirs,
  chosen,
  toward,
  onPick,
  disabled,
}: {
  dirs: readonly number[];
  chosen: number | null;
  toward: number | null;
  onPick(d: number): void;
  disabled: boolean;
}) {
  return (
    <fieldset className="rio-dirs">
      <legend className="sr-only">Directions</legend>
      {dirs.map((d) => (
        <button
          key={d}
          type="button"
          className={`btn rio-dir${chosen === d ? " rio-dir-on" : ""}`}
          aria-pressed={chosen === d}
          disabled={disabled}
          onClick={() => onPick(d)}
        >
          <span aria-hidden="true">{ARROWS[d]}</span> {DIRECTION_NAMES[d]}
          {toward === d ? <span className="rio-toward"> (toward the green)</span> : null}
        </button>
      ))}
    </fieldset>
  );
}
