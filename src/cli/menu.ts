/** `clubhouse play` with no game (what `npm start` runs): ask for the game, seats and options. */
import { GameError } from "../engine/errors.ts";
import { createMatch } from "../engine/match.ts";
import { freshSeed } from "../engine/rng.ts";
import type { AnyGameModule } from "../games/module.ts";
import { modules } from "../games/registry.ts";
import { lineReader } from "./lines.ts";
import { paintFor } from "./paint.ts";
import { playLoop } from "./play.ts";
import { parseSeats, type Seat } from "./seats.ts";

export async function menu(): Promise<void> {
  const lines = lineReader(process.stdin, process.stdout);
  const paint = paintFor(process.stdout);
  try {
    console.log(paint.bold("Welcome to the Clubhouse."));
    for (const [i, m] of modules.entries()) console.log(`  ${i + 1}. ${m.game.name}`);
    let mod: AnyGameModule | undefined;
    while (!mod) {
      const a = await lines.ask("Game (number or name) [1]: ");
      if (a === null) return;
      const t = a.trim().toLowerCase() || "1";
      mod =
        modules[Number(t) - 1] ??
        modules.find((m) => m.game.id === t || m.game.name.toLowerCase() === t);
      if (!mod) console.log(paint.yellow(`No game "${a.trim()}".`));
    }
    const levels = Object.keys(mod.bots).join(", ");
    let seats: Seat[] | undefined;
    while (!seats) {
      const def = `you,bot:${mod.defaultBot}`;
      const a = await lines.ask(
        `Seats, comma separated: you, a friend's name, or bot:LEVEL (${levels}) [${def}]: `,
      );
      if (a === null) return;
      try {
        seats = parseSeats(a.trim() || def, mod);
      } catch (e) {
        console.log(paint.yellow((e as Error).message));
      }
    }
    const options: Record<string, unknown> = {};
    for (const f of mod.optionFlags) {
      const takesValue = /<.+>/.test(f.flags);
      const a = await lines.ask(
        `${f.description}${takesValue ? " (Enter for default)" : " (y/N)"}: `,
      );
      if (a === null) return;
      const t = a.trim();
      if (!t) continue;
      if (!takesValue) {
        // A yes to `--no-cards` turns cards off.
        if (/^y/i.test(t)) options[f.key] = !f.flags.startsWith("--no-");
        continue;
      }
      try {
        options[f.key] = f.parse ? f.parse(t) : t;
      } catch (e) {
        console.log(paint.yellow(`${(e as Error).message}; using the default`));
      }
    }
    let match: ReturnType<typeof createMatch>;
    try {
      match = createMatch(
        mod.game,
        { ...mod.newMatchOptions, ...options, players: seats.length },
        freshSeed(),
        seats.map((s) => s.name),
      );
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      console.log(paint.yellow(`${e.message}; playing with the defaults`));
      match = createMatch(
        mod.game,
        { ...mod.newMatchOptions, players: seats.length },
        freshSeed(),
        seats.map((s) => s.name),
      );
    }
    console.log(paint.dim("Type help for commands, hint for the value of each option."));
    await playLoop({ mod, match, seats, referee: false, paint, out: (t) => console.log(t), lines });
  } finally {
    lines.close();
  }
}
