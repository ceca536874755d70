/**
 * The heat map of a shot before it is hit (with hints on): every space the ball may come to
 * rest on, shaded by its exact probability and labelled in percent, with the penalty chance in
 * words and numbers and a legend. Figures: heat.ts (the game's own odds, as the `odds` tool).
 */
import type { Course } from "../rules/course.ts";
import { centre, corners } from "./course.tsx";
import type { Heat } from "./heat.ts";

/** Shading steps: at least this probability takes this opacity. */
const STEPS: readonly [number, number, string][] = [
  [0.25, 0.85, "25% or more"],
  [0.1, 0.62, "10% to 25%"],
  [0.02, 0.4, "2% to 10%"],
  [0, 0.2, "under 2%"],
];
const HEAT = "#5b2a86";

const opacity = (p: number) => (STEPS.find(([min]) => p >= min) ?? STEPS[3])[1];

export const pct = (p: number) =>
  p >= 0.995 ? "100%" : p >= 0.1 ? `${(100 * p).toFixed(0)}%` : `${(100 * p).toFixed(1)}%`;

/** The SVG layer: drawn over the terrain, under the balls. */
export function HeatLayer({ heat, course }: { heat: Heat; course: Course }) {
  if (heat.state !== "ready") return null;
  const spaces = Object.entries(heat.odds.landing);
  return (
    <g className="rio-heat">
      {spaces.map(([hk, p]) => {
        const i = course.index.get(hk);
        if (i === undefined) return null;
        const h = course.hexes[i];
        const [x, y] = centre(h);
        return (
          <g key={hk} className="rio-heat-hex" data-hex={hk} data-p={String(p)}>
            <title>{`${hk}: ${(100 * p).toFixed(3)}%`}</title>
            <polygon
              points={corners(h, 18)}
              fill={HEAT}
              fillOpacity={opacity(p)}
              stroke="#ffffff"
              strokeWidth="1"
            />
            {p >= 0.01 ? (
              <text
                className="rio-heat-label"
                x={x}
                y={y + 3}
                textAnchor="middle"
                fontSize="8.5"
                fontWeight="700"
              >
                {pct(p)}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** Under the board: the legend and the shot's penalty chance in words and numbers. */
export function HeatLegend({ heat, shot }: { heat: Heat; shot: string }) {
  if (heat.state === "off") return null;
  if (heat.state === "working") {
    return (
      <p className="rio-heat-legend quiet" aria-live="polite">
        Working out where the {shot} may land…
      </p>
    );
  }
  if (heat.state === "failed") {
    return <p className="rio-heat-legend quiet">No heat map for this shot: {heat.error}</p>;
  }
  const o = heat.odds;
  const pen = o.expectedPenalties;
  const parts = [
    o.water > 1e-9 ? `water ${pct(o.water)}` : null,
    o.outOfBounds > 1e-9 ? `out of bounds ${pct(o.outOfBounds)}` : null,
  ].filter(Boolean);
  return (
    <section className="rio-heat-legend" aria-label="Heat map" aria-live="polite">
      <p>
        <strong>Where the {shot} comes to rest</strong>, exact odds (curves taken the planner's
        way).{" "}
        <span className="rio-heat-penalty" data-p={String(pen)}>
          {pen > 1e-9
            ? `Chance of a penalty: ${pct(pen)} (${parts.join(", ")}).`
            : "No chance of a penalty."}
        </span>{" "}
        <span className="rio-heat-green" data-p={String(o.green)}>
          {o.green > 1e-9 ? `On the green: ${pct(o.green)}.` : "It cannot reach the green."}
        </span>
      </p>
      <ul className="rio-legend">
        {STEPS.map(([min, a, label]) => (
          <li key={min}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
              <rect width="18" height="18" rx="3" fill={HEAT} fillOpacity={a} stroke="#1f2421" />
            </svg>
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
