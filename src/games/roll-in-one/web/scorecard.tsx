/**
 * Roll In One's scorecard: one line per golfer, a column per hole with the rulebook's hole
 * score and how it was made (solo: shots plus penalties; at a table: penalty tokens plus the
 * balls nearer the green), the total, and the tie rule (compare without the first hole, then
 * without the first two...) applied when totals tie.
 */
import type { ScorecardProps } from "../../../web/web-game.ts";
import { type GridRow, ScorecardGrid } from "../../../web/widgets/scorecard-grid.tsx";
import { compareSeats } from "../rules/result.ts";
import type { SeatView } from "../rules/view.ts";
import type { HoleCard, State } from "../state.ts";

/** How a hole's score was made, in words. */
function madeOf(s: SeatView, card: HoleCard, seat: number): string {
  const pen = card.penalties[seat] ?? 0;
  const pens = `${pen} penalt${pen === 1 ? "y" : "ies"}`;
  if (s.options.variant === "bumper") return pens;
  if (s.options.players === 1) return `${card.shots[seat]} shots + ${pens}`;
  if (s.options.variant === "campaign") return `${pens}, campaign score`;
  const nearer = card.score[seat] - pen;
  return `${pens} + ${nearer} nearer the green`;
}

/** The tie rule at work: which tied totals it separates, in words. */
function tieLine(s: SeatView, names: readonly string[], totals: number[]): string | null {
  const name = (i: number) => names[i] ?? `Player ${i + 1}`;
  const groups = new Map<number, number[]>();
  for (const [i, t] of totals.entries()) groups.set(t, [...(groups.get(t) ?? []), i]);
  const lines: string[] = [];
  for (const [t, seats] of groups) {
    if (seats.length < 2) continue;
    const order = [...seats].sort((a, b) => compareSeats(s as unknown as State, a, b));
    const still = compareSeats(s as unknown as State, order[0], order[1]) === 0;
    lines.push(
      still
        ? `${seats.map(name).join(" and ")} tie on ${t} on every hole they can compare: shake hands.`
        : `${seats.map(name).join(" and ")} tie on ${t}; without the first hole(s): ${order.map(name).join(" ahead of ")}.`,
    );
  }
  return lines.length ? lines.join(" ") : null;
}

export function RollInOneScorecard({ view, names, current }: ScorecardProps) {
  const s = view as SeatView;
  if (!s?.cards) return null;
  const survival = s.options.variant === "survival";
  const holes = Array.from({ length: survival ? s.cards.length : s.holesTotal }, (_, h) => h);
  const over = s.phase === "over";
  const totals = Array.from({ length: s.options.players }, (_, seat) =>
    s.cards.reduce((t, c) => t + (c.score[seat] ?? 0), 0),
  );
  const rows: GridRow[] = totals.map((total, seat) => ({
    label: names[seat] ?? `Player ${seat + 1}`,
    cells: holes.map((h) => {
      const card = s.cards[h];
      if (!card) return "";
      const made = madeOf(s, card, seat);
      return (
        <span key={h} className="rio-hole-score" title={`${made}, par ${card.par}`}>
          {card.score[seat]}
          <span className="rio-made" aria-hidden="true">
            {s.options.players === 1
              ? `${card.shots[seat]}+${card.penalties[seat] ?? 0}`
              : `${card.penalties[seat] ?? 0}p+${card.score[seat] - (card.penalties[seat] ?? 0)}`}
          </span>
          <span className="sr-only">
            {" "}
            ({made}, par {card.par})
          </span>
        </span>
      );
    }),
    total: String(total),
    tone: !over && current === seat ? "strong" : undefined,
  }));
  const parLine = s.cards.map((c, h) => `hole ${h + 1} par ${c.par}`).join(" · ");
  const tie = over && s.options.players > 1 && !survival ? tieLine(s, names, totals) : null;
  return (
    <div className="rio-card">
      <ScorecardGrid
        caption={over ? "Final card" : `Hole ${s.hole + 1} of ${s.holesTotal}`}
        columns={holes.map((h) => <span key={h}>{h + 1}</span>)}
        rows={rows}
      />
      <p className="quiet">
        {parLine ? `${parLine}. ` : ""}
        {survival
          ? `Survival: ${s.survived} hole${s.survived === 1 ? "" : "s"} survived, ${s.tokens} tokens left.`
          : s.options.players === 1
            ? "A hole scores its shots plus penalties (small figures: shots+penalties)."
            : "A hole scores its penalty tokens plus one for every ball nearer the green when it ends (small figures: penalties p + balls nearer)."}{" "}
        Lowest total wins.
        {s.options.players > 1 && !survival
          ? " Tied totals: compare them without the first hole, then without the first two, and so on; tied on every hole, shake hands."
          : ""}
      </p>
      {tie ? <p className="rio-tie">{tie}</p> : null}
    </div>
  );
}
