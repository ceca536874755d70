/** `clubhouse replay FILE`: the options in words, every step, the scorecard, and who won. */

import type { Json } from "../engine/game.ts";
import { isOver, type Match, matchResult } from "../engine/match.ts";
import type { AnyGameModule, Paint } from "../games/module.ts";
import { plural } from "./grammar.ts";
import { winnerLine } from "./play.ts";
import { seatNames, transcript } from "./transcript.ts";

export function replayText(mod: AnyGameModule, m: Match, file: string, paint: Paint): string {
  const names = seatNames(m.record);
  const head = [
    paint.bold(`${mod.game.name} (rules ${mod.game.rulesVersion}), seed ${m.record.seed}`),
    `Seats: ${names.join(", ")}`,
    ...optionLines(mod, m.record.options),
    "",
  ];
  const body = transcript(mod, m.record, paint, false, false);
  const tail = isOver(m)
    ? paint.bold(winnerLine(matchResult(m), names))
    : paint.yellow(
        `Unfinished after ${plural(m.record.actions.length, "step")}. Continue it with: clubhouse play --load ${file}`,
      );
  return `${head.join("\n")}\n${body}${tail}\n`;
}

/** One line per option, named as its flag describes it: "number of rounds: 3", "referee: no". */
export function optionLines(mod: AnyGameModule, options: Json): string[] {
  if (!options || typeof options !== "object" || Array.isArray(options)) return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(options)) {
    if (key === "players") continue;
    const flag = mod.optionFlags.find((f) => f.key === key);
    const name = flag ? flag.description.replace(/\s*\(.*\)\s*$/, "") : words(key);
    lines.push(`  ${name}: ${valueInWords(value)}`);
  }
  return lines.length ? ["Options:", ...lines] : [];
}

function words(key: string): string {
  return key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

function valueInWords(v: Json): string {
  if (v === true) return "yes";
  if (v === false) return "no";
  if (v === null) return "none";
  if (Array.isArray(v)) {
    return v.every((x) => typeof x !== "object" || x === null)
      ? v.join(", ")
      : `${plural(v.length, "entry", "entries")} (see the record)`;
  }
  if (typeof v === "object") return "custom (see the record)";
  return String(v);
}
