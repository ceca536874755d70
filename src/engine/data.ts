/** Loading game data files (dice, sheets, boards, cards) with errors that name file and path. */
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { GameError } from "./errors.ts";
import { describeIssues } from "./zod-errors.ts";

/** Validates already-parsed data; `source` names where it came from in the error. */
export function parseData<T>(schema: z.ZodType<T>, raw: unknown, source: string): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new GameError("bad-data", `${source}: ${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

export function loadDataFile<T>(schema: z.ZodType<T>, file: string): T {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new GameError("bad-data", `${file}: cannot read (${(e as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new GameError("bad-data", `${file}: not valid JSON (${(e as Error).message})`);
  }
  return parseData(schema, raw, file);
}
