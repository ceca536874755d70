/**
 * Roll In One's scorecard: one line per golfer, a column per hole (the rulebook's hole score:
 * solo, shots plus penalties; else penalties plus balls nearer the green), pars, the total.
 */
import type { ScorecardProps } from "../../../web/web-game.ts";
import { type GridRow, ScorecardGrid } from "../../../web/widgets/scorecard-grid.tsx";
import type { SeatView } from "../rules/view.ts";

export function RollInOneScorecard({ view, names, current }: ScorecardProps) {
  const s = view as SeatView;
  if (!s?.cards) return null;
  const holes = Array.from({ length: s.holesTotal }, (_, h) => h);
  const over = s.phase === "over";
  const rows: GridRow[] = Array.from({ length: s.options.players }, (_, seat) => {
    const total = s.cards.reduce((t, c) => t + (c.score[seat] ?? 0), 0);
    return {
      label: names[seat] ?? `Player ${seat + 1}`,
      cells: holes.map((h) => {
        const card = s.cards[h];
        if (!card) return "";
        const penalties = card.penalties[seat] ?? 0;
        return (
          <span
            key={h}
            title={`${card.shots[seat]} shots${penalties ? `, ${penalties} penalty` : ""}, par ${card.par}`}
          >
            {card.score[seat]}
            <span className="sr-only">
              {" "}
              ({card.shots[seat]} shots{penalties ? `, ${penalties} penalty` : ""}, par {card.par})
            </span>
          </span>
        );
      }),
      total: String(total),
      tone: !over && current === seat ? "strong" : undefined,
    };
  });
  const parLine = s.cards.map((c, h) => `hole ${h + 1} par ${c.par}`).join(" · ");
  return (
    <div className="rio-card">
      <ScorecardGrid
        caption={over ? "Final card" : `Hole ${s.hole + 1} of ${s.holesTotal}`}
        columns={holes.map((h) => <span key={h}>{h + 1}</span>)}
        rows={rows}
      />
      <p className="quiet">
        {parLine ? `${parLine}. ` : ""}
        {s.options.players === 1
          ? "A hole scores its shots plus penalties."
          : "A hole scores its penalties plus one for every ball nearer the green when it ends."}{" "}
        Lowest total wins.
      </p>
    </div>
  );
}
