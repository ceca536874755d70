/**
 * A six-sided die drawn with pips, as a pub die looks (Straight Golf, Rolling Pins). Faces 1-6
 * show pips; any other value (a die a bowling ball pushed to 7, a doubled 12) shows its number.
 * Tumbles like `DieFace` (none under prefers-reduced-motion). The drawing is aria-hidden: the
 * caller labels it. A ghost die is an empty place with its value written faintly.
 */
import type { DieLook } from "../web-game.ts";
import { useTumble } from "./dice.tsx";

const D6_FACES = [1, 2, 3, 4, 5, 6];

/** Pip centres on a 100-unit face, by face value. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 52]],
  2: [
    [29, 31],
    [71, 73],
  ],
  3: [
    [27, 29],
    [50, 52],
    [73, 75],
  ],
  4: [
    [29, 31],
    [71, 31],
    [29, 73],
    [71, 73],
  ],
  5: [
    [28, 30],
    [72, 30],
    [50, 52],
    [28, 74],
    [72, 74],
  ],
  6: [
    [29, 28],
    [71, 28],
    [29, 52],
    [71, 52],
    [29, 76],
    [71, 76],
  ],
};

export interface PipDieProps {
  readonly look: DieLook;
  /** The value up, or null for a die not rolled yet (drawn blank). */
  readonly face: number | null;
  readonly size?: number;
  /** Changes when this die is rolled: it tumbles briefly. */
  readonly rollKey?: number | string | null;
  readonly dim?: boolean;
  /** Drawn as an empty place (dashed outline), e.g. a value of the straight still missing. */
  readonly ghost?: boolean;
}

export function PipDie({ look, face, size = 56, rollKey = null, dim, ghost }: PipDieProps) {
  const tumbling = useTumble(rollKey, D6_FACES);
  const shown = typeof tumbling === "number" ? tumbling : face;
  const pips = !ghost && shown !== null && Number.isInteger(shown) ? PIPS[shown] : undefined;
  return (
    <svg
      className={`die pip-die${tumbling !== null ? " die-tumbling" : ""}${dim ? " die-dim" : ""}`}
      width={size}
      height={size}
      viewBox="0 0 100 104"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="5"
        y="7"
        width="90"
        height="90"
        rx="17"
        fill={ghost ? "none" : look.fill}
        stroke={look.edge}
        strokeWidth="4"
        strokeDasharray={ghost ? "10 8" : undefined}
      />
      {pips
        ? pips.map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill={look.ink} />)
        : null}
      {!pips && shown !== null ? (
        <text
          x="50"
          y="56"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={String(shown).length > 1 ? 40 : 46}
          fontWeight="800"
          fill={ghost ? look.edge : look.ink}
          fontFamily="ui-rounded, system-ui, sans-serif"
        >
          {shown}
        </text>
      ) : null}
    </svg>
  );
}
