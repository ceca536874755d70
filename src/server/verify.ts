/**
 * The match record as clients read it, and the fair-dice check. Before the end the secret stays
 * out and secret draws are masked; once it is over everything is revealed for anyone to re-derive.
 */
import { GameError } from "../engine/errors.ts";
import { checkCommitment } from "../engine/fair-dice.ts";
import { type MatchRecord, replay } from "../engine/match.ts";
import { recordSchema } from "../engine/record.ts";
import { describeIssues } from "../engine/zod-errors.ts";
import { findGame } from "../games/registry.ts";
import type { Room } from "./room.ts";

/**
 * `now` (ISO time) decides whether a daily challenge's secret is out yet: it is the day's, so
 * it stays back until the day is over, even in a finished attempt.
 */
export function publicRecord(room: Room, now: string): unknown {
  const r = room.match.record;
  const finished = room.status === "finished";
  const reveal = finished && secretOut(room, now);
  const dice = {
    kind: "hmac-sha256" as const,
    commitment: room.row.commitment,
    entropy: room.seats.map((s) => s.entropy ?? ""),
    ...(reveal ? { secret: room.row.secret } : {}),
    ...(room.row.dice_stream ? { stream: room.row.dice_stream } : {}),
  };
  let k = 0;
  const hidden = new Set<number>();
  room.log.forEach((body, v) => {
    if ("resign" in body) return;
    const audience = room.audiences[v];
    if (audience !== null && audience !== "public") hidden.add(k);
    k++;
  });
  const actions = finished
    ? r.actions
    : r.actions.map((e, i) => (hidden.has(i) ? { chance: [], hidden: true } : e));
  return { ...r, actions, dice };
}

export function secretOut(room: Room, now: string): boolean {
  return room.row.reveal_at === null || now >= room.row.reveal_at;
}

export interface Verdict {
  readonly ok: boolean;
  readonly rolls: number;
  readonly problem?: string;
}

/** Checks the commitment and re-derives every roll from the revealed secret. */
export function verifyRecord(record: MatchRecord): Verdict {
  const rolls = record.actions.filter((e) => "chance" in e && !e.typed).length;
  if (!record.dice) return { ok: false, rolls: 0, problem: "not an online record (no fair dice)" };
  const why = checkCommitment(record.dice);
  if (why) return { ok: false, rolls: 0, problem: why };
  const game = findGame(record.game);
  if (!game) return { ok: false, rolls: 0, problem: `unknown game "${record.game}"` };
  try {
    replay(game, record);
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    const step = /step (\d+)/.exec(e.message);
    const checked = step
      ? record.actions.slice(0, Number(step[1]) - 1).filter((x) => "chance" in x && !x.typed).length
      : 0;
    return { ok: false, rolls: checked, problem: e.message };
  }
  return { ok: true, rolls };
}

/** `clubhouse verify FILE`: parse as a record, then verify. */
export function checkRecordText(text: string, source: string): Verdict {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, rolls: 0, problem: `${source} is not JSON: ${(e as Error).message}` };
  }
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, rolls: 0, problem: `not a match record: ${describeIssues(parsed.error)}` };
  }
  return verifyRecord(parsed.data as MatchRecord);
}
