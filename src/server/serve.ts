/** Starts the server: store (migrated), matches resumed from their logs, the app on a port. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { Clock } from "./clock.ts";
import { stopWorkers } from "./daily/figures.ts";
import { Hub } from "./hub.ts";
import { DailyStore } from "./store/daily.ts";
import { ProfileStore } from "./store/profiles.ts";
import { openSqliteStore, type SyncMode } from "./store/sqlite.ts";
import type { KyselyStore } from "./store/store.ts";
import { TournamentStore } from "./store/tournaments.ts";
import { Tournaments } from "./tournaments/service.ts";

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  /** A SQLite file, or a postgres:// address. */
  readonly db: string;
  readonly webRoot: string;
  readonly botDelayMs: number;
  readonly sync?: SyncMode;
  /** WebSocket messages a second per connection (bursts of twice that). */
  readonly ratePerSecond?: number;
  readonly pingMs?: number;
  /** POST requests a minute per address. */
  readonly postsPerMinute?: number;
  /** Let tests set the time (POST /api/test/clock); never in production. */
  readonly testClock?: boolean;
  /** redis://...: one of many processes on one PostgreSQL database (docs/deploy.md). */
  readonly redis?: string;
  /** The Redis channel namespace shared by the processes of one site. */
  readonly redisPrefix?: string;
  readonly leaseMs?: number;
  readonly repairMs?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly hub: Hub;
  close(): Promise<void>;
}

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  if (opts.redis && !isPostgres(opts.db)) {
    const err = new Error("--redis runs many processes on one database: give --db postgres://...");
    err.name = "StoreUnavailable";
    throw err;
  }
  const store = await openStore(opts.db, opts.sync ?? "full");
  const cluster = opts.redis ? await openCluster(store, opts, opts.redis) : undefined;
  const hub = new Hub(store, opts.botDelayMs, cluster);
  try {
    // Alone, this process resumes every match; in a cluster the lease sweeper shares them out.
    if (cluster) await cluster.start(hub);
    else await hub.resumeAll();
  } catch (e) {
    await hub.close();
    throw e;
  }
  const profiles = new ProfileStore(store.db);
  const clock = new Clock(opts.testClock === true);
  const tournaments = new Tournaments(new TournamentStore(store.db), profiles, hub, clock);
  await tournaments.start();
  const app = await buildApp(hub, {
    webRoot: opts.webRoot,
    live: { ratePerSecond: opts.ratePerSecond ?? 20, pingMs: opts.pingMs ?? 10_000 },
    postsPerMinute: opts.postsPerMinute ?? 300,
    profiles,
    daily: new DailyStore(store.db),
    clock,
    tournaments,
  });
  await app.listen({ port: opts.port, host: opts.host });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr ? addr.port : opts.port;
  const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    app,
    hub,
    close: () => {
      // Stop accepting and close sockets, then let queued writes finish, then close the file.
      closing ??= app
        .close()
        .then(() => tournaments.stop())
        .then(stopWorkers)
        .then(() => hub.close());
      return closing;
    },
  };
}

const isPostgres = (db: string) => /^postgres(ql)?:\/\//.test(db);

/** ioredis loads only for a cluster. */
async function openCluster(store: KyselyStore, opts: ServeOptions, redis: string) {
  const { Cluster } = await import("./cluster.ts");
  return new Cluster(store, {
    redis,
    prefix: opts.redisPrefix ?? "clubhouse",
    leaseMs: opts.leaseMs ?? 10_000,
    repairMs: opts.repairMs ?? 2_000,
  });
}

/** pg loads only for a postgres:// address, so the embedded default never pays for it. */
async function openStore(db: string, sync: SyncMode): Promise<KyselyStore> {
  if (!isPostgres(db)) return openSqliteStore(db, sync);
  const { openPostgresStore } = await import("./store/postgres.ts");
  return openPostgresStore(db);
}
