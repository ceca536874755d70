/** A game's result note says "Player 2" or "seat 2"; at the table the players have names. */
export function withNames(note: string, names: readonly string[]): string {
  return note.replace(/\b(?:Player|seat) (\d+)\b/g, (m, n: string) => names[Number(n) - 1] ?? m);
}
