/**
 * Fitting the table to an 80 x 24 terminal: the course picture on the left and the words beside
 * it where there is room (below it where not), wrapped at word boundaries.
 */

/** The terminal the table is laid out for. */
export const SCREEN = { columns: 80, rows: 24 } as const;

/**
 * Text to wrap: units never split across lines ("R rough" stays whole); a style (colour) applies
 * to each line after wrapping, so no escape code spans a line break.
 */
export interface Block {
  readonly units: readonly string[];
  readonly style?: (s: string) => string;
}

export const block = (text: string, style?: (s: string) => string): Block => ({
  units: text.split(" ").filter((u) => u !== ""),
  style,
});

/** A no-break space: `keep` joins words that must stay on one line ("Steady Stella"). */
const NBSP = "\u00a0";
export const keep = (words: string): string => words.replaceAll(" ", NBSP);

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches terminal colour codes
const ANSI = /\x1b\[[0-9;]*m/g;

/** Columns a line takes on screen (colour codes take none). */
export const visible = (s: string): number => s.replace(ANSI, "").length;

/** A block's lines at `width` columns; a continued line is indented by two. */
export function wrap(b: Block, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  // A kept unit wider than the column is parted at its words after all.
  const units = b.units.flatMap((u) => (visible(u) > width - 2 ? u.split(NBSP) : [u]));
  for (const unit of units) {
    const next = line ? `${line} ${unit}` : unit;
    if (line && visible(next) > width) {
      lines.push(line);
      line = `  ${unit}`;
    } else line = next;
  }
  if (line) lines.push(line);
  const plain = lines.map((l) => l.replaceAll(NBSP, " "));
  return b.style ? plain.map(b.style) : plain;
}

/** The smallest gap and side column worth putting beside the picture. */
const GAP = 2;
const MIN_SIDE = 22;

/**
 * Where a block goes: beside the picture, under it at full width, or whichever fits better;
 * "head" is beside it too, or above it when nothing fits beside.
 */
export type Place = "head" | "beside" | "under" | "either";

export interface Placed {
  readonly block: Block;
  readonly place: Place;
}

/**
 * The picture with its blocks laid out in the fewest rows: beside it where the column left is
 * wide enough, under it otherwise; blocks marked "either" go where they take fewer rows. The
 * blocks keep their order within each place.
 */
export function layOut(
  picture: readonly string[],
  blocks: readonly Placed[],
  width: number = SCREEN.columns,
): string[] {
  const free = blocks.flatMap((b, i) => (b.place === "either" ? [i] : []));
  let best: string[] | null = null;
  // Few blocks are free (two or three): every choice is tried.
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const under = (i: number) =>
      blocks[i].place === "under" ||
      (blocks[i].place === "either" && (mask >> free.indexOf(i)) & 1);
    const head = blocks.filter((b) => b.place === "head").map((b) => b.block);
    const beside = blocks.filter((b, i) => b.place !== "head" && !under(i)).map((b) => b.block);
    const below = blocks.filter((_, i) => under(i)).map((b) => b.block);
    const lines = arrange(picture, head, beside, below, width);
    if (!best || lines.length < best.length) best = lines;
  }
  return best ?? [...picture];
}

function arrange(
  picture: readonly string[],
  head: readonly Block[],
  beside: readonly Block[],
  under: readonly Block[],
  width: number,
): string[] {
  const tail = under.flatMap((b) => wrap(b, width));
  const full = (bs: readonly Block[]) => bs.flatMap((b) => wrap(b, width));
  const stacked = [...full(head), ...picture, ...full(beside)];
  const left = Math.max(0, ...picture.map(visible));
  const side = width - left - GAP;
  if (side < MIN_SIDE || !picture.length) return [...stacked, ...tail];
  const right = [...head, ...beside].flatMap((b) => wrap(b, side));
  const rows = Math.max(picture.length, right.length);
  if (rows > stacked.length) return [...stacked, ...tail];
  const merged: string[] = [];
  for (let i = 0; i < rows; i++) {
    const l = picture[i] ?? "";
    const r = right[i];
    merged.push(r === undefined ? l : `${l}${" ".repeat(left - visible(l) + GAP)}${r}`);
  }
  return [...merged, ...tail];
}

/**
 * A prompt wrapped to the screen: the words of `lead`, its first word (the seat: "Your", "Ann's")
 * in bold, then `options` separated by "|", none split across lines.
 */
export function promptLines(
  p: { bold: (s: string) => string },
  lead: string,
  options: readonly string[] = [],
): string {
  const [first, ...rest] = lead.split(" ");
  const opts = options.map((o, i) => (i < options.length - 1 ? `${o} |` : o));
  return wrap({ units: [p.bold(first), ...rest, ...opts] }, SCREEN.columns).join("\n");
}
