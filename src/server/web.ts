/**
 * The web app: static files from dist/web when it is built, with the SPA fallback (any GET that is
 * not /api and not a file answers index.html). Without a build, `/` says how to build it.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Clubhouse</title>
<h1>Clubhouse</h1><p>The server is running, but the web app is not built yet
(<code>npm run build:web</code> writes it to <code>dist/web</code>).
The API is at <a href="/api/games">/api/games</a>; terminal play is <code>npx clubhouse play</code>.</p>`;

export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = resolve(webRoot);
  const built = existsSync(resolve(root, "index.html"));
  if (built) await app.register(fastifyStatic, { root, wildcard: false, index: ["index.html"] });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0];
    if (req.method !== "GET" || path === "/api" || path.startsWith("/api/")) {
      return reply
        .code(404)
        .send({ error: { code: "not-found", message: `no ${req.method} ${path}` } });
    }
    if (built) return reply.type("text/html").sendFile("index.html");
    return reply.type("text/html").send(NOT_BUILT);
  });
}
