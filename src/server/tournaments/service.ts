/**
 * GOLO tournaments on the server: entries, each round as its own match, NS and DQ by the tee
 * windows (on the server's clock, which tests set), and the leaderboard pushed to followers.
 * Changes run one at a time (`run`), so a sweep and a finishing round never interleave.
 */

import type { Standing, TournamentView } from "../../api/contract.ts";
import { gameModule as golo } from "../../games/golo/index.ts";
import type { State } from "../../games/golo/state.ts";
import { roundOptions, roundProgress } from "../../games/golo/tournament.ts";
import type { Clock } from "../clock.ts";
import { ApiError } from "../errors.ts";
import type { Hub } from "../hub.ts";
import { hashToken, newId, profileToken } from "../ids.ts";
import type { Profile } from "../profiles.ts";
import type { Room } from "../room.ts";
import type { ProfileStore } from "../store/profiles.ts";
import type { EntrantRow, RoundRow, TournamentRow, TournamentStore } from "../store/tournaments.ts";
import { leaderboard, type RoundIn, windowState } from "./board.ts";
import { Followers } from "./followers.ts";
import { mustTeeOff, sweepPlan } from "./plan.ts";
import {
  botEntrants,
  courseOf,
  inviteLink,
  modeOf,
  noShow,
  tournamentView,
  type Where,
  where,
  windowsOf,
} from "./rows.ts";
import { MAX_ENTRANTS, type TournamentSpec } from "./spec.ts";

const SWEEP_MS = 2000;

export type { Standing, TournamentView };

export class Tournaments {
  private readonly byMatch = new Map<string, Where>();
  private readonly followers = new Followers((id) => this.standing(id));
  private readonly settled = new Set<string>();
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: TournamentStore,
    private readonly profiles: ProfileStore,
    private readonly hub: Hub,
    private readonly clock: Clock,
  ) {}

  /** Follows the rounds in play, then sweeps now, on every clock jump and every few seconds. */
  async start(): Promise<void> {
    for (const r of await this.store.playing()) {
      if (r.match_id) this.byMatch.set(r.match_id, where(r));
    }
    this.hub.onCommitted((room) => this.onStep(room));
    this.clock.onJump(() => this.sweep());
    this.timer = setInterval(() => {
      this.sweep().catch((e: Error) => process.stderr.write(`tournament sweep: ${e.stack}\n`));
    }, SWEEP_MS);
    this.timer.unref();
    await this.sweep();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private run<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.chain.then(fn);
    this.chain = p.catch(() => undefined);
    return p;
  }

  async create(spec: TournamentSpec, organiser: Profile): Promise<{ id: string; invite?: string }> {
    const id = newId("t_");
    const now = this.clock.iso();
    const inviteToken =
      spec.entry === "invite" ? await this.inviteToken(id, organiser.id) : undefined;
    const row: TournamentRow = {
      id,
      name: spec.name,
      mode: spec.mode,
      course: JSON.stringify(spec.course),
      rounds: JSON.stringify(spec.rounds),
      entry: spec.entry,
      invite_hash: inviteToken ? hashToken(inviteToken) : null,
      organiser_id: organiser.id,
      created_at: now,
    };
    const bots = botEntrants(id, spec.bots, [], now);
    await this.store.insert(row, bots);
    await this.sweep();
    return { id, ...(inviteToken ? { invite: inviteLink(id, inviteToken) } : {}) };
  }

  /** The organiser's invite, derived again whenever asked (only its hash is stored). */
  private async inviteToken(id: string, organiserId: string): Promise<string> {
    const p = await this.profiles.byId(organiserId);
    if (!p) throw new ApiError("not-found", "the organiser's profile is gone");
    return profileToken(p.key_hash, `invite:${id}`);
  }

  async list(): Promise<TournamentView[]> {
    const [rows, counts] = await Promise.all([this.store.list(100), this.store.entrantCounts()]);
    return Promise.all(rows.map((r) => this.viewOf(r, counts.get(r.id) ?? 0)));
  }

  async mustGet(id: string): Promise<TournamentRow> {
    const row = /^t_[a-z0-9]{1,20}$/.test(id) ? await this.store.get(id) : undefined;
    if (!row) throw new ApiError("not-found", `no tournament ${JSON.stringify(id)}`);
    return row;
  }

  private async viewOf(row: TournamentRow, entrants: number): Promise<TournamentView> {
    const organiser = await this.profiles.byId(row.organiser_id);
    return tournamentView(row, entrants, organiser?.name ?? "", this.clock.now());
  }

  /** The tournament and its leaderboard as it stands (rounds in play read from their matches). */
  async standing(id: string): Promise<Standing> {
    const row = await this.mustGet(id);
    const [entrants, rounds] = await Promise.all([this.store.entrants(id), this.store.rounds(id)]);
    const known = new Map<string, (RoundIn | undefined)[]>();
    for (const r of rounds) {
      const list = known.get(r.entrant_id) ?? [];
      known.set(r.entrant_id, list);
      list[r.round] = await this.roundIn(r);
    }
    const board = leaderboard(
      windowsOf(row),
      entrants.map((e) => ({ id: e.id, name: e.name, bot: e.bot_level !== null })),
      known,
      this.clock.now(),
    );
    return { ...(await this.viewOf(row, entrants.length)), board };
  }

  private async roundIn(r: RoundRow): Promise<RoundIn> {
    if (r.status === "playing" && r.match_id) {
      const room = await this.hub.room(r.match_id);
      const p = room ? roundProgress(room.match.state as State) : null;
      return {
        status: "playing",
        strokes: p?.strokes ?? 0,
        holes: p?.holes ?? 0,
        toPar: p?.toPar ?? 0,
        matchId: r.match_id,
      };
    }
    return {
      status: r.status,
      strokes: r.strokes,
      holes: r.holes ?? 0,
      toPar: r.to_par,
      matchId: r.match_id,
    };
  }

  enter(id: string, who: Profile, invite?: string): Promise<EntrantRow> {
    return this.run(async () => {
      const row = await this.mustGet(id);
      await this.mustBeOpenForEntry(row, who);
      if (
        row.entry === "invite" &&
        who.id !== row.organiser_id &&
        (!invite || hashToken(invite) !== row.invite_hash)
      ) {
        throw new ApiError("forbidden", "this tournament is by invitation: open the invite link");
      }
      const entrant: EntrantRow = {
        id: newId("e_"),
        tournament_id: id,
        profile_id: who.id,
        name: who.name,
        bot_level: null,
        entered_at: this.clock.iso(),
      };
      if (!(await this.store.enter(entrant))) {
        throw new ApiError("taken", `${who.name} has entered this tournament already`);
      }
      this.changed(id);
      return entrant;
    });
  }

  addBot(id: string, who: Profile, level: string): Promise<EntrantRow> {
    return this.run(async () => {
      const row = await this.mustGet(id);
      if (row.organiser_id !== who.id) {
        throw new ApiError("forbidden", "only the organiser enters bots");
      }
      if (!golo.bots[level]) {
        throw new ApiError(
          "malformed",
          `GOLO has no bot "${level}"; its bots are ${Object.keys(golo.bots).join(", ")}`,
        );
      }
      const have = await this.mustBeOpenForEntry(row);
      const [bot] = botEntrants(id, [level], have, this.clock.iso());
      await this.store.enter(bot);
      this.changed(id);
      await this.sweepOne(row);
      return bot;
    });
  }

  /**
   * The entrants so far, if one more may enter: before round 1's window ends and under
   * MAX_ENTRANTS (counted in this process's queue of changes; processes sharing a database may
   * overshoot by one each).
   */
  private async mustBeOpenForEntry(row: TournamentRow, who?: Profile): Promise<EntrantRow[]> {
    const first = windowsOf(row)[0];
    if (windowState(first, this.clock.now()) === "closed") {
      throw new ApiError(
        "not-now",
        `entries closed when round 1's tee window ended (${first.end})`,
      );
    }
    const have = await this.store.entrants(row.id);
    if (have.length >= MAX_ENTRANTS) {
      const again = who && have.some((e) => e.profile_id === who.id);
      throw new ApiError(
        "taken",
        again
          ? `${who.name} has entered this tournament already`
          : `this tournament is full (${MAX_ENTRANTS} entrants)`,
      );
    }
    return have;
  }

  /** Tees off a round: its match, with a seat token the profile can ask for again. */
  startRound(id: string, round: number, who: Profile, entropy?: string) {
    return this.run(async () => {
      const row = await this.mustGet(id);
      const entrant = await this.store.entrantOf(id, who.id);
      const mine = (await this.store.rounds(id)).filter((r) => r.entrant_id === entrant?.id);
      mustTeeOff(windowsOf(row), round, who.name, entrant, mine, this.clock.now());
      const profile = await this.profiles.byId(who.id);
      if (!profile) throw new ApiError("not-found", "that profile is gone");
      const { created } = await this.hub.create(
        {
          game: golo.game.id,
          options: roundOptions(modeOf(row), courseOf(row)),
          seats: [{ kind: "human", name: entrant.name, ...(entropy ? { entropy } : {}) }],
          hints: false,
        },
        undefined,
        undefined,
        (matchId) => profileToken(profile.key_hash, `round:${matchId}`),
      );
      await this.began(row, entrant, round, created.id);
      return { matchId: created.id, seat: 0, token: created.seats[0].token as string };
    });
  }

  /** The seat of a round in play again (another tab, another device of the same profile). */
  async seat(id: string, round: number, who: Profile) {
    const entrant = await this.store.entrantOf(id, who.id);
    const r = entrant
      ? (await this.store.rounds(id)).find((x) => x.entrant_id === entrant.id && x.round === round)
      : undefined;
    if (!r?.match_id) {
      throw new ApiError("not-found", `${who.name} has not started round ${round + 1}`);
    }
    const profile = await this.profiles.byId(who.id);
    if (!profile) throw new ApiError("not-found", "that profile is gone");
    return {
      matchId: r.match_id,
      seat: 0,
      token: profileToken(profile.key_hash, `round:${r.match_id}`),
    };
  }

  private async began(row: TournamentRow, e: EntrantRow, round: number, matchId: string) {
    const ok = await this.store.addRound({
      tournament_id: row.id,
      entrant_id: e.id,
      round,
      match_id: matchId,
      status: "playing",
      started_at: this.clock.iso(),
      finished_at: null,
      strokes: null,
      holes: null,
      to_par: null,
    });
    if (!ok) throw new ApiError("taken", `round ${round + 1} was started already`);
    const w = { tournament: row.id, entrant: e.id, round };
    this.byMatch.set(matchId, w);
    // A bot may have played the whole round while the row was being written.
    const room = await this.hub.room(matchId);
    if (room && (room.status === "finished" || room.resigned.size)) {
      this.byMatch.delete(matchId);
      await this.finish(w, room);
    }
    this.changed(row.id);
  }

  private onStep(room: Room): void {
    const w = this.byMatch.get(room.id);
    if (!w) return;
    if (room.status === "finished" || room.resigned.size) {
      this.byMatch.delete(room.id);
      this.run(() => this.finish(w, room)).catch((e: Error) =>
        process.stderr.write(`tournament: ${e.stack}\n`),
      );
    }
    this.changed(w.tournament);
  }

  /** A round's match ended: its score counts if it ended inside the window and nobody left it. */
  private async finish(w: Where, room: Room): Promise<void> {
    const row = await this.store.get(w.tournament);
    if (!row) return;
    const p = roundProgress(room.match.state as State);
    const late = windowState(windowsOf(row)[w.round], this.clock.now()) === "closed";
    const left = room.resigned.size > 0;
    await this.store.settle(w.entrant, w.round, {
      status: late || left || room.status !== "finished" ? "DQ" : "finished",
      finished_at: this.clock.iso(),
      strokes: p.strokes,
      holes: p.holes,
      to_par: p.toPar,
    });
    this.changed(w.tournament);
  }

  /** Starts the bots' rounds whose windows are open; writes NS and DQ for windows that closed. */
  sweep(): Promise<void> {
    return this.run(async () => {
      for (const row of await this.store.list(500)) {
        if (!this.settled.has(row.id)) await this.sweepOne(row);
      }
    });
  }

  private async sweepOne(row: TournamentRow): Promise<void> {
    const now = this.clock.now();
    const windows = windowsOf(row);
    const entrants = await this.store.entrants(row.id);
    const steps = sweepPlan(windows, entrants, await this.store.rounds(row.id), now);
    for (const step of steps) {
      if (step.kind === "start-bot") {
        await this.startBot(row, step.entrant, step.round);
      } else if (step.kind === "no-show") {
        await this.store.addRound(noShow(row.id, step.entrant.id, step.round));
      } else {
        const matchId = step.row.match_id;
        const room = matchId ? await this.hub.room(matchId) : undefined;
        const p = room ? roundProgress(room.match.state as State) : null;
        if (matchId) this.byMatch.delete(matchId);
        await this.store.settle(step.entrant.id, step.row.round, {
          status: "DQ",
          finished_at: this.clock.iso(),
          strokes: p?.strokes ?? null,
          holes: p?.holes ?? 0,
          to_par: p?.toPar ?? null,
        });
      }
    }
    if (windows.every((w) => windowState(w, now) === "closed")) this.settled.add(row.id);
    if (steps.length > 0) this.changed(row.id);
  }

  private async startBot(row: TournamentRow, e: EntrantRow, round: number): Promise<void> {
    const { created } = await this.hub.create({
      game: golo.game.id,
      options: roundOptions(modeOf(row), courseOf(row)),
      seats: [{ kind: "bot", level: e.bot_level as string }],
      hints: false,
    });
    await this.began(row, e, round, created.id);
  }

  private changed(id: string): void {
    this.followers.changed(id);
  }

  /** Hears every new standing of `id` (coalesced) until the returned function is called. */
  follow(id: string, fn: (s: Standing) => void): () => void {
    return this.followers.follow(id, fn);
  }

  /** The profile's own place in a tournament: its entrant and, for the organiser, the invite. */
  async mine(id: string, who: Profile): Promise<{ entrant: string | null; invite?: string }> {
    const row = await this.mustGet(id);
    const e = await this.store.entrantOf(id, who.id);
    const invite =
      row.entry === "invite" && row.organiser_id === who.id
        ? inviteLink(id, await this.inviteToken(id, who.id))
        : undefined;
    return { entrant: e?.id ?? null, ...(invite ? { invite } : {}) };
  }
}
