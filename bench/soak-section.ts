/** The soak figures' own section of docs/benchmarks.md, which `npm run bench` keeps as it is. */
export const SOAK_START = "<!-- soak: written by npm run soak -- --write -->";
export const SOAK_END = "<!-- /soak -->";

/** The soak section of a benchmarks document, or "" when it has none. */
export function soakSection(doc: string): string {
  const a = doc.indexOf(SOAK_START);
  const b = doc.indexOf(SOAK_END);
  return a >= 0 && b > a ? doc.slice(a, b + SOAK_END.length) : "";
}

/** The document with its soak section replaced by `section` (or `section` appended). */
export function replaceSection(doc: string, section: string): string {
  const old = soakSection(doc);
  return old ? doc.replace(old, section) : `${doc.trimEnd()}\n\n${section}\n`;
}
