/**
 * Game text wrapped to the terminal at word boundaries, so a word (or a die's name and value)
 * never splits across lines; a continued line keeps the indent of its first, plus two.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches terminal colour codes
const ANSI = /\x1b\[[0-9;]*m/g;
const width = (s: string) => s.replace(ANSI, "").length;

/** Each line of `text` longer than `columns` wrapped at spaces; shorter lines as they are. */
export function wrapText(text: string, columns: number): string {
  return text
    .split("\n")
    .map((line) => (width(line) <= columns ? line : wrapLine(line, columns)))
    .join("\n");
}

function wrapLine(line: string, columns: number): string {
  const indent = " ".repeat((/^ */.exec(line.replace(ANSI, ""))?.[0].length ?? 0) + 2);
  const words = line.trimStart().split(" ");
  const lead = line.slice(0, line.length - line.trimStart().length);
  const out: string[] = [];
  let cur = lead;
  let fresh = true;
  for (const w of words) {
    const next = fresh ? cur + w : `${cur} ${w}`;
    if (!fresh && width(next) > columns) {
      out.push(cur);
      cur = indent + w;
    } else cur = next;
    fresh = false;
  }
  out.push(cur);
  return out.join("\n");
}

/**
 * The width to wrap at: the terminal's, or CLUBHOUSE_COLUMNS (tests, a pipe that wants it);
 * none when output goes to a pipe or a file, so what is saved or searched stays one line.
 */
export function outputColumns(stream: NodeJS.WriteStream = process.stdout): number | null {
  const set = Number(process.env.CLUBHOUSE_COLUMNS);
  if (process.env.CLUBHOUSE_COLUMNS && Number.isInteger(set) && set >= 20) return set;
  return stream.isTTY && stream.columns ? stream.columns : null;
}

/** console.log with game text wrapped to the terminal. */
export function printer(stream: NodeJS.WriteStream = process.stdout): (text: string) => void {
  return (text) => {
    const cols = outputColumns(stream);
    console.log(cols ? wrapText(text, cols) : text);
  };
}
