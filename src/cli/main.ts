/** `clubhouse`: play, replay, simulate, and each game's tools (odds, solve, ...). */
import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { GameError } from "../engine/errors.ts";
import { modules } from "../games/registry.ts";
import { addGameCommands } from "./commands.ts";
import { addServerCommands } from "./serve-cmd.ts";
import { ExitError, UsageError } from "./usage.ts";
import { addWorkerCommand } from "./worker-cmd.ts";

const program = new Command()
  .name("clubhouse")
  .description(
    "Dice-sports games in the terminal: play against bots or friends, referee real dice, get exact odds.",
  )
  .version(version(), "-V, --version", "print the version")
  .exitOverride()
  .showSuggestionAfterError()
  .configureHelp({ sortSubcommands: false });

program
  .command("games")
  .description("list the games")
  .action(() => {
    for (const m of modules) console.log(`${m.game.id.padEnd(16)} ${m.game.name}`);
  });

// Output piped into a reader that stops early (`| head`): stop quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
}

addGameCommands(program);
addServerCommands(program);
addWorkerCommand(program);

async function main(): Promise<number> {
  try {
    await program.parseAsync(process.argv);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander already printed its message; help and version are not errors.
      return e.code === "commander.helpDisplayed" ||
        e.code === "commander.version" ||
        e.code === "commander.help"
        ? 0
        : 2;
    }
    if (e instanceof ExitError) {
      process.stderr.write(`${e.message}\n`);
      return e.code;
    }
    if (e instanceof UsageError || e instanceof GameError) {
      process.stderr.write(`clubhouse: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

/** package.json is two folders up both from src/cli and from the bundle in dist/node. */
function version(): string {
  const pkg = new URL("../../package.json", import.meta.url);
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}

// A command may set its own failing exit code (verify: 1 when a record does not check out).
// No top-level await: the bundle may be CommonJS (see bin/build-cli.mjs).
void main().then((code) => {
  process.exitCode = code || process.exitCode || 0;
});
