/** `clubhouse play <game>` and `clubhouse play --load FILE`: seats, options, --save, --load. */
import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { createMatch, type Match, type MatchRecord } from "../engine/match.ts";
import { loadRecord } from "../engine/record.ts";
import { freshSeed } from "../engine/rng.ts";
import type { AnyGameModule } from "../games/module.ts";
import { findGame, findModule } from "../games/registry.ts";
import { holdsOtherData, unwritable } from "./files.ts";
import { type LineReader, lineReader } from "./lines.ts";
import { checkOptions, parseInteger, readFlags } from "./options.ts";
import { paintFor } from "./paint.ts";
import { playLoop } from "./play.ts";
import { approveOverwrite } from "./saving.ts";
import { parseSeats, type Seat } from "./seats.ts";
import { UsageError } from "./usage.ts";
import { printer } from "./wrap.ts";

export interface PlayFlags {
  seats?: string;
  seed?: string;
  referee?: boolean;
  save?: string;
  load?: string;
  [flag: string]: unknown;
}

export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
}

/** Loads a saved match, refusing one whose seat names disagree with its players option. */
export function loadMatch(file: string): { match: Match; mod: AnyGameModule } {
  const match = loadRecord(readText(file), findGame, file);
  const problem = seatsProblem(match.record);
  if (problem) throw new UsageError(`${file}: ${problem}`);
  return { match, mod: findModule(match.game.id)! };
}

/** Why the record's seat names and its `players` option disagree, or null. */
export function seatsProblem(record: MatchRecord): string | null {
  const players = (record.options as { players?: unknown } | null)?.players;
  if (record.players === undefined || typeof players !== "number") return null;
  if (record.players.length === players) return null;
  return `its options (step 0, before the first move) say ${players} player${players === 1 ? "" : "s"}, but it names ${record.players.length} seat${record.players.length === 1 ? "" : "s"} (${record.players.join(", ")})`;
}

/** `play --load F` with no game named: the record says which game. */
export async function playLoaded(file: string, opts: PlayFlags, cmd?: Command): Promise<void> {
  const { mod } = loadMatch(file);
  await startPlay(mod, { ...opts, load: file }, cmd);
}

export async function startPlay(mod: AnyGameModule, opts: PlayFlags, cmd?: Command): Promise<void> {
  const lines = lineReader(process.stdin, process.stdout);
  try {
    const paint = paintFor(process.stdout);
    let seats: Seat[];
    let match: Match;
    if (opts.load) {
      const loaded = loadMatch(opts.load);
      if (loaded.mod !== mod)
        throw new UsageError(
          `${opts.load} is a ${loaded.mod.game.name} game; play it with: clubhouse play --load ${opts.load}`,
        );
      match = loaded.match;
      const ignored = ignoredFlags(cmd, mod);
      if (ignored.length) {
        console.log(
          paint.dim(
            `Ignoring ${ignored.join(", ")}: a loaded game keeps its own seats, seed and options.`,
          ),
        );
      }
      const players = (match.record.options as { players: number }).players;
      // The record names its seats ("You", "bot:optimal"), so the same people and bots sit down again.
      seats = parseSeats(match.record.players?.join(",") ?? defaultSeats(players), mod);
    } else {
      seats = parseSeats(opts.seats ?? `you,bot:${mod.defaultBot}`, mod);
      const seed =
        opts.seed === undefined
          ? freshSeed()
          : parseInteger("--seed", opts.seed, -(2 ** 31), 2 ** 31 - 1);
      const options = {
        ...mod.newMatchOptions,
        ...readFlags(mod.optionFlags, opts),
        players: seats.length,
        referee: Boolean(opts.referee),
      };
      checkOptions(mod, options, seats.length);
      match = createMatch(
        mod.game,
        options,
        seed,
        seats.map((s) => s.name),
      );
    }
    if (opts.save) await checkSaveFlag(opts.save, lines);
    const referee = Boolean((match.record.options as { referee?: boolean }).referee);
    console.log(
      paint.bold(
        `${mod.game.name}: ${seats.map((s) => s.name).join(" vs ")}${referee ? " (referee mode)" : ""}`,
      ),
    );
    console.log(
      paint.dim("Type help for commands, hint for the value of each option, rules for the rules."),
    );
    await playLoop({
      mod,
      match,
      seats,
      referee,
      savePath: opts.save,
      paint,
      out: printer(),
      lines,
    });
  } finally {
    lines.close();
  }
}

/** --save is checked before the first move, so a game is never played to a path that fails. */
async function checkSaveFlag(file: string, lines: LineReader): Promise<void> {
  const why = unwritable(file);
  if (why) throw new UsageError(`--save ${file}: ${why}`);
  if (holdsOtherData(file)) {
    const a = await lines.ask(`${file} exists and is not a Clubhouse record. Overwrite it? (y/N) `);
    if (!a || !/^y/i.test(a.trim()))
      throw new UsageError(`--save ${file}: not overwritten; choose another file`);
    approveOverwrite(file);
  }
}

/** Flags typed on the command line that a loaded game does not use. */
function ignoredFlags(cmd: Command | undefined, mod: AnyGameModule): string[] {
  if (!cmd) return [];
  const names = ["seats", "seed", "referee", ...mod.optionFlags.map((f) => attribute(f.flags))];
  return names
    .filter((n) => cmd.getOptionValueSource(n) === "cli")
    .map((n) => `--${n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
}

function attribute(flags: string): string {
  const long = /--([\w-]+)/.exec(flags)?.[1] ?? flags;
  return long.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

function defaultSeats(players: number): string {
  return Array.from({ length: players }, (_, i) => (i === 0 ? "you" : `Player ${i + 1}`)).join(",");
}
