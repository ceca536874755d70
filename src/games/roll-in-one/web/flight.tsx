/**
 * The shot in flight: the ball moves space by space along its path as the trace (rules/trace.ts)
 * grows, each roll with the number it had to beat, the reasons in words, pushed balls moving
 * after the ball that hit them. Under prefers-reduced-motion nothing moves: the whole path and
 * every roll show at once. The animation only draws: the next decision is on the table at once,
 * and Skip jumps to the end.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { prefersReducedMotion } from "../../../web/widgets/dice.tsx";
import type { Course } from "../rules/course.ts";
import { faceName, spaceName } from "../rules/shot.ts";
import type { ShotTrace, TraceStep } from "../rules/trace.ts";
import { fillNames } from "../ui/names.ts";
import { centre } from "./course.tsx";
import { framesOf, pathsAt, positionsAt, startPositions } from "./flight.ts";
import { ballColour, CLUB_NAMES, faceSymbol } from "./look.ts";

const MOVE_MS = 260;
const PAUSE_MS = 700;
/** Far behind the live game (several rolls queued): catch up faster. */
const HURRY_MS = [90, 220] as const;

export interface FlightShow {
  readonly trace: ShotTrace;
  /** The step being drawn (its caption), and whether frames are still to come. */
  readonly step: number;
  readonly animating: boolean;
  /** Each ball's space now in the drawing. */
  readonly positions: readonly number[];
  readonly paths: ReadonlyMap<number, number[]>;
  skip(): void;
}

/** Plays the trace's new frames one by one; `now` is where the balls really are. */
export function useFlight(
  trace: ShotTrace | null | undefined,
  now: readonly number[],
): FlightShow | null {
  const frames = useMemo(() => (trace ? framesOf(trace) : []), [trace]);
  // A trace already there when the table opens is history: it is not replayed.
  const [cur, setCur] = useState(() => (trace ? { id: trace.id, at: frames.length - 1 } : null));
  const last = frames.length - 1;
  // Under reduced motion the flight is shown landed, worked out at render: an effect setting it
  // would make every live event two renders (the cause of React #185, see src/web/step-state.ts).
  const at = !trace ? -1 : prefersReducedMotion() ? last : cur?.id === trace.id ? cur.at : -1;
  // Every live event brings a new trace object (and frames) even when the shot has not moved on:
  // the timer is keyed on the shot, the frame drawn and whether more are to come, so events that
  // come faster than a frame's pause (quick passes, bots' card windows) do not hold it back.
  const latest = useRef(frames);
  latest.current = frames;
  const id = trace?.id ?? null;
  const more = at < last;
  useEffect(() => {
    if (id === null || !more) return;
    const all = latest.current;
    const next = all[at + 1];
    const behind = all.length - 1 - at > 10;
    const ms =
      next.seat === null ? (behind ? HURRY_MS[1] : PAUSE_MS) : behind ? HURRY_MS[0] : MOVE_MS;
    const t = setTimeout(() => setCur({ id, at: at + 1 }), ms);
    return () => clearTimeout(t);
  }, [id, at, more]);
  if (!trace) return null;
  const start = startPositions(trace, now);
  const shown = Math.max(at, 0);
  return {
    trace,
    step: frames[shown]?.step ?? 0,
    animating: at < last,
    positions: at < 0 ? start : positionsAt(frames, start, at),
    paths: pathsAt(trace, frames, start, at),
    skip: () => setCur({ id: trace.id, at: last }),
  };
}

/**
 * The flight drawn on the course (SVG): "paths" (under the balls) the spaces travelled and the
 * hits; "badges" (over them) the face rolled with the number to beat, and penalties.
 */
export function FlightMarks({
  show,
  course,
  layer,
}: {
  show: FlightShow;
  course: Course;
  layer: "paths" | "badges";
}) {
  const t = show.trace;
  const st = t.steps[show.step];
  const ball = show.positions[t.seat];
  const paths = [...show.paths];
  if (layer === "paths") {
    return (
      <g className="rio-flight-marks">
        {paths.map(([seat, path]) => {
          if (path.length < 2) return null;
          const pts = path
            .map((i) =>
              centre(course.hexes[i])
                .map((v) => v.toFixed(1))
                .join(","),
            )
            .join(" ");
          const col = ballColour(seat).fill;
          const mine = seat === t.seat;
          return (
            <g
              key={seat}
              className={mine ? "rio-trail rio-path" : "rio-path rio-pushed"}
              data-seat={seat}
            >
              <polyline
                points={pts}
                fill="none"
                stroke="#1f2421"
                strokeWidth={mine ? 4.5 : 3.5}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              <polyline
                points={pts}
                fill="none"
                stroke={col}
                strokeWidth={mine ? 2.5 : 2}
                strokeDasharray={mine ? "5 3" : "2 2"}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {[...new Set(path.slice(1, -1))].map((i) => {
                const [x, y] = centre(course.hexes[i]);
                return (
                  <circle
                    key={i}
                    cx={x}
                    cy={y}
                    r="2.2"
                    fill={col}
                    stroke="#1f2421"
                    strokeWidth="0.8"
                  />
                );
              })}
              {mine ? null : <Burst at={centre(course.hexes[path[0]])} />}
            </g>
          );
        })}
      </g>
    );
  }
  return (
    <g className="rio-flight-marks">
      {st && ball >= 0 && course.hexes[ball] ? (
        <BeatBadge step={st} at={centre(course.hexes[ball])} />
      ) : null}
      {st
        ? st.penalized.map((seat) => {
            const p = show.positions[seat];
            if (p < 0 || !course.hexes[p]) return null;
            const [x, y] = centre(course.hexes[p]);
            return (
              <g key={seat} className="rio-penalty-mark">
                <rect x={x - 20} y={y + 9} width="40" height="11" rx="3" fill="#b00020" />
                <text
                  x={x}
                  y={y + 17.5}
                  textAnchor="middle"
                  fontSize="8"
                  fontWeight="700"
                  fill="#ffffff"
                >
                  PENALTY
                </text>
              </g>
            );
          })
        : null}
    </g>
  );
}

function Burst({ at: [x, y] }: { at: number[] }) {
  const pts = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const r = i % 2 ? 5 : 11;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return (
    <g className="rio-hit">
      <title>hit</title>
      <polygon points={pts} fill="#ffd84d" stroke="#1f2421" strokeWidth="1" opacity="0.9" />
    </g>
  );
}

/** The face just rolled and the number it had to beat, above the ball. */
function BeatBadge({ step, at: [x, y] }: { step: TraceStep; at: number[] }) {
  if (step.face === undefined) return null;
  const label = `${faceSymbol(step.face)}${step.beat ? ` / beat ${step.beat}` : ""}`;
  const w = Math.max(22, label.length * 5.4 + 8);
  return (
    <g className="rio-beat" data-face={String(step.face)} data-beat={step.beat}>
      <rect x={x - w / 2} y={y - 34} width={w} height="14" rx="4" fill="#ffffff" stroke="#1f2421" />
      <text x={x} y={y - 24} textAnchor="middle" fontSize="9" fontWeight="700">
        {label}
      </text>
    </g>
  );
}

/** One roll (or decision) of the shot in words. */
export function stepLine(st: TraceStep, n: number, names: readonly string[]): string {
  const words = st.words.map((w) => fillNames(w, names)).join("; ");
  if (st.face === undefined) return words;
  const beat =
    typeof st.face === "number"
      ? st.beat
        ? ` (to beat: ${st.beat})`
        : " (nothing to beat yet)"
      : "";
  return `Roll ${n}: ${faceName(st.face)}${beat}: ${words}`;
}

/** The shot's rolls so far, the one being drawn marked; Skip while it moves. */
export function FlightCaption({
  show,
  names,
  course,
}: {
  show: FlightShow;
  names: readonly string[];
  course: Course;
}) {
  const t = show.trace;
  const who = names[t.seat] ?? `Player ${t.seat + 1}`;
  let roll = 0;
  // A pass that changed nothing (a card window nobody used) has no line of its own.
  const lines = t.steps.slice(0, show.step + 1).flatMap((st, i) => {
    if (st.face !== undefined) roll++;
    const text = stepLine(st, roll, names);
    return text ? [{ i, text }] : [];
  });
  const now = lines.at(-1)?.i;
  return (
    <section className="rio-flight-log" aria-label="The shot">
      <div className="rio-flight-head">
        <h2 className="panel-title">
          {who}'s shot with the {CLUB_NAMES[t.club] ?? t.club} from {spaceName(course, t.from)}
        </h2>
        {show.animating ? (
          <button type="button" className="btn btn-quiet" onClick={show.skip}>
            Skip
          </button>
        ) : null}
      </div>
      <ol className="rio-steps" aria-live="polite">
        {lines.map((l) => (
          <li key={l.i} className={l.i === now ? "rio-step-now" : undefined}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
