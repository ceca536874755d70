/** Game option flags on the command line -> the game's options object. */
import { type Command, Option } from "commander";
import { GameError } from "../engine/errors.ts";
import type { Json } from "../engine/game.ts";
import { parseOptions } from "../engine/match.ts";
import type { AnyGameModule, OptionFlag } from "../games/module.ts";
import { botProblem } from "../strategy/autoplay.ts";
import { unwritable } from "./files.ts";
import { UsageError } from "./usage.ts";

export function addFlags(cmd: Command, flags: readonly OptionFlag[]): Command {
  for (const f of flags) cmd.addOption(new Option(f.flags, f.description));
  return cmd;
}

/** Reads the values of `flags` from commander's parsed options; bad values are usage errors. */
export function readFlags(
  flags: readonly OptionFlag[],
  opts: Record<string, unknown>,
): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const f of flags) {
    const name = new Option(f.flags).attributeName();
    const raw = opts[name];
    if (raw === undefined) continue;
    const flagName = f.flags.split(/[ ,]/)[0];
    try {
      out[f.key] = typeof raw === "string" && f.parse ? f.parse(raw) : (raw as Json);
    } catch (e) {
      throw new UsageError(flagMessage(flagName, String(raw), (e as Error).message));
    }
    if (typeof out[f.key] === "number" && Number.isNaN(out[f.key])) {
      throw new UsageError(`${flagName} expects a number, got "${String(raw)}"`);
    }
  }
  return out;
}

/** "--mode foo: must be one of ...", without saying the flag or the value twice. */
function flagMessage(flag: string, raw: string, message: string): string {
  if (message.includes(flag)) return message;
  if (message.startsWith(`${raw}:`)) return `${flag} ${message}`;
  return `${flag} ${raw}: ${message}`;
}

/**
 * The game's check of the options, before anything runs; a complaint about one option names
 * its flag and value ("--rounds 0: Too small ...") rather than the option's inner name.
 */
export function checkOptions(
  mod: AnyGameModule,
  options: Record<string, Json>,
  players: number,
): unknown {
  try {
    return parseOptions(mod.game, { ...options, players });
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    const at = /at (\w+): ([^;]*)/.exec(e.message);
    const flag = at && mod.optionFlags.find((f) => f.key === at[1]);
    if (!at || !flag || options[at[1]] === undefined) throw e;
    const flagName = flag.flags.split(/[ ,]/)[0];
    throw new UsageError(flagMessage(flagName, JSON.stringify(options[at[1]]), at[2]));
  }
}

export function parseInteger(
  name: string,
  text: string,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (!/^-?\d+$/.test(text.trim()))
    throw new UsageError(`${name} expects a whole number, got "${text}"`);
  const n = Number(text);
  if (n < min || n > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER
        ? `at least ${count(min)}`
        : `from ${count(min)} to ${count(max)}`;
    throw new UsageError(`${name} must be ${range}, got ${text.trim()}`);
  }
  return n;
}

function count(n: number): string {
  return n.toLocaleString("en-US");
}

/** A bot level the user typed must be one the game has. */
export function requireBot(mod: AnyGameModule, name: string): string {
  const problem = botProblem(mod, name);
  if (problem) throw new UsageError(problem);
  return name;
}

/** Pictures are written as SVG or PNG, chosen by the file name, to a path that can be written. */
export function requirePlotFile(file: string | undefined): void {
  if (!file) return;
  if (!/\.(svg|png)$/i.test(file)) {
    throw new UsageError(`--plot ${file}: the file must end in .svg or .png`);
  }
  const why = unwritable(file);
  if (why) throw new UsageError(`--plot ${file}: ${why}`);
}
