/**
 * Sections of docs/benchmarks.md that their own commands write (the soak run, the server load),
 * which `npm run bench` keeps as they are.
 */
export const SOAK_START = "<!-- soak: written by npm run soak -- --write -->";
export const SOAK_END = "<!-- /soak -->";
export const SERVER_START = "<!-- server: written by npm run bench:server -->";
export const SERVER_END = "<!-- /server -->";
export const WEB_START = "<!-- web: written by npm run bench:web -->";
export const WEB_END = "<!-- /web -->";
/** Head-to-head figures of the bots (`clubhouse simulate <game> --seats ...`), run by hand. */
export const H2H_START = "<!-- head-to-head: clubhouse simulate --seats runs, by hand -->";
export const H2H_END = "<!-- /head-to-head -->";

/** The section between `start` and `end` markers (inclusive), or "" when there is none. */
export function markedSection(doc: string, start: string, end: string): string {
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  return a >= 0 && b > a ? doc.slice(a, b + end.length) : "";
}

/** The document with that section replaced by `section` (or `section` appended). */
export function replaceMarked(doc: string, start: string, end: string, section: string): string {
  const old = markedSection(doc, start, end);
  return old ? doc.replace(old, section) : `${doc.trimEnd()}\n\n${section}\n`;
}

/** The soak section of a benchmarks document, or "" when it has none. */
export function soakSection(doc: string): string {
  return markedSection(doc, SOAK_START, SOAK_END);
}

/** The document with its soak section replaced by `section` (or `section` appended). */
export function replaceSection(doc: string, section: string): string {
  return replaceMarked(doc, SOAK_START, SOAK_END, section);
}
