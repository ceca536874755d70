/** Hole results by name, totals, and who wins. */
import type { GameResult } from "../../engine/game.ts";
import { type GoloState, strokes } from "./state.ts";

const OVER = ["par", "bogey", "double", "triple", "quad", "quintuple", "sextuple", "septuple"];
const UNDER = ["par", "birdie", "eagle", "albatross", "condor"];

/** The rulebook's names: ace (hole-in-one), eagle, birdie, par, bogey, double, ..., quad. */
export function resultName(strokesTaken: number, par: number): string {
  if (strokesTaken === 1) return "ace";
  const diff = strokesTaken - par;
  if (diff >= 0) return OVER[diff] ?? `+${diff}`;
  return UNDER[-diff] ?? `${diff}`;
}

export function totals(s: GoloState): number[] {
  return s.cards.map((c) => strokes(c));
}

/** Groups seats by a key, best first; disqualified seats share the last place. */
function rankBy(s: GoloState, key: (seat: number) => number, lowFirst: boolean): number[][] {
  const seats = s.dq.map((_, i) => i).filter((i) => !s.dq[i]);
  seats.sort((a, b) => (lowFirst ? key(a) - key(b) : key(b) - key(a)) || a - b);
  const groups: number[][] = [];
  for (const seat of seats) {
    const last = groups[groups.length - 1];
    if (last && key(last[0]) === key(seat)) last.push(seat);
    else groups.push([seat]);
  }
  const out = s.dq.map((_, i) => i).filter((i) => s.dq[i]);
  if (out.length) groups.push(out);
  return groups;
}

/**
 * Scores are total strokes in every mode. Stroke play: lowest total wins, equal totals share the
 * place. Match Play: most holes won; Skins: most skins; equal counts share the place.
 */
export function result(s: GoloState): GameResult {
  const t = totals(s);
  const mode = s.options.mode;
  const byHoles = mode === "match" || mode === "skins";
  const ranking = byHoles ? rankBy(s, (i) => s.won[i], false) : rankBy(s, (i) => t[i], true);
  const top = ranking[0] ?? [];
  const unit = mode === "skins" ? "skins" : "holes won";
  let note: string;
  if (s.dq.every((d) => d)) note = "everyone was disqualified";
  else if (byHoles) {
    note =
      top.length > 1
        ? `tie at ${s.won[top[0]]} ${unit}`
        : `seat ${top[0] + 1} wins with ${s.won[top[0]]} ${unit}`;
  } else {
    note =
      top.length > 1
        ? `tie at ${t[top[0]]} strokes`
        : `seat ${top[0] + 1} wins with ${t[top[0]]} strokes`;
  }
  return { scores: t, ranking, note };
}
