/**
 * Pins as on the sheet: ten numbered pins in a triangle (back row on top, as a bowler sees
 * them), the two gray pins shaded and ringed (told apart by more than colour), crossed pins
 * struck through: ink for the first ball, a blue double stroke for the second.
 */
import type { Layout } from "../data.ts";
import type { PlayerSheet } from "../state.ts";

/** Pin positions (0-9) by row, back row first. */
export const ROWS: readonly (readonly number[])[] = [[6, 7, 8, 9], [3, 4, 5], [1, 2], [0]];

export type PinState = "standing" | "first" | "second";

export function pinState(s: PlayerSheet, frame: number, i: number): PinState {
  if ((s.first[frame] >> i) & 1) return "first";
  if ((s.second[frame] >> i) & 1) return "second";
  return "standing";
}

export function isGray(l: Layout, frame: number, i: number): boolean {
  return ((l.gray[frame] >> i) & 1) === 1;
}

function pinXY(i: number): [number, number] {
  const r = ROWS.findIndex((row) => row.includes(i));
  const row = ROWS[r];
  const k = row.indexOf(i);
  return [50 - (row.length - 1) * 12 + k * 24, 12 + r * 21];
}

/** One pin drawn in SVG units around (x, y). */
export function PinMark({
  x,
  y,
  n,
  gray,
  state,
  r = 10,
}: {
  x: number;
  y: number;
  n: number;
  gray: boolean;
  state: PinState;
  r?: number;
}) {
  const d = r * 0.72;
  return (
    <g className={`pin pin-${state}${gray ? " pin-gray" : ""}`}>
      <circle cx={x} cy={y} r={r} className="pin-body" />
      {gray ? <circle cx={x} cy={y} r={r - 2.6} className="pin-ring" /> : null}
      <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={r * 1.05}>
        {n}
      </text>
      {state === "first" ? (
        <path
          d={`M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}`}
          className="pin-x"
        />
      ) : null}
      {state === "second" ? (
        <>
          <path
            d={`M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}`}
            className="pin-x2"
          />
          <circle cx={x} cy={y} r={r} className="pin-x2-ring" />
        </>
      ) : null}
    </g>
  );
}

/** A frame's ten pins, small (the sheet) or as a picture; not interactive. */
export function FramePins({
  l,
  s,
  frame,
  label,
}: {
  l: Layout;
  s: PlayerSheet;
  frame: number;
  label: string;
}) {
  return (
    <svg className="rp-pins" viewBox="0 0 100 86" role="img" aria-label={label}>
      {l.pins[frame].map((n, i) => {
        const [x, y] = pinXY(i);
        return (
          <PinMark
            key={n}
            x={x}
            y={y}
            n={n}
            gray={isGray(l, frame, i)}
            state={pinState(s, frame, i)}
          />
        );
      })}
    </svg>
  );
}

/** A bowling ball with its three finger holes; struck through once used. */
export function BowlingBall({ used, size = 16 }: { used: boolean; size?: number }) {
  return (
    <svg
      className={`rp-ball${used ? " rp-ball-used" : ""}`}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="8.5" className="rp-ball-body" />
      <circle cx="7.5" cy="7" r="1.4" className="rp-ball-hole" />
      <circle cx="11" cy="6" r="1.4" className="rp-ball-hole" />
      <circle cx="9.5" cy="10" r="1.4" className="rp-ball-hole" />
      {used ? <path d="M2 18L18 2" className="rp-ball-x" /> : null}
    </svg>
  );
}
