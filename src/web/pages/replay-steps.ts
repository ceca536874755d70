/**
 * Re-derives every step of a match record with the game's own pure rules (loaded lazily), so
 * a replay shows the exact table at each step, also for a record file opened from disk.
 */

import type { LogLine, MatchRecord } from "../../api/contract.ts";
import { checkOutcome } from "../../engine/dice.ts";
import type { AnyGame, Step } from "../../engine/game.ts";
import type { TextUI } from "../../games/module.ts";

export interface ReplayFrame {
  readonly view: unknown;
  readonly step: Step;
  /** The entry that led here (none for the start). */
  readonly text: string | null;
}

export interface Replayed {
  readonly frames: readonly ReplayFrame[];
  readonly log: readonly LogLine[];
  readonly names: readonly string[];
  readonly finalResult: {
    scores: readonly number[];
    ranking: readonly (readonly number[])[];
  } | null;
}

/** Checks the outline of a record (what a person may have picked from disk). */
export function parseRecord(text: string): MatchRecord | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return "That file is not JSON. Pick a match record (.json) saved from Clubhouse.";
  }
  const r = raw as Partial<MatchRecord> | null;
  if (!r || typeof r !== "object" || typeof r.game !== "string" || !Array.isArray(r.actions)) {
    return "That file is not a match record: it needs “game” and “actions”.";
  }
  return r as MatchRecord;
}

export function replayRecord(
  record: MatchRecord,
  game: AnyGame,
  ui: TextUI<unknown, unknown>,
): Replayed | string {
  if (record.rulesVersion && record.rulesVersion !== game.rulesVersion) {
    return `This record was played under rules version ${record.rulesVersion}; this app has ${game.rulesVersion}.`;
  }
  const parsed = game.optionsSchema.safeParse(record.options ?? {});
  if (!parsed.success) return "The record's game options are not valid for this game.";
  let state: unknown = game.setup(parsed.data);
  const count = (parsed.data as { players?: number }).players ?? 1;
  const names = Array.from({ length: count }, (_, i) => record.players?.[i] ?? `Player ${i + 1}`);
  const frames: ReplayFrame[] = [
    { view: game.view(state, -1), step: game.next(state), text: null },
  ];
  const log: LogLine[] = [];
  for (const [i, entry] of record.actions.entries()) {
    const step = game.next(state);
    let text: string;
    try {
      if ("chance" in entry) {
        if (entry.hidden)
          return "This record still hides a secret draw; it can be replayed once the match ends.";
        if (step.kind !== "chance")
          return `Step ${i + 1} of the record is a roll, but the game expected a decision.`;
        const bad = checkOutcome(step.dice, entry.chance);
        if (bad) return `Step ${i + 1} of the record is not a possible roll: ${bad}.`;
        state = game.applyChance(state, entry.chance);
        const who = step.seat !== undefined ? `${names[step.seat]} ` : "";
        text = `${who}${ui.describeRoll(entry.chance, state, names)}`;
      } else {
        const why = game.checkAction(state, entry.action);
        if (why) return `Step ${i + 1} of the record is not legal: ${why}.`;
        text = `${names[entry.seat] ?? `Seat ${entry.seat + 1}`} ${ui.describe(entry.action, state, names)}`;
        state = game.apply(state, entry.action);
      }
    } catch (e) {
      return `Step ${i + 1} of the record cannot be replayed: ${(e as Error).message}`;
    }
    log.push({ version: i + 1, text });
    frames.push({ view: game.view(state, -1), step: game.next(state), text });
  }
  const end = game.next(state).kind === "end";
  return { frames, log, names, finalResult: end ? game.result(state) : null };
}
