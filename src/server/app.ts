/** The Fastify app: API routes, the live WebSocket and the web app's static files. */
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { ApiError, toApiError } from "./errors.ts";
import type { Hub } from "./hub.ts";
import { type LiveOptions, registerLive } from "./live.ts";
import { registerRoutes } from "./routes.ts";
import { registerWeb } from "./web.ts";

export interface AppOptions {
  readonly webRoot: string;
  readonly live: LiveOptions;
  /** POST requests a minute from one address (creating, joining, resigning...). */
  readonly postsPerMinute: number;
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
  registerRoutes(app, hub);
  registerLive(app, hub, opts.live);
  await registerWeb(app, opts.webRoot);
  return app;
}
