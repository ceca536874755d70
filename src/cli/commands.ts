/** The subcommands, built from the game modules: one `play`, `simulate` and tool entry per game. */
import type { Command } from "commander";
import { GameError } from "../engine/errors.ts";
import type { AnyGameModule, ToolCommand } from "../games/module.ts";
import { modules } from "../games/registry.ts";
import { menu } from "./menu.ts";
import { addFlags, readFlags, requirePlotFile } from "./options.ts";
import { paintFor } from "./paint.ts";
import { writeSvg } from "./plot.ts";
import { replayText } from "./replay.ts";
import { loadMatch, playLoaded, startPlay } from "./start-play.ts";
import { UsageError } from "./usage.ts";

export function addGameCommands(program: Command): void {
  const play = program
    .command("play")
    .description("play a game in the terminal (no game named: choose from a menu)");
  for (const mod of modules) {
    const cmd = play
      .command(mod.game.id)
      .description(`play ${mod.game.name}`)
      .option(
        "--seats <list>",
        "comma-separated seats: you, a name, or bot:LEVEL",
        `you,bot:${mod.defaultBot}`,
      )
      .option("--seed <n>", "seed for the dice (default: fresh)")
      .option("--referee", "referee mode: type in what real dice showed")
      .option("--save <file>", "save the match record to this file when it ends or you quit")
      .option("--load <file>", "continue a saved match");
    // --load and --save may be read by the parent `play` (it takes them too): merge both.
    addFlags(cmd, mod.optionFlags).action((_opts, c: Command) =>
      startPlay(mod, c.optsWithGlobals(), c),
    );
  }
  // No game named: the menu, or the game a --load file holds. A name that is no game: the games.
  play
    .argument("[game]")
    .option("--load <file>", "continue a saved match (the file says which game)")
    .option("--save <file>", "save the match record to this file when it ends or you quit")
    .action((game: string | undefined, opts: { load?: string; save?: string }) => {
      if (game === undefined && opts.load) return playLoaded(opts.load, opts);
      if (game === undefined) return menu();
      throw new UsageError(
        `no game "${game}"; the games are ${modules.map((m) => m.game.id).join(", ")}`,
      );
    });

  program
    .command("replay")
    .argument("<file>", "a saved match record")
    .description("print a saved game step by step with the final scorecard")
    .action((file: string) => {
      const { match, mod } = loadMatch(file);
      process.stdout.write(replayText(mod, match, file, paintFor(process.stdout)));
    });

  const simulate = program
    .command("simulate")
    .description("simulate many games with a bot and summarise the scores");
  for (const mod of modules) {
    const cmd = simulate
      .command(mod.game.id)
      .description(`simulate ${mod.game.name}`)
      .option("--games <n>", "number of games", "1000")
      .option("--bot <level>", `bot level (${Object.keys(mod.bots).join(", ")})`, mod.defaultBot)
      .option(
        "--seats <list>",
        "head-to-head: bots at one table, e.g. bot:random,bot:" +
          `${mod.defaultBot}; reports each one's wins, ties and mean score`,
      )
      .option("--rotate", "with --seats: rotate the bots through the seats game by game")
      .option("--seed <n>", "seed of the first game", "1")
      .option("--workers <n>", "worker threads (default: every core)")
      .option("--queue <url>", "play the games on `clubhouse worker`s at this Redis")
      .option("--plot <file>", "draw the score distribution to an .svg or .png file")
      .option("--engine", "go through the generic engine even when a faster path exists")
      .option("--json", "print JSON");
    // Loaded when run: the progress bar and the worker pool are not needed to start.
    addFlags(cmd, mod.optionFlags).action(async (opts) =>
      (await import("./simulate-cmd.ts")).runSimulate(mod, opts),
    );
  }

  const lab = program
    .command("lab")
    .description("design lab: compare data files (dice, sheets, boards, cards)");
  for (const mod of modules.filter((m) => m.lab)) {
    const cmd = lab
      .command(mod.game.id)
      .description(`compare ${mod.lab?.describes}`)
      .requiredOption("--compare <files...>", "data files to compare side by side")
      .option("--games <n>", "seeded games per bot and file", "5000")
      .option("--bots <list>", "bot levels to simulate (default: all)")
      .option("--seed <n>", "seed of the first game", "1")
      .option("--workers <n>", "worker threads (default: every core)")
      .option("--queue <url>", "play the games on `clubhouse worker`s at this Redis")
      .option("--plot <file>", "draw the distributions to an .svg or .png file")
      .option("--json", "print JSON");
    addFlags(cmd, mod.optionFlags).action(async (opts) =>
      (await import("./lab.ts")).runLab(mod, opts),
    );
  }

  const tools = new Map<string, { mod: AnyGameModule; tool: ToolCommand }[]>();
  for (const mod of modules) {
    for (const [name, tool] of Object.entries(mod.tools ?? {})) {
      tools.set(name, [...(tools.get(name) ?? []), { mod, tool }]);
    }
  }
  for (const [name, entries] of tools) {
    const group = program
      .command(name)
      .description(`${name}: ${entries.map((e) => e.mod.game.id).join(", ")}`);
    for (const { mod, tool } of entries) {
      const cmd = group
        .command(mod.game.id)
        .description(tool.description)
        .option("--json", "print JSON");
      if (tool.plot) cmd.option("--plot <file>", "draw the result to an .svg or .png file");
      addFlags(cmd, tool.flags).action(async (opts: Record<string, unknown>) => {
        const plot = opts.plot as string | undefined;
        requirePlotFile(plot);
        const flags = readFlags(tool.flags, opts);
        // A tool's own complaint (a bad value, a missing file) is about what the user typed.
        const asUsage = <T>(f: () => T): T => {
          try {
            return f();
          } catch (e) {
            if (e instanceof GameError || e instanceof UsageError) throw e;
            throw new UsageError((e as Error).message);
          }
        };
        const r = asUsage(() => tool.run(flags));
        // Draw before printing, so a refused --plot prints only its message.
        const svg = plot && tool.plot ? asUsage(() => tool.plot?.(flags) ?? "") : undefined;
        process.stdout.write(opts.json ? `${JSON.stringify(r.json, null, 2)}\n` : `${r.text}\n`);
        if (plot && svg !== undefined) {
          await writeSvg(plot, svg);
          if (!opts.json) process.stdout.write(`Picture written to ${plot}\n`);
        }
      });
    }
  }
}
