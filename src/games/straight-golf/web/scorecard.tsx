/**
 * Straight Golf's scorecard: one line per golfer, the rounds across, each round's points named
 * as the rulebook does (hole in one, birdie, par, +N) and the running total at the right.
 */
import type { ScorecardProps } from "../../../web/web-game.ts";
import { type GridRow, ScorecardGrid } from "../../../web/widgets/scorecard-grid.tsx";
import type { State } from "../state.ts";
import { pointsName, pointsTone, signed } from "./look.ts";

export function StraightGolfScorecard({ view, names, current }: ScorecardProps) {
  const s = view as State;
  if (!s?.scores) return null;
  const rounds = s.options.rounds;
  const over = s.round >= rounds;
  const order = Array.from({ length: rounds }, (_, r) => r);
  const rows: GridRow[] = s.scores.map((row, seat) => ({
    label: names[seat] ?? `Player ${seat + 1}`,
    cells: order.map((r) => {
      const v = row[r];
      if (v === undefined) return "";
      return (
        <span key={r} className={`result ${pointsTone(v)}`} title={pointsName(v)}>
          {v === 0 ? "0" : signed(v)}
          <span className="sr-only"> ({pointsName(v)})</span>
        </span>
      );
    }),
    total: signed(row.reduce((a, b) => a + b, 0)),
    tone: !over && current === seat ? "strong" : undefined,
  }));
  return (
    <div className="sg-card">
      <ScorecardGrid
        caption={`${over ? "Final card" : `Round ${s.round + 1} of ${rounds}`}${s.options.inOrder ? " · in order" : ""}`}
        columns={order.map((r) => (
          <span key={r} className={!over && r === s.round ? "sg-now" : undefined}>
            {r + 1}
          </span>
        ))}
        rows={rows}
      />
      <p className="quiet sg-legend">
        Hole in one −3 · birdie −1 · par 0 · +1 a die missing. Lowest total wins.
      </p>
    </div>
  );
}
