/** The result of a game: totals, the tie rule, Survival's holes survived. */
import type { GameResult } from "../../../engine/game.ts";
import type { State } from "../state.ts";

/** Ties: compare the totals without the first hole, then without the first two, and so on. */
export function compareSeats(s: State, a: number, b: number): number {
  for (let from = 0; from < Math.max(1, s.cards.length); from++) {
    const ta = s.cards.slice(from).reduce((t, c) => t + c.score[a], 0);
    const tb = s.cards.slice(from).reduce((t, c) => t + c.score[b], 0);
    if (ta !== tb) return ta - tb;
  }
  return 0;
}

export function result(s: State): GameResult {
  const survival = s.options.variant === "survival";
  const scores = survival
    ? [s.survived]
    : Array.from({ length: s.options.players }, (_, i) =>
        s.cards.reduce((t, c) => t + c.score[i], 0),
      );
  const seats = scores.map((_, i) => i).sort((a, b) => compareSeats(s, a, b));
  const ranking: number[][] = [];
  for (const seat of seats) {
    const group = ranking[ranking.length - 1];
    if (group && compareSeats(s, group[0], seat) === 0) group.push(seat);
    else ranking.push([seat]);
  }
  const w = ranking[0];
  if (survival)
    return {
      scores,
      ranking,
      note: `P1 survives ${s.survived} hole${s.survived === 1 ? "" : "s"}`,
    };
  const note =
    w.length > 1
      ? `all tied on every hole they can compare: shake hands (${scores[w[0]]})`
      : `P${w[0] + 1} wins with ${scores[w[0]]}`;
  return { scores, ranking, note };
}
