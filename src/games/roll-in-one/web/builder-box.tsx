/**
 * The builder's box: what to do next in words, the boards to pick or drag (box.tsx), and the
 * buttons: rotate, move, take off, the green, Surprise me, and Play this course. Each button
 * sends a legal design action or changes only what is in hand (builder.tsx keeps that state).
 */
import type { PointerEvent as ReactPointerEvent } from "react";
import type { CourseFile } from "../course-file.ts";
import { type Board, boardById } from "../data.ts";
import type { Placement } from "../rules/course.ts";
import { BoardTile } from "./box.tsx";
import { CourseShare } from "./course-share.tsx";

export interface BoxProps {
  mode: "boards" | "green";
  /** Three greens (Campaign, Bumper Golf) rather than one. */
  multi: boolean;
  busy: boolean;
  /** The boards of the box, which of them is in hand and how it is turned. */
  boards: readonly Board[];
  placed: readonly Placement[];
  sel: string | null;
  rot: number;
  /** The chosen board when it is on the course, and the board being moved. */
  placedSel: Placement | undefined;
  moved: Placement | undefined;
  /** How many lit spots the board in hand has, and which boards have any. */
  spots: number;
  placeable(board: string): boolean;
  turnable: boolean;
  removable: boolean;
  canSurprise: boolean;
  canAccept: boolean;
  problems: readonly string[];
  course: CourseFile | null;
  onPick(board: string): void;
  onDragStart(board: string, e: ReactPointerEvent<Element>): void;
  onRotate(): void;
  onMove(): void;
  onRemove(): void;
  onGreenMode(): void;
  onSurprise(): void;
  onAccept(): void;
}

/** What to do next, for what is in hand. */
function hint(p: BoxProps): string {
  const name = (b: Placement) => boardById(b.board)?.name;
  if (p.mode === "green")
    return p.multi
      ? "Tap a lit space for a green; tap a green to lift it."
      : "Tap a lit space to put the green there.";
  if (p.moved)
    return p.spots
      ? `Moving ${name(p.moved)}: tap a lit spot (or drop it there). R turns it; Escape leaves it where it is.`
      : `No spot fits ${name(p.moved)} this way: press R or Rotate.`;
  if (p.placedSel)
    return `${name(p.placedSel)}: drag it to a lit spot, Move it, turn it or take it off.`;
  if (p.sel)
    return p.spots
      ? "Tap a lit spot (or drag the board there). R turns it."
      : "No spot fits this turn: press R or Rotate.";
  return "Drag a board onto the table, or tap one, then a lit spot.";
}

export function BoxPanel(p: BoxProps) {
  const { busy, sel, moved, placedSel } = p;
  return (
    <section className="rio-box" aria-label="The box of boards">
      <h2 className="panel-title">The box</h2>
      <p className="quiet rio-hint" aria-live="polite">
        {hint(p)}
      </p>
      <div className="rio-tiles">
        {p.boards.map((b) => (
          <BoardTile
            key={b.id}
            board={b}
            rot={sel === b.id ? p.rot : 0}
            placed={p.placed.some((x) => x.board === b.id)}
            selected={sel === b.id}
            spent={!p.placeable(b.id)}
            disabled={busy}
            onPick={() => p.onPick(b.id)}
            onDragStart={(e) => p.onDragStart(b.id, e)}
          />
        ))}
      </div>
      <div className="actions rio-build-actions">
        <button
          type="button"
          className="btn"
          disabled={busy || !sel || (!!placedSel && !moved && !p.turnable)}
          onClick={p.onRotate}
          aria-keyshortcuts="R"
        >
          ⟳ Rotate <kbd>R</kbd>
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={!!moved}
          disabled={busy || !p.removable}
          onClick={p.onMove}
        >
          {moved ? "Keep it here" : "Move it"}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy || !p.removable}
          onClick={p.onRemove}
        >
          Take it off
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={p.mode === "green"}
          disabled={busy}
          onClick={p.onGreenMode}
        >
          <FlagIcon /> {p.multi ? "Place the greens" : "Place the green"}
        </button>
        <button
          type="button"
          className="btn btn-quiet"
          disabled={busy || !p.canSurprise}
          onClick={p.onSurprise}
        >
          Surprise me
        </button>
      </div>
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary btn-big"
          disabled={busy || !p.canAccept}
          onClick={p.onAccept}
        >
          {p.canAccept ? "Play this course ▶" : "Not ready yet"}
        </button>
      </div>
      {p.problems.length ? (
        <ul className="rio-problems">
          {p.problems.slice(0, 3).map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      ) : null}
      <CourseShare course={p.course} why="finish the design first" />
    </section>
  );
}

function FlagIcon() {
  return (
    <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true">
      <line x1="3" y1="1" x2="3" y2="15" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3 1 l9 3 l-9 3 z" fill="#d55e00" />
    </svg>
  );
}
