/**
 * The box of boards beside the table: every board drawn from the board data with its terrain
 * (turned as it would be placed), its name, kind and par. A tile is a button (tap to pick it
 * up, tap a lit spot to put it down) and a drag handle (pointer events: drag it onto the table).
 */
import type { PointerEvent as ReactPointerEvent } from "react";
import { type Board, TERRAIN_NAMES } from "../data.ts";
import { placedSpaces } from "../rules/course.ts";
import { centre, corners, SIZE } from "./course.tsx";

const KIND_NAMES: Record<Board["kind"], string> = {
  tee: "tee",
  diamond: "diamond",
  triangle: "triangle",
  narrow: "narrow",
};

/** A board as a small picture (its own SVG, using the course's terrain patterns). */
export function BoardPicture({ board, rot, width }: { board: Board; rot: number; width: number }) {
  const spaces = placedSpaces({ board: board.id, q: 0, r: 0, rot }, board);
  const xs = spaces.map((s) => centre(s)[0]);
  const ys = spaces.map((s) => centre(s)[1]);
  const pad = SIZE + 2;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  const w = Math.max(...xs) + pad - x;
  const h = Math.max(...ys) + pad - y;
  return (
    <svg
      className="rio-board-pic"
      viewBox={`${x} ${y} ${w} ${h}`}
      width={width}
      height={(width * h) / w}
      aria-hidden="true"
    >
      {spaces.map((s) => (
        <polygon
          key={`${s.q},${s.r}`}
          points={corners(s)}
          fill={`url(#rio-${s.t})`}
          stroke="#1f2421"
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}

/** Terrain counts of a board in words ("7 rough, 5 fairway, 3 water, 1 sand"). */
export function terrainWords(board: Board): string {
  const n = new Map<string, number>();
  for (const s of board.spaces) n.set(s.t, (n.get(s.t) ?? 0) + 1);
  return [...n]
    .sort((a, b) => b[1] - a[1])
    .map(([t, k]) => `${k} ${TERRAIN_NAMES[t as keyof typeof TERRAIN_NAMES]}`)
    .join(", ");
}

export interface TileProps {
  readonly board: Board;
  readonly rot: number;
  readonly placed: boolean;
  readonly selected: boolean;
  /** Not placeable now (the count is full, or no spot for it) and not on the course. */
  readonly spent: boolean;
  readonly disabled: boolean;
  onPick(): void;
  onDragStart(e: ReactPointerEvent<HTMLButtonElement>): void;
}

export function BoardTile(p: TileProps) {
  const b = p.board;
  const par = b.par === 1 ? "1 par" : "½ par";
  const state = p.placed ? "on the course" : p.spent ? "no room" : "in the box";
  return (
    <button
      type="button"
      className={`rio-tile${p.selected ? " rio-tile-on" : ""}${p.placed ? " rio-tile-placed" : ""}`}
      aria-pressed={p.selected}
      aria-label={`${b.name} (${KIND_NAMES[b.kind]} board, ${par}: ${terrainWords(b)}), ${state}`}
      data-board={b.id}
      disabled={p.disabled}
      onClick={p.onPick}
      onPointerDown={p.onDragStart}
    >
      <BoardPicture board={b} rot={p.placed ? 0 : p.rot} width={64} />
      <span className="rio-tile-name">{b.name}</span>
      <span className="rio-tile-kind">
        {KIND_NAMES[b.kind]} · {par}
      </span>
      {p.placed ? <span className="rio-tile-badge">placed</span> : null}
    </button>
  );
}
