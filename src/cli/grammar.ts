/** Words the CLI writes itself: "you" takes the plain verb, counts take plurals. */

const IRREGULAR: Record<string, string> = { has: "have", is: "are", does: "do", goes: "go" };

/**
 * Game text is written for a named seat ("removes white 3"); after "You" the verb loses its
 * "s": "You remove white 3", "You cross out 2 + 10", "You have 3 left".
 */
export function youForm(text: string): string {
  const m = /^(\w+)(.*)$/s.exec(text);
  if (!m) return text;
  const [, verb, rest] = m;
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return `${IRREGULAR[lower]}${rest}`;
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return `${verb.slice(0, -2)}${rest}`;
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y${rest}`;
  if (/[^s]s$/.test(lower)) return `${verb.slice(0, -1)}${rest}`;
  return text;
}

/** "1 game", "2 games". */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? word : many}`;
}
