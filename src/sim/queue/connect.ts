/**
 * The Redis that holds the queue. The address is checked and Redis is reached once, failing fast
 * with a clear message, before any job is added or taken; after that BullMQ's connections retry
 * on their own, so a worker rides out a Redis restart.
 */
import { Redis } from "ioredis";
import { DEFAULT_PREFIX } from "./wire.ts";

export interface QueueAddress {
  /** redis://host:port[/db] or rediss:// for TLS. */
  readonly url: string;
  /** Namespace of the queue's keys; runs and workers must agree on it. */
  readonly prefix?: string;
}

/** A message for a `--queue` value that is no Redis address; null when it is one. */
export function queueUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `--queue ${url}: expected a Redis address like redis://127.0.0.1:6379`;
  }
  if (u.protocol !== "redis:" && u.protocol !== "rediss:") {
    return `--queue ${url}: expected redis:// or rediss://, got ${u.protocol}//`;
  }
  if (!u.hostname) return `--queue ${url}: no host`;
  if (u.pathname !== "" && u.pathname !== "/" && !/^\/\d{1,2}$/.test(u.pathname)) {
    return `--queue ${url}: the path must be a database number (redis://host:port/0)`;
  }
  return null;
}

export function prefixOf(a: QueueAddress): string {
  return a.prefix ?? (process.env.CLUBHOUSE_QUEUE_PREFIX || DEFAULT_PREFIX);
}

/** An error for a queue that cannot be reached: what was tried and why it failed. */
export class QueueUnreachable extends Error {
  constructor(url: string, cause: string) {
    super(`cannot reach the queue at ${url}: ${cause}`);
    this.name = "QueueUnreachable";
  }
}

/** Fails fast, with what was tried and why, when Redis does not answer at the address. */
export async function reach(a: QueueAddress): Promise<void> {
  const problem = queueUrlProblem(a.url);
  if (problem) throw new QueueUnreachable(a.url, problem);
  const probe = new Redis(a.url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, ENOTFOUND...) says more than "Connection is closed".
  let cause: Error | undefined;
  probe.on("error", (e: Error) => {
    cause ??= e;
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    throw new QueueUnreachable(a.url, (cause ?? (e as Error)).message || String(e));
  } finally {
    probe.disconnect();
  }
}

/** A plain client beside BullMQ's, for the run's own key; closed by whoever asked for it. */
export function client(a: QueueAddress): Redis {
  const redis = new Redis(a.url, { maxRetriesPerRequest: null });
  redis.on("error", () => {}); // it reconnects by itself; BullMQ's connections report trouble
  return redis;
}

/**
 * BullMQ's connection options: each Queue, Worker and QueueEvents opens (and closes) its own
 * connections from them, and commands wait out a reconnect instead of failing.
 */
export function connection(a: QueueAddress): { url: string; maxRetriesPerRequest: null } {
  return { url: a.url, maxRetriesPerRequest: null };
}
