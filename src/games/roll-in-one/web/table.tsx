/**
 * Roll In One's table: the course (see course.tsx) with every ball, the last shot drawn as an
 * arrow and its flight space by space (flight.tsx), and, when this device plays the shot, the
 * clubs and directions (shot-panel.tsx). Hit sends the legal `shot` action the server listed; a
 * curve asks for its new direction the same way; cards and other choices are buttons from
 * `legal` (cards.tsx), card windows one focused tap to pass or passed by themselves
 * (auto-pass.ts). The rules decide everything else.
 */
import { useState } from "react";
import type { Json } from "../../../engine/game.ts";
import { useSending } from "../../../web/step-state.ts";
import type { TableProps } from "../../../web/web-game.ts";
import { type Course, compileCourse } from "../rules/course.ts";
import { windowsOn } from "../rules/effects.ts";
import { distance, neighbor } from "../rules/hex.ts";
import { faceName, spaceName } from "../rules/shot.ts";
import type { SeatView } from "../rules/view.ts";
import { fillNames } from "../ui/names.ts";
import { isPass, useAutoPass } from "./auto-pass.ts";
import { Builder } from "./builder.tsx";
import { CardsPanel, Choices, PassBar } from "./cards.tsx";
import { CourseView, TerrainLegend } from "./course.tsx";
import { FlightCaption, FlightMarks, useFlight } from "./flight.tsx";
import { useHeat } from "./heat.ts";
import { HeatLayer, HeatLegend } from "./heat.tsx";
import { CLUB_NAMES } from "./look.ts";
import {
  DirectionButtons,
  isCurve,
  isShot,
  pickedShot,
  ShotPanel,
  shotDirs,
  shotName,
} from "./shot-panel.tsx";

const DIR_WORDS = ["east", "south-east", "south-west", "west", "north-west", "north-east"];

export function RollInOneTable(p: TableProps) {
  const s = p.view as SeatView;
  const [club, setClub] = useState<string | null>(null);
  const [dir, setDir] = useState<number | null>(null);
  const [busy, sending] = useSending(p.version);
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

  const deciding = p.step.kind === "decision" ? p.step.seat : null;
  const send = async (a: Json) => {
    if (busy || deciding === null) return;
    const ok = await sending(() => p.act(deciding, a));
    if (ok) setDir(null);
  };
  const auto = useAutoPass(p, s, (a) => void send(a));
  const autoPass = auto.on;

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

  const aimDirs = shots.length ? shotDirs(shots) : curves.map((a) => a.dir);
  const aiming = aimDirs.length > 0 && ballAt >= 0;
  const chosenShot = pickedShot(shots, club, dir);
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
          <HeatLegend heat={heat} shot={chosenShot ? shotName(chosenShot) : "shot"} />
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
            onSkip={auto.skip}
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
          <ShotPanel
            title={`${p.seats.length > 1 ? `${name(mover)}: ` : ""}choose a club, then a direction`}
            shots={shots}
            hints={p.hints}
            club={club}
            dir={dir}
            toward={toward}
            busy={busy}
            onClub={setClub}
            onAim={(k, d) => {
              setClub(k);
              setDir(d);
            }}
            onDir={pickDir}
            onHit={(a) => void send(a)}
          />
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
            <input
              type="checkbox"
              checked={auto.rollOn}
              onChange={(e) => auto.setRollOn(e.target.checked)}
            />{" "}
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
