/**
 * Saving a match from the terminal: a path that cannot be written is a message and another try,
 * never a lost game; a file that is not a Clubhouse record is overwritten only when the player says so.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Match } from "../engine/match.ts";
import { saveRecord } from "../engine/record.ts";
import type { Paint } from "../games/module.ts";
import { holdsOtherData, unwritable } from "./files.ts";
import type { LineReader } from "./lines.ts";

export interface SaveContext {
  readonly match: Match;
  readonly paint: Paint;
  readonly out: (text: string) => void;
  readonly lines: LineReader;
}

/** Files the player has agreed to overwrite though they held something else. */
const approved = new Set<string>();

export function approveOverwrite(path: string): void {
  approved.add(resolve(path));
}

/** Saves to `path`; on a problem says what is wrong and returns false (the match is untouched). */
export async function saveTo(ctx: SaveContext, path: string): Promise<boolean> {
  const why = unwritable(path);
  if (why) {
    ctx.out(ctx.paint.yellow(`Cannot save to ${path}: ${why}. Try another path (save FILE).`));
    return false;
  }
  if (!approved.has(resolve(path)) && holdsOtherData(path)) {
    const a = await ctx.lines.ask(
      `${path} exists and is not a Clubhouse record. Overwrite it? (y/N) `,
    );
    if (!a || !/^y/i.test(a.trim())) {
      ctx.out(ctx.paint.yellow(`Not saved; ${path} is unchanged. Try another path (save FILE).`));
      return false;
    }
    approveOverwrite(path);
  }
  try {
    writeFileSync(path, saveRecord(ctx.match));
  } catch (e) {
    ctx.out(ctx.paint.yellow(`Cannot save to ${path}: ${(e as Error).message}`));
    return false;
  }
  ctx.out(ctx.paint.dim(`Saved to ${path}.`));
  return true;
}

/**
 * Saves where the player asked (`--save`), or asks for a path until one works or the player
 * leaves it empty. Returns the path saved to, or null.
 */
export async function saveOrAsk(
  ctx: SaveContext,
  path: string | undefined,
): Promise<string | null> {
  if (path && (await saveTo(ctx, path))) return path;
  for (;;) {
    const a = await ctx.lines.ask("Save the game to which file? (Enter: do not save) ");
    const next = a?.trim();
    if (!next) return null;
    if (await saveTo(ctx, next)) return next;
  }
}
