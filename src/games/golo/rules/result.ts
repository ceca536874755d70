/** Hole results by name, totals, and who wins. */
import type { GameResult } from "../../../engine/game.ts";
import { rankBy } from "../../../engine/ranking.ts";
import { seatName } from "../../module.ts";
import { isHoleByHole } from "../options.ts";
import { type State, strokes } from "../state.ts";

const OVER = ["par", "bogey", "double", "triple", "quad", "quintuple", "sextuple", "septuple"];
const UNDER = ["par", "birdie", "eagle", "albatross", "condor"];

/** The rulebook's names: ace (hole-in-one), eagle, birdie, par, bogey, double, ..., quad. */
export function resultName(strokesTaken: number, par: number): string {
  if (strokesTaken === 1) return "ace";
  const diff = strokesTaken - par;
  if (diff >= 0) return OVER[diff] ?? `+${diff}`;
  return UNDER[-diff] ?? `${diff}`;
}

export function totals(s: State): number[] {
  return s.cards.map((c) => strokes(c));
}

/**
 * Places: stroke play, lowest total first; Match Play, most holes won; Skins, most skins. Equal
 * counts share the place; disqualified seats share the last place.
 */
export function ranking(s: State): number[][] {
  const t = totals(s);
  const byHoles = isHoleByHole(s.options.mode);
  return rankBy(s.options.players, (a, b) => {
    if (s.dq[a] !== s.dq[b]) return s.dq[a] ? 1 : -1;
    if (s.dq[a]) return 0;
    return byHoles ? s.won[b] - s.won[a] : t[a] - t[b];
  });
}

/** Scores are total strokes in every mode; the ranking is by holes won or skins hole by hole. */
export function result(s: State): GameResult {
  const places = ranking(s);
  const top = places[0];
  const m = s.options.mode;
  const byHoles = isHoleByHole(m);
  const score = byHoles ? s.won[top[0]] : strokes(s.cards[top[0]]);
  const one = score === 1;
  const unit =
    m === "skins"
      ? one
        ? "skin"
        : "skins"
      : byHoles
        ? one
          ? "hole won"
          : "holes won"
        : one
          ? "stroke"
          : "strokes";
  const note = s.dq.every((d) => d)
    ? "everyone was disqualified"
    : top.length > 1
      ? `tie at ${score} ${unit}`
      : `${seatName(undefined, top[0])} wins with ${score} ${unit}`;
  return { scores: totals(s), ranking: places, note };
}
