/**
 * The daily challenge (docs/api.md, Daily challenge): one solo game a day per game, the same
 * options and situation dice for everyone, one attempt per profile, a leaderboard with the
 * bot's score on the same dice and the exact expectation of perfect play.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { AnyGameModule, CardMark } from "../../games/module.ts";
import { findModule, modules } from "../../games/registry.ts";
import type { Clock } from "../clock.ts";
import { ApiError } from "../errors.ts";
import type { Hub } from "../hub.ts";
import type { Profile } from "../profiles.ts";
import type { Room } from "../room.ts";
import type { AttemptRow, DailyStore } from "../store/daily.ts";
import type { MatchResultRow } from "../store/schema.ts";
import {
  type Challenge,
  cardText,
  challengeOf,
  dayOf,
  daySecret,
  isDay,
  type Place,
  ranks,
  revealAt,
} from "./challenge.ts";
import { type FigureResult, type FigureTask, inWorker } from "./figures.ts";

export interface Entry {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly toPar: number | null;
  readonly me: boolean;
}

export interface Attempt {
  readonly day: string;
  readonly game: string;
  readonly matchId: string;
  readonly seat: 0;
  readonly token: string;
  readonly resumed: boolean;
}

export class Daily {
  private master: Promise<string> | undefined;
  private readonly asked = new Set<string>();

  constructor(
    private readonly hub: Hub,
    private readonly store: DailyStore,
    readonly clock: Clock,
  ) {
    hub.onFinished((room) => this.finished(room));
  }

  today(): string {
    return dayOf(this.clock.now());
  }

  /** The server's master secret: made once, kept in the database, never sent anywhere. */
  private masterSecret(): Promise<string> {
    this.master ??= (async () => {
      const have = await this.store.figure("master");
      return have ?? this.store.keepFigure("master", randomBytes(32).toString("hex"));
    })();
    return this.master;
  }

  private module(game: string): AnyGameModule {
    const mod = findModule(game);
    if (!mod?.daily)
      throw new ApiError("not-found", `no daily challenge for ${JSON.stringify(game)}`);
    return mod;
  }

  private checkDay(day: string): void {
    if (!isDay(day))
      throw new ApiError("malformed", `a day is written YYYY-MM-DD, not ${JSON.stringify(day)}`);
    if (day > this.today())
      throw new ApiError("not-found", `the challenge of ${day} has not begun yet`);
  }

  async challenge(day: string, game: string): Promise<Challenge> {
    this.checkDay(day);
    const mod = this.module(game);
    return challengeOf(mod, await this.masterSecret(), day, day < this.today());
  }

  async todays(profile: Profile | null) {
    const day = this.today();
    const master = await this.masterSecret();
    const list = modules.filter((m) => m.daily);
    return {
      day,
      revealAt: revealAt(day),
      challenges: await Promise.all(
        list.map(async (mod) => {
          const c = challengeOf(mod, master, day, false);
          const mine = profile ? await this.store.attempt(day, mod.game.id, profile.id) : undefined;
          return {
            ...c,
            mine: mine
              ? { matchId: mine.match_id, finished: mine.finished_at !== null, score: mine.score }
              : null,
          };
        }),
      ),
    };
  }

  /** Today's attempt for this profile: a new solo match, or the one already begun. */
  async start(profile: Profile, game: string): Promise<Attempt> {
    const mod = this.module(game);
    const day = this.today();
    const master = await this.masterSecret();
    const token = (id: string) =>
      createHmac("sha256", Buffer.from(master, "hex"))
        .update(`daily-seat:${id}`)
        .digest("base64url");
    const have = await this.store.attempt(day, game, profile.id);
    if (have) return this.again(mod, have, token(have.match_id));
    const c = challengeOf(mod, master, day, false);
    const { created } = await this.hub.create(
      {
        game,
        options: c.options as Record<string, never>,
        seats: [{ kind: "human", name: profile.name }],
        timer: null,
        hints: false,
      },
      undefined,
      { secret: daySecret(master, day, game), revealAt: c.revealAt, token },
    );
    const ok = await this.store.insertAttempt({
      day,
      game,
      profile_id: profile.id,
      name: profile.name,
      match_id: created.id,
      created_at: this.clock.iso(),
      score: null,
      card: null,
      finished_at: null,
    });
    if (!ok) {
      // The same profile asked twice at once: the other request's match is the attempt.
      const first = await this.store.attempt(day, game, profile.id);
      if (first) return this.again(mod, first, token(first.match_id));
    }
    return { day, game, matchId: created.id, seat: 0, token: token(created.id), resumed: false };
  }

  private async again(mod: AnyGameModule, a: AttemptRow, token: string): Promise<Attempt> {
    const room = await this.hub.room(a.match_id);
    if (!room) throw new ApiError("not-found", "that attempt's match is gone");
    if (room.status === "finished") {
      const score = room.result?.scores[0];
      throw new ApiError(
        "taken",
        `you played today's ${mod.game.name} challenge already (you scored ${score}); one attempt a day, the next opens at 00:00 UTC`,
      );
    }
    return { day: a.day, game: a.game, matchId: a.match_id, seat: 0, token, resumed: true };
  }

  private finished(room: Room): void {
    const daily = room.mod.daily;
    if (room.row.dice_stream !== "situation" || !room.result || !daily) return;
    const card = JSON.stringify(daily.card(room.match.state));
    this.store.finished(room.id, room.result.scores[0], card, this.clock.iso()).catch((e) => {
      process.stderr.write(`clubhouse: daily attempt ${room.id}: ${(e as Error).message}\n`);
    });
  }

  async leaderboard(day: string, game: string, profile: Profile | null) {
    this.checkDay(day);
    const mod = this.module(game);
    const master = await this.masterSecret();
    const c = challengeOf(mod, master, day, day < this.today());
    const rows = await this.store.attempts(day, game);
    // Ranked: finished before the day's secret came out (after that the dice are public).
    const done = rows.flatMap((r) => {
      const result = r.result ? (JSON.parse(r.result) as MatchResultRow) : null;
      const at = r.finished_at;
      if (r.status !== "finished" || !result || (at !== null && at >= c.revealAt)) return [];
      return [{ row: r, score: result.scores[0] }];
    });
    done.sort(
      (a, b) =>
        (mod.lowerIsBetter ? a.score - b.score : b.score - a.score) ||
        a.row.created_at.localeCompare(b.row.created_at),
    );
    const places = ranks(
      done.map((d) => d.score),
      mod.lowerIsBetter,
    );
    const cards = await Promise.all(done.map((d) => this.cardOf(d.row)));
    const entries: Entry[] = done.map((d, i) => ({
      rank: places[i],
      name: d.row.name,
      score: d.score,
      toPar: cards[i]?.toPar ?? null,
      me: d.row.profile_id === profile?.id,
    }));
    const mine = profile ? rows.find((r) => r.profile_id === profile.id) : undefined;
    const i = entries.findIndex((e) => e.me);
    const place: Place | null = i >= 0 ? { rank: entries[i].rank, of: entries.length } : null;
    const played = i >= 0 || day < this.today();
    const card =
      i >= 0 && cards[i]
        ? { ...cards[i], text: cardText(mod.game.name, day, entries[i].score, cards[i], place) }
        : null;
    return {
      day,
      game,
      gameName: mod.game.name,
      lowerIsBetter: mod.lowerIsBetter,
      commitment: c.commitment,
      revealAt: c.revealAt,
      entries,
      playing: rows.length - done.length,
      me: mine
        ? {
            status: place ? "ranked" : mine.finished_at ? "finished" : "playing",
            place,
            matchId: mine.match_id,
          }
        : null,
      // The bot's score says something about the dice: shown to those who played, and after the day.
      bot: played
        ? await this.figure(`bot:${day}:${game}`, {
            kind: "bot",
            game,
            options: c.options,
            secret: daySecret(master, day, game),
          })
        : null,
      expected: mod.daily?.expected
        ? await this.figure(`expected:${game}`, {
            kind: "expected",
            game,
            options: c.options as never,
          })
        : null,
      card,
    };
  }

  /** The stored card; rebuilt from the match if the server stopped before storing it. */
  private async cardOf(a: AttemptRow): Promise<{ toPar: number | null; marks: CardMark[] } | null> {
    if (a.card) return JSON.parse(a.card) as { toPar: number | null; marks: CardMark[] };
    const room = await this.hub.room(a.match_id);
    const daily = room?.mod.daily;
    return room && daily && room.status === "finished" ? daily.card(room.match.state) : null;
  }

  /** A stored figure, or "pending" while a worker works it out (asked for once per process). */
  private async figure(key: string, task: FigureTask): Promise<FigureResult | "pending" | null> {
    const have = await this.store.figure(key);
    if (have !== undefined) return JSON.parse(have) as FigureResult | null;
    if (!this.asked.has(key)) {
      this.asked.add(key);
      inWorker(task)
        .then((r) => this.store.keepFigure(key, JSON.stringify(r)))
        .catch((e) => {
          this.asked.delete(key);
          process.stderr.write(`clubhouse: daily figure ${key}: ${(e as Error).message}\n`);
        });
    }
    return "pending";
  }
}
