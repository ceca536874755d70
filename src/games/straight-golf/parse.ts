/** Typed commands: Straight Golf's only one is "roll" (or just Enter). */
import type { Parsed } from "../module.ts";
import type { Action } from "./actions.ts";

export function parse(line: string): Parsed<Action> {
  const t = line.trim().toLowerCase();
  if (t === "" || t === "roll" || t === "r") return { action: { type: "roll" } };
  return { error: `"${line.trim()}" is not a Straight Golf command: press Enter or type "roll"` };
}
