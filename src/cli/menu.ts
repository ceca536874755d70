/** `clubhouse play` with no game (what `npm start` runs): ask for the game, seats and options. */
import { GameError } from "../engine/errors.ts";
import type { Json } from "../engine/game.ts";
import { createMatch, parseOptions } from "../engine/match.ts";
import { freshSeed } from "../engine/rng.ts";
import type { AnyGameModule, OptionFlag } from "../games/module.ts";
import { modules } from "../games/registry.ts";
import { type LineReader, lineReader } from "./lines.ts";
import { paintFor } from "./paint.ts";
import { playLoop } from "./play.ts";
import { parseSeats, type Seat } from "./seats.ts";
import { printer } from "./wrap.ts";

type Paint = ReturnType<typeof paintFor>;

export async function menu(): Promise<void> {
  const lines = lineReader(process.stdin, process.stdout);
  const paint = paintFor(process.stdout);
  const say = printer();
  try {
    say(paint.bold("Welcome to the Clubhouse."));
    for (const [i, m] of modules.entries()) {
      say(`  ${i + 1}. ${m.game.name}${m.summary ? paint.dim(`: ${m.summary}`) : ""}`);
    }
    const mod = await askGame(lines, paint);
    if (!mod) return;
    const seats = await askSeats(lines, paint, mod);
    if (!seats) return;
    const yes = await askYesNo(
      lines,
      paint,
      "Referee mode: play with real dice and type in what they show?",
    );
    if (yes === null) return;
    const options = await askOptions(lines, paint, mod, seats.length, yes);
    if (!options) return;
    const match = createMatch(
      mod.game,
      options,
      freshSeed(),
      seats.map((s) => s.name),
    );
    say(
      paint.dim("Type help for commands, hint for the value of each option, rules for the rules."),
    );
    await playLoop({ mod, match, seats, referee: yes, paint, out: say, lines });
  } finally {
    lines.close();
  }
}

async function askGame(lines: LineReader, paint: Paint): Promise<AnyGameModule | null> {
  for (;;) {
    const a = await lines.ask("Game (number or name) [1]: ");
    if (a === null) return null;
    const t = a.trim().toLowerCase() || "1";
    const mod =
      modules[Number(t) - 1] ??
      modules.find((m) => m.game.id === t || m.game.name.toLowerCase() === t);
    if (mod) return mod;
    console.log(paint.yellow(`No game "${a.trim()}": type 1 to ${modules.length} or a name.`));
  }
}

async function askSeats(
  lines: LineReader,
  paint: Paint,
  mod: AnyGameModule,
): Promise<Seat[] | null> {
  const levels = Object.keys(mod.bots).join(", ");
  const def = `you,bot:${mod.defaultBot}`;
  // The explanation on its own line: the question stays short enough for an 80-column line.
  printer()(paint.dim(`Seats, comma separated: you, a friend's name, or bot:LEVEL (${levels}).`));
  for (;;) {
    const a = await lines.ask(`Seats [${def}]: `);
    if (a === null) return null;
    try {
      return parseSeats(a.trim() || def, mod);
    } catch (e) {
      console.log(paint.yellow((e as Error).message));
    }
  }
}

/** y or n (Enter: no); anything else asks again. */
async function askYesNo(
  lines: LineReader,
  paint: Paint,
  question: string,
): Promise<boolean | null> {
  for (;;) {
    const a = await lines.ask(`${question} (y/N): `);
    if (a === null) return null;
    const t = a.trim().toLowerCase();
    if (t === "" || t === "n" || t === "no") return false;
    if (t === "y" || t === "yes") return true;
    console.log(paint.yellow(`Type y or n (Enter: no), not "${a.trim()}".`));
  }
}

/** The game's options: only if the player wants to change any, and only those that matter. */
async function askOptions(
  lines: LineReader,
  paint: Paint,
  mod: AnyGameModule,
  players: number,
  referee: boolean,
): Promise<Record<string, Json> | null> {
  // A new match people play starts from the game's newMatchOptions (Roll In One: with cards).
  const base: Record<string, Json> = { players, referee };
  const start: Record<string, Json> = { ...mod.newMatchOptions };
  const askable = mod.optionFlags.filter((f) => f.askIf !== false);
  if (askable.length === 0) return base;
  const change = await askYesNo(
    lines,
    paint,
    `Change ${mod.game.name}'s options (Enter: the usual game)?`,
  );
  if (change === null) return null;
  if (!change) return { ...start, ...base };
  const chosen: Record<string, Json> = { ...start };
  for (const f of askable) {
    if (typeof f.askIf === "function" && !f.askIf(chosen)) continue;
    // A choice the game refuses with the others (e.g. a mode for more players) is asked again.
    for (;;) {
      const v = await askOption(lines, paint, f);
      if (v === null) return null;
      if (v === undefined) break;
      try {
        parseOptions(mod.game, { ...chosen, [f.key]: v, ...base });
        chosen[f.key] = v;
        break;
      } catch (e) {
        if (!(e instanceof GameError)) throw e;
        console.log(paint.yellow(`${e.message}; try again (Enter: default).`));
      }
    }
  }
  return { ...chosen, ...base };
}

/** One option: undefined for the default (Enter), null at end of input; a bad value asks again. */
async function askOption(
  lines: LineReader,
  paint: Paint,
  f: OptionFlag,
): Promise<Json | undefined | null> {
  const takesValue = /<.+>/.test(f.flags);
  // The question names the option ("mode", "cards"); a long one is said first, then asked short.
  const name = /^--(?:no-)?([a-z-]+)/.exec(f.flags)?.[1] ?? f.key;
  const end = takesValue ? " (Enter: default)" : " (y/N)";
  let question = `${name}: ${f.description}${end}: `;
  if (question.length > 80) {
    printer()(paint.dim(`${name}: ${f.description}`));
    question = `${name}${end}: `;
  }
  for (;;) {
    const a = await lines.ask(question);
    if (a === null) return null;
    const t = a.trim();
    if (!t) return undefined;
    if (!takesValue) {
      // A yes to `--no-cards` turns cards off.
      if (/^(y|yes)$/i.test(t)) return !f.flags.startsWith("--no-");
      if (/^(n|no)$/i.test(t)) return undefined;
      console.log(paint.yellow(`Type y or n (Enter: no), not "${t}".`));
      continue;
    }
    try {
      return f.parse ? f.parse(t) : t;
    } catch (e) {
      console.log(paint.yellow(`${(e as Error).message}; try again (Enter: default).`));
    }
  }
}
