/**
 * The course in SVG, drawn from the game's own boards and hex geometry (pointy-top axial
 * hexes): every terrain with a colour and a pattern, board outlines, out of bounds around the
 * course, the tee, the green(s), the balls in player colours with names (stacked balls offset),
 * the last shot as an arrow, and the six neighbours of the ball as tap targets when aiming.
 * The picture is the course's bounds and pans and zooms (pan-zoom.tsx); it fits on open.
 */
import type { ReactNode, RefObject } from "react";
import type { Terrain } from "../data.ts";
import { compileCourse, type Layout } from "../rules/course.ts";
import { DIRECTION_NAMES, DIRECTIONS, type Hex, key } from "../rules/hex.ts";
import { spaceName } from "../rules/shot.ts";
import { ballColour, TERRAIN_LOOK } from "./look.ts";
import { PanZoom } from "./pan-zoom.tsx";

export const SIZE = 20;
const SQ3 = Math.sqrt(3);

export function centre(h: Hex): [number, number] {
  return [SIZE * SQ3 * (h.q + h.r / 2), SIZE * 1.5 * h.r];
}

export function corners(h: Hex, size = SIZE): string {
  const [x, y] = centre(h);
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i - 30) * Math.PI) / 180;
    return `${(x + size * Math.cos(a)).toFixed(2)},${(y + size * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
}

/** The edge of hex `h` facing direction `d` (between corners d and d+1). */
function edge(h: Hex, d: number): [number, number, number, number] {
  const [x, y] = centre(h);
  const a = ((60 * d - 30) * Math.PI) / 180;
  const b = ((60 * d + 30) * Math.PI) / 180;
  return [
    x + SIZE * Math.cos(a),
    y + SIZE * Math.sin(a),
    x + SIZE * Math.cos(b),
    y + SIZE * Math.sin(b),
  ];
}

/** Patterns: fairway mowing stripes, rough tufts, sand dots, tree crowns, water waves, OB hatch. */
export function CoursePatterns() {
  const bg = (t: Terrain) => <rect width="12" height="12" fill={TERRAIN_LOOK[t].fill} />;
  return (
    <defs>
      <pattern id="rio-F" width="12" height="12" patternUnits="userSpaceOnUse">
        {bg("F")}
        <rect width="6" height="12" fill="#b4dea2" />
      </pattern>
      <pattern id="rio-R" width="12" height="12" patternUnits="userSpaceOnUse">
        {bg("R")}
        <path
          d="M2 8 l2 -4 l2 4 M8 11 l1.5 -3 l1.5 3"
          stroke="#2e5a25"
          strokeWidth="1"
          fill="none"
        />
      </pattern>
      <pattern id="rio-S" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill={TERRAIN_LOOK.S.fill} />
        <circle cx="2" cy="2" r="1" fill="#a88b3c" />
        <circle cx="6" cy="6" r="1" fill="#a88b3c" />
      </pattern>
      <pattern id="rio-T" width="14" height="14" patternUnits="userSpaceOnUse">
        <rect width="14" height="14" fill={TERRAIN_LOOK.T.fill} />
        <path
          d="M4 2 l3.5 6 h-7 z M11 8 l3 5 h-6 z"
          fill="#173d1f"
          stroke="#8fc79a"
          strokeWidth="0.6"
        />
      </pattern>
      <pattern id="rio-W" width="12" height="8" patternUnits="userSpaceOnUse">
        <rect width="12" height="8" fill={TERRAIN_LOOK.W.fill} />
        <path d="M0 4 q3 -3 6 0 t6 0" stroke="#ffffff" strokeWidth="1.2" fill="none" />
      </pattern>
      <pattern
        id="rio-OB"
        width="8"
        height="8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="8" height="8" fill="#d9d6cc" />
        <rect width="3" height="8" fill="#bdb8aa" />
      </pattern>
    </defs>
  );
}

export interface Trail {
  readonly seat: number;
  readonly from: number;
  readonly to: number;
}

export interface CourseProps {
  readonly layout: Layout;
  /** Course space of each seat's ball; -1 once it has stopped on the green. */
  readonly balls: readonly number[];
  readonly names: readonly string[];
  /** Campaign and Bumper Golf: several greens (else the layout's one). */
  readonly greens?: readonly (readonly [number, number])[];
  /** The last shot: an arrow from where it was hit to where it stopped. */
  readonly trail?: Trail | null;
  /** Aiming: the ball's space and the directions that can be tapped. */
  readonly aim?: {
    readonly from: number;
    readonly dirs: readonly number[];
    readonly chosen: number | null;
  } | null;
  onAim?(dir: number): void;
  /** More spaces the picture must hold (the builder: room for the next board). */
  readonly extent?: readonly Hex[];
  /** Drawn over the terrain and under the balls (the heat map). */
  readonly under?: ReactNode;
  /** Drawn over everything (the flight's marks; the builder's snap spots and ghost board). */
  readonly children?: ReactNode;
  readonly svgRef?: RefObject<SVGSVGElement | null>;
  /** Buttons beside the zoom buttons. */
  readonly tools?: ReactNode;
}

export function CourseView(p: CourseProps) {
  const c = compileCourse(p.layout);
  const taken = new Set(c.hexes.map(key));
  const ob: Hex[] = [];
  const seen = new Set<string>();
  for (const h of c.hexes) {
    for (const d of DIRECTIONS) {
      const n = { q: h.q + d.q, r: h.r + d.r };
      const k = key(n);
      if (!taken.has(k) && !seen.has(k)) {
        seen.add(k);
        ob.push(n);
      }
    }
  }
  const all = [...ob, ...(p.extent ?? [])];
  const xs = all.map((h) => centre(h)[0]);
  const ys = all.map((h) => centre(h)[1]);
  const pad = SIZE * 1.2;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const w = Math.max(...xs) + pad - minX;
  const h = Math.max(...ys) + pad - minY;

  const greens: Hex[] = (p.greens?.length ? p.greens : p.layout.green ? [p.layout.green] : []).map(
    ([q, r]) => ({ q, r }),
  );
  const outlines: [number, number, number, number][] = [];
  c.hexes.forEach((hx, i) => {
    for (let d = 0; d < 6; d++) {
      const n = c.nbr[i * 6 + d];
      if (n < 0 || c.boardOf[n] !== c.boardOf[i]) outlines.push(edge(hx, d));
    }
  });

  // Balls grouped by space: a stack is drawn offset, bottom ball first.
  const stacks = new Map<number, number[]>();
  p.balls.forEach((space, seat) => {
    const at = space === -1 ? (c.green >= 0 ? c.green : -2) : space;
    if (at < 0) return;
    stacks.set(at, [...(stacks.get(at) ?? []), seat]);
  });
  const name = (seat: number) => p.names[seat] ?? `Player ${seat + 1}`;
  const aimFrom = p.aim ? c.hexes[p.aim.from] : null;

  return (
    <PanZoom
      className="rio-course"
      box={{ x: minX, y: minY, w, h }}
      label={`The course: ${c.hexes.length} spaces on ${p.layout.boards.length} boards, par ${c.par}`}
      svgRef={p.svgRef}
      tools={p.tools}
    >
      <CoursePatterns />
      <g>
        {ob.map((hx) => (
          <polygon
            key={key(hx)}
            points={corners(hx)}
            fill="url(#rio-OB)"
            stroke="#f4f1e8"
            strokeWidth="1"
          />
        ))}
        {c.hexes.map((hx, i) => (
          <polygon
            key={key(hx)}
            points={corners(hx)}
            fill={`url(#rio-${(c.printed ?? c.terrain)[i]})`}
            stroke="#ffffff55"
            strokeWidth="0.8"
          />
        ))}
        {outlines.map(([x1, y1, x2, y2]) => (
          <line
            key={`${x1.toFixed(1)},${y1.toFixed(1)},${x2.toFixed(1)},${y2.toFixed(1)}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke="#1f2421"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ))}
      </g>
      <TeeMark at={c.hexes[c.tee]} />
      {greens.map((g, i) => (
        <GreenMark key={key(g)} at={g} label={greens.length > 1 ? `green ${i + 1}` : "the green"} />
      ))}
      {p.under}
      {p.trail ? (
        <TrailArrow from={c.hexes[p.trail.from]} to={c.hexes[p.trail.to]} seat={p.trail.seat} />
      ) : null}
      {[...stacks].map(([space, seats]) =>
        seats.map((seat, k) => {
          const [x, y] = centre(c.hexes[space]);
          const bx = x + k * 6 - (seats.length - 1) * 3;
          const by = y - k * 6;
          const col = ballColour(seat);
          return (
            <g key={seat} className="rio-ball" data-seat={seat} data-space={space}>
              <title>{`${name(seat)}'s ball (${col.name}) at ${spaceName(c, space)}${seats.length > 1 ? `, in a stack of ${seats.length}` : ""}`}</title>
              <circle
                cx={bx}
                cy={by}
                r={SIZE * 0.42}
                fill={col.fill}
                stroke="#1f2421"
                strokeWidth="1.5"
              />
              <text
                x={bx}
                y={by + 3.5}
                textAnchor="middle"
                fontSize="10"
                fontWeight="700"
                fill={col.ink}
              >
                {name(seat).charAt(0).toUpperCase()}
              </text>
              {k === seats.length - 1 ? (
                <text
                  className="rio-ball-name"
                  x={x}
                  y={y + SIZE * 0.95}
                  textAnchor="middle"
                  fontSize="9"
                >
                  {seats.map(name).join(" · ")}
                </text>
              ) : null}
            </g>
          );
        }),
      )}
      {aimFrom && p.aim
        ? p.aim.dirs.map((d) => {
            const n = { q: aimFrom.q + DIRECTIONS[d].q, r: aimFrom.r + DIRECTIONS[d].r };
            const on = p.aim?.chosen === d;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG hex cannot be a <button>.
              <polygon
                key={d}
                role="button"
                tabIndex={0}
                aria-label={`Aim ${DIRECTION_NAMES[d]}`}
                aria-pressed={on}
                className={`rio-target${on ? " rio-target-on" : ""}`}
                points={corners(n, SIZE * 0.86)}
                onClick={() => p.onAim?.(d)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" || e.key === " ") {
                    e.preventDefault();
                    p.onAim?.(d);
                  }
                }}
              />
            );
          })
        : null}
      {p.children}
    </PanZoom>
  );
}

function TeeMark({ at }: { at: Hex }) {
  const [x, y] = centre(at);
  return (
    <g className="rio-tee">
      <title>the tee</title>
      <rect x={x - 11} y={y - 17} width="22" height="9" rx="2" fill="#ffffff" stroke="#1f2421" />
      <text x={x} y={y - 10} textAnchor="middle" fontSize="7" fontWeight="700">
        TEE
      </text>
    </g>
  );
}

function GreenMark({ at, label }: { at: Hex; label: string }) {
  const [x, y] = centre(at);
  return (
    <g className="rio-green">
      <title>{`${label} at ${at.q},${at.r}`}</title>
      <polygon points={corners(at, SIZE * 0.9)} fill="#d8f5c8" stroke="#1f2421" strokeWidth="1.5" />
      <circle cx={x} cy={y} r="3" fill="#1f2421" />
      <line x1={x} y1={y} x2={x} y2={y - 16} stroke="#1f2421" strokeWidth="1.5" />
      <path d={`M${x} ${y - 16} l9 3 l-9 3 z`} fill="#d55e00" />
    </g>
  );
}

function TrailArrow({ from, to, seat }: { from: Hex; to: Hex; seat: number }) {
  if (!from || !to || (from.q === to.q && from.r === to.r)) return null;
  const [x1, y1] = centre(from);
  const [x2, y2] = centre(to);
  const col = ballColour(seat).fill;
  return (
    <g className="rio-trail">
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        stroke="#1f2421"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        stroke={col}
        strokeWidth="2"
        strokeDasharray="4 3"
        strokeLinecap="round"
      />
      <circle cx={x1} cy={y1} r="3" fill={col} stroke="#1f2421" />
    </g>
  );
}

/** Swatches naming each terrain (its pattern, so the legend reads without colour too). */
export function TerrainLegend() {
  const items: [string, string][] = [
    ...(["F", "R", "S", "T", "W"] as Terrain[]).map(
      (t) => [`rio-${t}`, TERRAIN_LOOK[t].name] as [string, string],
    ),
    ["rio-OB", "out of bounds"],
  ];
  return (
    <ul className="rio-legend">
      {items.map(([id, label]) => (
        <li key={id}>
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
            <rect width="18" height="18" rx="3" fill={`url(#${id})`} stroke="#1f2421" />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}
