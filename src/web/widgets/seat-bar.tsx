/** Who plays, who is connected, whose turn it is and which seats are this device's. */
import type { SeatSummary } from "../../api/contract.ts";

export interface SeatBarProps {
  readonly seats: readonly SeatSummary[];
  readonly connected: readonly boolean[];
  /** The seat deciding or rolling now, if any. */
  readonly turn: number | null;
  readonly mine: readonly number[];
  /** A short figure per seat, e.g. strokes so far. */
  readonly scores?: readonly (string | number)[];
}

function kindLabel(s: SeatSummary): string {
  if (s.kind === "bot") return "bot";
  if (s.kind === "open") return "open seat";
  if (s.kind === "table") return "at the table";
  return "";
}

export function SeatBar({ seats, connected, turn, mine, scores }: SeatBarProps) {
  return (
    <ul className="seat-bar" aria-label="Players">
      {seats.map((s) => {
        const on = s.kind === "bot" || s.kind === "table" || (connected[s.seat] ?? s.connected);
        const isTurn = turn === s.seat;
        const label = [
          s.name,
          mine.includes(s.seat) ? "you" : null,
          kindLabel(s) || null,
          s.kind === "human" ? (on ? "connected" : "not connected") : null,
          isTurn ? "to play" : null,
          scores ? `score ${scores[s.seat]}` : null,
        ]
          .filter(Boolean)
          .join(", ");
        return (
          <li
            key={s.seat}
            className={`seat${isTurn ? " seat-turn" : ""}${mine.includes(s.seat) ? " seat-mine" : ""}`}
            aria-label={label}
          >
            <span
              className={`presence ${on ? "presence-on" : "presence-off"}`}
              aria-hidden="true"
            />
            <span className="seat-name">{s.name}</span>
            {mine.includes(s.seat) ? <span className="tag">you</span> : null}
            {kindLabel(s) ? <span className="tag tag-quiet">{kindLabel(s)}</span> : null}
            {scores ? <span className="seat-score">{scores[s.seat]}</span> : null}
            {isTurn ? (
              <span className="turn-dot" aria-hidden="true">
                ▶
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
