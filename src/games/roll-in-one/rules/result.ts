/** The result of a game: totals, the tie rule, Survival's holes survived. */
import type { GameResult } from "../../../engine/game.ts";
import { rankBy } from "../../../engine/ranking.ts";
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
  const ranking = rankBy(scores.length, (a, b) => compareSeats(s, a, b));
  const w = ranking[0];
  // Notes name nobody: the front end puts names to the ranking.
  if (survival) return { scores, ranking, note: `${plural(s.survived, "hole")} survived` };
  const note =
    w.length > 1
      ? `all tied on every hole they can compare: shake hands (${scores[w[0]]})`
      : `the winner has ${scores[w[0]]}`;
  return { scores, ranking, note };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
