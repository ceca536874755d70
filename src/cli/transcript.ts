/** A match written out as readable text: every step, then the scorecard. Used by replay and golden tests. */
import { act, createMatch, enterRoll, type MatchRecord } from "../engine/match.ts";
import { type AnyGameModule, type Paint, seatName } from "../games/module.ts";
import { plainPaint } from "./paint.ts";

export function seatNames(record: MatchRecord): string[] {
  const players = (record.options as { players?: number } | null)?.players ?? 1;
  return record.players ?? Array.from({ length: players }, (_, i) => seatName(undefined, i));
}

/**
 * `legalCounts` (golden files) adds how many actions were legal at each decision; `header: false`
 * leaves out the first two lines (game, seed, options as JSON) for a caller that words its own.
 */
export function transcript(
  mod: AnyGameModule,
  record: MatchRecord,
  paint: Paint = plainPaint,
  legalCounts = false,
  header = true,
): string {
  const names = seatNames(record);
  const lines: string[] = header
    ? [
        `${mod.game.name} (rules ${mod.game.rulesVersion}) seed ${record.seed}`,
        `options ${JSON.stringify(record.options)}`,
      ]
    : [];
  const m = createMatch(mod.game, record.options, record.seed, record.players);
  for (const entry of record.actions) {
    if ("chance" in entry) {
      enterRoll(m, entry.chance);
      lines.push(`  ${mod.ui.describeRoll(entry.chance, m.state, names)}`);
    } else {
      const of = legalCounts ? `  [${mod.game.legalActions(m.state).length} legal]` : "";
      const text = mod.ui.describe(entry.action, m.state, names);
      lines.push(`${paint.bold(names[entry.seat])} ${text}${of}`);
      act(m, entry.seat, entry.action);
    }
  }
  lines.push("", mod.ui.scorecard(m.state, names, paint));
  return `${lines.join("\n")}\n`;
}
