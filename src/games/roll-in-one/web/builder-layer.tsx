/**
 * What the builder draws over the course: the boards on it (to pick, drag or move), the board in
 * hand where it would go, the lit spots where it may be put, and the lit spaces for the green.
 * Every spot is a legal design action the server listed (builder.tsx).
 */
import type { PointerEvent as ReactPointerEvent } from "react";
import { boardById } from "../data.ts";
import { type Placement, placedSpaces } from "../rules/course.ts";
import type { DesignAction } from "../rules/design.ts";
import { key } from "../rules/hex.ts";
import { corners, SIZE } from "./course.tsx";
import { spotOf } from "./design-spots.ts";

export type Place = Extract<DesignAction, { type: "place" }>;
export type Green = Extract<DesignAction, { type: "green" }>;

/** Enter or Space on an SVG control does what a click does. */
function onEnter(act: () => void) {
  return (e: { key: string; preventDefault(): void }) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      act();
    }
  };
}

export function BuildLayer(p: {
  /** This device designs now. */
  mine: boolean;
  mode: "boards" | "green";
  /** The boards on the course (the tee first). */
  placed: readonly Placement[];
  sel: string | null;
  moving: string | null;
  moved: Placement | undefined;
  spots: readonly Place[];
  hover: Place | null;
  onHover(a: Place | null): void;
  onDrop(a: Place): void;
  onPick(board: string): void;
  onDragStart(board: string, e: ReactPointerEvent<Element>): void;
  greenSpots: readonly Green[];
  greensNow: readonly (readonly [number, number])[];
  onGreen(a: Green): void;
}) {
  const { mine, mode, sel, moving, hover } = p;
  return (
    <g className="rio-build-layer">
      {mine && mode === "boards"
        ? p.placed.slice(1).map((b) => (
            // biome-ignore lint/a11y/useSemanticElements: an SVG board cannot be a <button>.
            <g
              key={b.board}
              role="button"
              tabIndex={0}
              aria-label={`${boardById(b.board)?.name ?? b.board} on the course${sel === b.board ? " (chosen)" : ""}`}
              className={`rio-placed${sel === b.board ? " rio-placed-on" : ""}${moving === b.board ? " rio-placed-moving" : ""}`}
              data-board={b.board}
              onPointerDown={(e) => p.onDragStart(b.board, e)}
              onClick={() => {
                if (moving !== b.board) p.onPick(b.board);
              }}
              onKeyDown={onEnter(() => p.onPick(b.board))}
            >
              {placedSpaces(b).map((h) => (
                <polygon key={key(h)} points={corners(h)} />
              ))}
            </g>
          ))
        : null}
      {hover ? <Ghost at={hover} /> : null}
      {p.spots.map((a) => {
        const [x, y] = spotOf(a);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG spot cannot be a <button>.
          <g
            key={`${a.q},${a.r}`}
            role="button"
            tabIndex={0}
            aria-label={`${p.moved ? "Move" : "Put"} ${boardById(a.board)?.name ?? a.board} here (${a.q},${a.r}, turned ${a.rot})`}
            className={`rio-spot${hover === a ? " rio-spot-on" : ""}`}
            onMouseEnter={() => p.onHover(a)}
            onMouseLeave={() => p.onHover(null)}
            onFocus={() => p.onHover(a)}
            onBlur={() => p.onHover(null)}
            onClick={() => p.onDrop(a)}
            onKeyDown={onEnter(() => p.onDrop(a))}
          >
            <circle cx={x} cy={y} r={SIZE * 0.55} className="rio-spot-ring" />
            <circle cx={x} cy={y} r={SIZE * 0.2} className="rio-spot-dot" />
          </g>
        );
      })}
      {mine && mode === "green"
        ? p.greenSpots.map((a) => {
            const lift = p.greensNow.some(([q, r]) => q === a.q && r === a.r);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG hex cannot be a <button>.
              <polygon
                key={`${a.q},${a.r}`}
                role="button"
                tabIndex={0}
                aria-label={`${lift ? "Lift the green at" : "Put the green at"} ${a.q},${a.r}`}
                className={`rio-target${lift ? " rio-target-on" : ""}`}
                points={corners(a, SIZE * 0.8)}
                onClick={() => p.onGreen(a)}
                onKeyDown={onEnter(() => p.onGreen(a))}
              />
            );
          })
        : null}
    </g>
  );
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
