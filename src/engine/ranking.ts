/** Places from scores, and the roll-off for first player: shared by every game. */

/**
 * Seats grouped by place, best first; seats that `compare` calls equal share a place.
 * `compare(a, b) < 0` means seat a places ahead of seat b.
 */
export function rankBy(seats: number, compare: (a: number, b: number) => number): number[][] {
  const order = Array.from({ length: seats }, (_, i) => i).sort((a, b) => compare(a, b) || a - b);
  const ranking: number[][] = [];
  for (const seat of order) {
    const group = ranking[ranking.length - 1];
    if (group && compare(group[0], seat) === 0) group.push(seat);
    else ranking.push([seat]);
  }
  return ranking;
}

/** Seats ranked by one score each; equal scores share a place (no game here names a tie-break). */
export function rankScores(scores: readonly number[], lowerIsBetter: boolean): number[][] {
  return rankBy(scores.length, (a, b) =>
    lowerIsBetter ? scores[a] - scores[b] : scores[b] - scores[a],
  );
}

export type RollOffResult =
  | { readonly first: number; readonly again?: undefined }
  | { readonly again: readonly number[]; readonly first?: undefined };

/**
 * One roll of a roll-off for first player: `seats[i]` rolled `faces[i]`. The best roll (highest,
 * or lowest where the rulebook says so) goes first; seats tied for best roll again.
 */
export function rollOff(
  seats: readonly number[],
  faces: readonly number[],
  best: "highest" | "lowest",
): RollOffResult {
  const target = best === "highest" ? Math.max(...faces) : Math.min(...faces);
  const tied = seats.filter((_, i) => faces[i] === target);
  return tied.length === 1 ? { first: tied[0] } : { again: tied };
}
