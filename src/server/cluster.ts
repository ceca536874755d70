/**
 * Many server processes on one PostgreSQL database, all alike (no sticky routing). The database
 * orders each match's steps (the (match, step) key); Redis pub/sub only says "match M is at
 * version V" after a commit, and every process that holds M catches up from the database. A lost
 * message is repaired by versions: the next message shows the gap, and a timer compares the
 * versions of every match in memory with the database. Server moves (rolls, bots, timers) go to
 * the holder of the match's lease (store/leases.ts); a sweeper takes up matches whose holder died.
 */

import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { Redis } from "ioredis";
import type { Claims } from "./driver.ts";
import type { Hub } from "./hub.ts";
import type { Room } from "./room.ts";
import { LeaseStore } from "./store/leases.ts";
import type { KyselyStore } from "./store/store.ts";

export interface ClusterOptions {
  /** redis://host:port[/db] */
  readonly redis: string;
  /** Namespace of the pub/sub channel: processes of one site share it. */
  readonly prefix: string;
  /** How long a lease lives without renewal (ms); a dead holder's matches wait that long. */
  readonly leaseMs: number;
  /** How often every match in memory is checked against the database (ms). */
  readonly repairMs: number;
}

/** "Match M is at version V" (c: seats or rematch changed, o: the process that said it). */
interface Note {
  readonly m: string;
  readonly v: number;
  readonly c?: 1;
  readonly o: string;
}

const SWEEP_BATCH = 100;

export class Cluster implements Claims {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  readonly channel: string;
  private readonly leases: LeaseStore;
  private readonly held = new Set<string>();
  /** Matches whose lease another process held when last asked, until when (ms). */
  private readonly others = new Map<string, number>();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly timers: NodeJS.Timeout[] = [];
  private hub: Hub | undefined;
  private stopped = false;
  /** A test hook (CLUBHOUSE_TEST_DROP_PUBLISH): "all" or "odd" versions are never published. */
  private readonly drop = process.env.CLUBHOUSE_TEST_DROP_PUBLISH;

  constructor(
    store: KyselyStore,
    readonly opts: ClusterOptions,
  ) {
    this.channel = `${opts.prefix}:steps`;
    this.leases = new LeaseStore(store.db, this.owner, opts.leaseMs);
    // Commands wait out a Redis restart instead of failing; the database stays the truth.
    const redisOpts = { maxRetriesPerRequest: null, lazyConnect: true, connectTimeout: 3000 };
    this.pub = new Redis(opts.redis, redisOpts);
    this.sub = new Redis(opts.redis, redisOpts);
    for (const r of [this.pub, this.sub]) {
      r.on("error", () => undefined); // it reconnects by itself; the repair timer covers the gap
    }
  }

  /** Connects (failing fast with the socket's own error), subscribes, starts the timers. */
  async start(hub: Hub): Promise<void> {
    this.hub = hub;
    try {
      await Promise.all([this.pub.connect(), this.sub.connect()]);
      await this.pub.ping();
    } catch (e) {
      this.pub.disconnect();
      this.sub.disconnect();
      const err = new Error(`cannot reach Redis at ${this.opts.redis}: ${(e as Error).message}`);
      err.name = "StoreUnavailable";
      throw err;
    }
    this.sub.on("message", (_channel: string, text: string) => this.onNote(text));
    await this.sub.subscribe(this.channel);
    // After a Redis outage nothing says what was missed: look at everything in memory.
    this.sub.on("ready", () => this.safely("repair", () => this.repair()));
    const every = (ms: number, what: string, fn: () => Promise<void>) => {
      const t = setInterval(() => this.safely(what, fn), ms);
      t.unref();
      this.timers.push(t);
    };
    every(Math.max(50, Math.floor(this.opts.leaseMs / 3)), "renewing leases", () => this.renew());
    every(Math.max(50, Math.floor(this.opts.leaseMs / 2)), "taking up matches", () => this.sweep());
    every(this.opts.repairMs, "repair", () => this.repair());
    await this.sweep();
  }

  /** Published after the commit of step `version` (or a change of seats or rematch). */
  announce(id: string, version: number, changed = false): void {
    if (this.stopped) return;
    if (this.drop === "all" || (this.drop === "odd" && version % 2 === 1 && !changed)) return;
    const note: Note = { m: id, v: version, o: this.owner, ...(changed ? { c: 1 as const } : {}) };
    this.pub.publish(this.channel, JSON.stringify(note)).catch(() => undefined);
  }

  private onNote(text: string): void {
    let n: Note;
    try {
      n = JSON.parse(text) as Note;
    } catch {
      return;
    }
    if (typeof n.m !== "string" || typeof n.v !== "number" || n.o === this.owner) return;
    this.hub?.heard(n.m, n.v, n.c === 1);
  }

  /**
   * The lease is kept while the match goes on (renewed with all the others in one query), so a
   * match whose seats sit on one process costs no lease write per move. A lease another process
   * holds is not asked for again for a while: that process does the moves, and if it dies the
   * sweeper finds the match once the lease has expired.
   */
  async claim(room: Room): Promise<boolean> {
    if (this.stopped) return false;
    if (this.held.has(room.id)) return true;
    if ((this.others.get(room.id) ?? 0) > Date.now()) return false;
    if (!(await this.leases.take(room.id))) {
      this.others.set(room.id, Date.now() + this.opts.leaseMs / 2);
      return false;
    }
    this.others.delete(room.id);
    this.held.add(room.id);
    return true;
  }

  /** Given back once the match is over; while it goes on the lease stays with its holder. */
  release(room: Room): void {
    if (room.status === "playing" && !this.stopped) return;
    this.others.delete(room.id);
    if (!this.held.delete(room.id)) return;
    this.leases.release(room.id).catch(() => undefined); // it expires by itself anyway
  }

  private async renew(): Promise<void> {
    if (!this.held.size) return;
    const still = new Set(await this.leases.renew());
    // A lease lost while this process was too slow to renew it now belongs to another.
    for (const id of this.held) if (!still.has(id)) this.held.delete(id);
  }

  /** Takes up matches that wait on the server and have no live lease (their holder died). */
  private async sweep(): Promise<void> {
    const hub = this.hub;
    if (!hub || this.stopped) return;
    for (const id of await this.leases.orphans(SWEEP_BATCH)) {
      this.others.delete(id); // its holder is gone
      const room = await hub.room(id);
      if (room) await hub.fresh(room);
      if (room) hub.driver.drive(room);
    }
  }

  /** Compares every match in memory with the database and catches up the ones behind. */
  private async repair(): Promise<void> {
    const hub = this.hub;
    if (!hub || this.stopped) return;
    const rooms = new Map(hub.loaded().map((r) => [r.id, r]));
    const ids = [...rooms.keys()];
    for (let i = 0; i < ids.length; i += 500) {
      for (const h of await hub.store.heads(ids.slice(i, i + 500))) {
        const r = rooms.get(h.id);
        if (!r) continue;
        const behind = h.version > r.version || h.seats !== r.seatsText;
        if (behind || h.rematch_id !== r.rematchId) hub.heard(h.id, h.version, true);
      }
    }
  }

  private safely(what: string, fn: () => Promise<void>): void {
    fn().catch((e) => {
      if (!this.stopped) process.stderr.write(`clubhouse: ${what}: ${(e as Error).message}\n`);
    });
  }

  /** Stops the timers, hands back every lease (others take over at once), leaves Redis. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.held.clear();
    await this.leases.releaseAll().catch(() => undefined);
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
