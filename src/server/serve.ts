/** Starts the server: store (migrated), matches resumed from their logs, the app on a port. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { Clock } from "./clock.ts";
import { Hub } from "./hub.ts";
import { ProfileStore } from "./store/profiles.ts";
import { openSqliteStore, type SyncMode } from "./store/sqlite.ts";
import type { KyselyStore } from "./store/store.ts";

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
}

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly hub: Hub;
  close(): Promise<void>;
}

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const store = await openStore(opts.db, opts.sync ?? "full");
  const hub = new Hub(store, opts.botDelayMs);
  await hub.resumeAll();
  const app = await buildApp(hub, {
    webRoot: opts.webRoot,
    live: { ratePerSecond: opts.ratePerSecond ?? 20, pingMs: opts.pingMs ?? 10_000 },
    postsPerMinute: opts.postsPerMinute ?? 300,
    profiles: new ProfileStore(store.db),
    clock: new Clock(opts.testClock === true),
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
      closing ??= app.close().then(() => hub.close());
      return closing;
    },
  };
}

/** pg loads only for a postgres:// address, so the embedded default never pays for it. */
async function openStore(db: string, sync: SyncMode): Promise<KyselyStore> {
  if (!/^postgres(ql)?:\/\//.test(db)) return openSqliteStore(db, sync);
  const { openPostgresStore } = await import("./store/postgres.ts");
  return openPostgresStore(db);
}
