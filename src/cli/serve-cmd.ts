/** `clubhouse serve` and `clubhouse verify`: thin wrappers over src/server. */
import { readFileSync } from "node:fs";
import { type Command, Option } from "commander";
import { parseInteger } from "./options.ts";
import { ExitError, UsageError } from "./usage.ts";

interface ServeFlags {
  port: string;
  host: string;
  db: string;
  web: string;
  botDelay: string;
  sync: string;
  rate: string;
  httpRate: string;
  testClock?: boolean;
  redis?: string;
  redisPrefix: string;
  leaseMs: string;
  repairMs: string;
}

export function addServerCommands(program: Command): void {
  program
    .command("serve")
    .description("run the Clubhouse server: the web app and the API for online matches")
    .option("--port <n>", "port to listen on (0: any free port)", "8080")
    .option("--host <host>", "address to listen on", "127.0.0.1")
    .addOption(
      new Option(
        "--db <file|url>",
        "SQLite file for matches (created on first start), or postgres://host:port/database",
      )
        .env("CLUBHOUSE_DB")
        .default("data/clubhouse.sqlite"),
    )
    .option("--web <dir>", "folder of the built web app", "dist/web")
    .option("--bot-delay <ms>", "pause before each bot move, so people can follow", "600")
    .option(
      "--sync <mode>",
      "SQLite synchronous: full (survives power loss) or normal (PostgreSQL: its own setting)",
      "full",
    )
    .option("--rate <n>", "WebSocket messages a second per connection", "20")
    .option("--http-rate <n>", "POST requests a minute per address", "300")
    .addOption(
      new Option("--test-clock", "tests only: POST /api/test/clock sets the time").hideHelp(),
    )
    .addOption(
      new Option(
        "--redis <url>",
        "redis://host:port: run as one of many processes on one PostgreSQL database",
      ).env("CLUBHOUSE_REDIS"),
    )
    .addOption(
      new Option("--redis-prefix <name>", "Redis channel namespace of this site")
        .env("CLUBHOUSE_REDIS_PREFIX")
        .default("clubhouse"),
    )
    .option("--lease-ms <ms>", "with --redis: how long a dead process keeps its matches", "10000")
    .option("--repair-ms <ms>", "with --redis: how often missed events are looked for", "2000")
    .action(async (opts: ServeFlags) => {
      if (opts.sync !== "full" && opts.sync !== "normal") {
        throw new UsageError(`--sync is full or normal, not "${opts.sync}"`);
      }
      if (opts.redis !== undefined) {
        const { queueUrlProblem } = await import("../sim/queue/connect.ts");
        const problem = queueUrlProblem(opts.redis)?.replace("--queue", "--redis");
        if (problem) throw new UsageError(problem);
      }
      const { startServer } = await import("../server/serve.ts");
      const server = await startServer({
        port: parseInteger("--port", opts.port, 0),
        host: opts.host,
        db: opts.db,
        webRoot: opts.web,
        botDelayMs: parseInteger("--bot-delay", opts.botDelay, 0),
        sync: opts.sync,
        ratePerSecond: parseInteger("--rate", opts.rate, 1),
        postsPerMinute: parseInteger("--http-rate", opts.httpRate, 1),
        testClock: opts.testClock === true,
        redis: opts.redis,
        redisPrefix: opts.redisPrefix,
        leaseMs: parseInteger("--lease-ms", opts.leaseMs, 100),
        repairMs: parseInteger("--repair-ms", opts.repairMs, 50),
      }).catch((e: Error) => {
        // A database that is down or missing is not a bug: say so plainly, exit 1.
        throw e.name === "StoreUnavailable" ? new ExitError(`clubhouse: ${e.message}`, 1) : e;
      });
      await new Promise<void>((done) => {
        const stop = () => {
          process.off("SIGINT", stop);
          process.off("SIGTERM", stop);
          server.close().then(done, done);
        };
        process.on("SIGINT", stop);
        process.on("SIGTERM", stop);
        // Only now: a Ctrl-C sent the moment the line appears must find the handlers in place.
        console.log(`Clubhouse is running at ${server.url}`);
      });
    });

  program
    .command("verify")
    .argument("<file>", "the record of a finished online match (GET /api/matches/:id/record)")
    .description("re-derive every roll of an online match from its revealed secret")
    .action(async (file: string) => {
      const { checkRecordText } = await import("../server/verify.ts");
      const v = checkRecordText(readTextFile(file), file);
      if (v.ok) {
        console.log(`${file}: verified; all ${v.rolls} rolls follow from the revealed secret`);
      } else {
        console.log(`${file}: NOT verified: ${v.problem}`);
        process.exitCode = 1;
      }
    });
}

function readTextFile(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
}
