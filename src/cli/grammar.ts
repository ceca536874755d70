/** Words the CLI writes itself: "you" takes the plain verb, counts take plurals. */

export { youForm } from "../games/module.ts";

/** "1 game", "2 games". */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? word : many}`;
}
