/** Starts the server: the app on a port, stopping cleanly on SIGINT/SIGTERM. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly db: string;
  readonly webRoot: string;
  readonly botDelayMs: number;
}

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const app = await buildApp({ webRoot: opts.webRoot });
  await app.listen({ port: opts.port, host: opts.host });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr ? addr.port : opts.port;
  const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}`,
    app,
    close: () => app.close(),
  };
}
