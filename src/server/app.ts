/** The Fastify app: API routes, the live WebSocket and the web app's static files. */
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { z } from "zod";
import type { Clock } from "./clock.ts";
import { Daily } from "./daily/daily.ts";
import { registerDaily } from "./daily/routes.ts";
import { ApiError, toApiError } from "./errors.ts";
import type { Hub } from "./hub.ts";
import { type LiveOptions, registerLive } from "./live.ts";
import { parseBody } from "./parse.ts";
import { registerProfiles } from "./profiles.ts";
import { registerRoutes } from "./routes.ts";
import type { DailyStore } from "./store/daily.ts";
import type { ProfileStore } from "./store/profiles.ts";
import { registerTournaments } from "./tournaments/routes.ts";
import type { Tournaments } from "./tournaments/service.ts";
import { registerWeb } from "./web.ts";

export interface AppOptions {
  readonly webRoot: string;
  readonly live: LiveOptions;
  /** POST requests a minute from one address (creating, joining, resigning...). */
  readonly postsPerMinute: number;
  readonly profiles: ProfileStore;
  readonly daily: DailyStore;
  /** A settable clock (serve --test-clock) adds POST /api/test/clock. */
  readonly clock: Clock;
  readonly tournaments: Tournaments;
}

export async function buildApp(hub: Hub, opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, return503OnClosing: true });
  app.setErrorHandler((err, _req, reply) => {
    // Fastify's own refusals (bad JSON, body too large) carry a 4xx status.
    const status = (err as { statusCode?: number }).statusCode;
    const e =
      err instanceof ApiError || !status || status >= 500
        ? toApiError(err)
        : new ApiError(status === 429 ? "rate-limited" : "malformed", (err as Error).message);
    if (e.code === "internal") process.stderr.write(`clubhouse: ${(err as Error).stack}\n`);
    reply.code(e.status).send({ error: { code: e.code, message: e.message } });
  });
  // Reading is free; each address may change things at a human pace (the socket has its own limit).
  await app.register(fastifyRateLimit, {
    max: opts.postsPerMinute,
    timeWindow: 60_000,
    allowList: (req) => req.method !== "POST",
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `too many requests from this address; try again in ${ctx.after}`,
    }),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  app.decorate("profiles", opts.profiles);
  app.decorate("clock", opts.clock);
  registerRoutes(app, hub);
  registerProfiles(app);
  registerDaily(app, new Daily(hub, opts.daily, opts.clock));
  registerTournaments(app, opts.tournaments);
  if (opts.clock.settable) registerTestClock(app, opts.clock);
  registerLive(app, hub, opts.live);
  await registerWeb(app, opts.webRoot);
  return app;
}

const clockBody = z.object({ now: z.iso.datetime() }).strict();

/** Tests move time instead of waiting for it; the answer comes after every sweep has run. */
function registerTestClock(app: FastifyInstance, clock: Clock): void {
  app.post("/api/test/clock", async (req) => {
    const { now } = parseBody(clockBody, req.body);
    await clock.set(Date.parse(now));
    return { now: clock.iso() };
  });
}
