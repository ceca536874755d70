/**
 * What a day's challenge is, as pure functions: the day (UTC date), its secret (HMAC of the
 * server's master secret and the day), the options everyone plays, and the result card.
 */
import { createHmac } from "node:crypto";
import { commitmentOf, deriveSecret } from "../../engine/fair-dice.ts";
import type { AnyGameModule, CardMark } from "../../games/module.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC date of a moment, YYYY-MM-DD. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether `day` is a real date written as YYYY-MM-DD. */
export function isDay(day: string): boolean {
  return DAY.test(day) && dayOf(Date.parse(`${day}T00:00:00Z`)) === day;
}

/** When a day ends and its secret comes out: 00:00 UTC of the next day, as ISO time. */
export function revealAt(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

/** The day's secret for one game; its commitment is published from the start of the day. */
export function daySecret(master: string, day: string, game: string): string {
  return deriveSecret(master, `daily:${day}:${game}`);
}

export interface Challenge {
  readonly day: string;
  readonly game: string;
  readonly gameName: string;
  readonly options: Record<string, unknown>;
  readonly commitment: string;
  readonly revealAt: string;
  readonly lowerIsBetter: boolean;
  /** Only once the day is over. */
  readonly secret?: string;
}

/** A number from the secret for the options that need one (Roll In One's course seed). */
export function optionSeed(secret: string): number {
  return (
    createHmac("sha256", Buffer.from(secret, "hex")).update("options").digest().readUInt32BE(0) >>>
    1
  );
}

export function challengeOf(
  mod: AnyGameModule,
  master: string,
  day: string,
  revealed: boolean,
): Challenge {
  const daily = mod.daily;
  if (!daily) throw new Error(`${mod.game.name} has no daily challenge`);
  const secret = daySecret(master, day, mod.game.id);
  return {
    day,
    game: mod.game.id,
    gameName: mod.game.name,
    options: daily.options(optionSeed(secret)),
    commitment: commitmentOf(secret),
    revealAt: revealAt(day),
    lowerIsBetter: mod.lowerIsBetter,
    ...(revealed ? { secret } : {}),
  };
}

const SQUARE: Record<CardMark, string> = { better: "🟩", even: "⬜", worse: "🟧" };

export interface Place {
  readonly rank: number;
  readonly of: number;
}

/** The card to share: score, to par, a square per hole or frame, and the place; no faces. */
export function cardText(
  gameName: string,
  day: string,
  score: number,
  card: { toPar: number | null; marks: readonly CardMark[] },
  place: Place | null,
): string {
  const par =
    card.toPar === null
      ? ""
      : ` (${card.toPar === 0 ? "even" : card.toPar > 0 ? `+${card.toPar}` : card.toPar})`;
  const where = place ? ` · ${ordinal(place.rank)} of ${place.of}` : "";
  const squares = card.marks.map((m) => SQUARE[m]).join("");
  return `Clubhouse daily · ${gameName} · ${day}\n${score}${par}${where}\n${squares}`;
}

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Competition ranking: equal scores share a place, the next place skips ("1, 1, 3"). */
export function ranks(scores: readonly number[], lowerIsBetter: boolean): number[] {
  const better = (a: number, b: number) => (lowerIsBetter ? a < b : a > b);
  return scores.map((s) => 1 + scores.filter((o) => better(o, s)).length);
}
