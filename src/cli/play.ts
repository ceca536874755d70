/**
 * Interactive play in the terminal: humans type, bots move, dice roll (or, in referee mode, a
 * person types what real dice showed). Everything about the game comes from its module.
 */
import { writeFileSync } from "node:fs";
import type { Face } from "../engine/dice.ts";
import { GameError } from "../engine/errors.ts";
import { act, enterRoll, type Match, matchResult, nextStep, roll } from "../engine/match.ts";
import { saveRecord } from "../engine/record.ts";
import type { AnyGameModule, Paint } from "../games/module.ts";
import { botRng, botsFor } from "../strategy/autoplay.ts";
import type { LineReader } from "./lines.ts";
import type { Seat } from "./seats.ts";

export interface PlayContext {
  readonly mod: AnyGameModule;
  readonly match: Match;
  readonly seats: readonly Seat[];
  readonly referee: boolean;
  readonly savePath?: string;
  readonly paint: Paint;
  readonly out: (text: string) => void;
  readonly lines: LineReader;
}

const HELP = `Commands at any prompt: hint (value of each option), help, save [file], quit.`;

export async function playLoop(ctx: PlayContext): Promise<"finished" | "quit"> {
  const { mod, match: m, seats, paint, out } = ctx;
  const names = seats.map((s) => s.name);
  const bots = seats.map((s) => (s.kind === "bot" ? botsFor(mod, [s.level])[0] : null));
  const rng = botRng(m.record.seed);
  for (;;) {
    const step = nextStep(m);
    if (step.kind === "end") break;
    if (step.kind === "chance") {
      if (ctx.referee) {
        const r = await askRoll(
          ctx,
          step.dice.map((d) => d.name),
          step.label,
        );
        if (r === "quit") return quit(ctx);
      } else {
        const faces = roll(m);
        out(`  ${mod.ui.describeRoll(faces, m.state, names)}`);
      }
      continue;
    }
    const seat = step.seat;
    const bot = bots[seat];
    if (bot) {
      const action = bot.choose(m.state, rng);
      const text = mod.ui.describe(action, m.state, names);
      act(m, seat, action);
      out(`${paint.cyan(names[seat])} ${text}`);
      continue;
    }
    // Render for the deciding seat, so a game with hidden hands shows only that seat's own.
    out("");
    out(mod.ui.render(m.state, seat, paint, names));
    const done = await askAction(ctx, seat, names[seat]);
    if (done === "quit") return quit(ctx);
  }
  out("");
  out(mod.ui.render(m.state, null, paint, namesOf(ctx)));
  out("");
  out(mod.ui.scorecard(m.state, names, paint));
  const result = matchResult(m);
  const winners = result.ranking[0].map((s) => `${names[s]} (${result.scores[s]})`);
  out(
    paint.bold(
      winners.length > 1 ? `Tie for first: ${winners.join(", ")}` : `Winner: ${winners[0]}`,
    ),
  );
  if (ctx.savePath) save(ctx, ctx.savePath);
  return "finished";
}

async function askAction(ctx: PlayContext, seat: number, name: string): Promise<"done" | "quit"> {
  const { mod, match: m, paint, out } = ctx;
  for (;;) {
    out(paint.dim(mod.ui.prompt(m.state, paint, namesOf(ctx))));
    const line = await ctx.lines.ask(`${paint.bold(name)}> `);
    if (line === null) return "quit";
    const cmd = line.trim();
    const word = cmd.split(/\s+/)[0]?.toLowerCase();
    if (word === "quit" || word === "exit") return "quit";
    if (word === "help" || word === "?") {
      out(HELP);
      continue;
    }
    if (word === "save") {
      save(ctx, cmd.split(/\s+/)[1] ?? ctx.savePath ?? "clubhouse-game.json");
      continue;
    }
    if (word === "hint") {
      out(hintText(mod, m.state, paint));
      continue;
    }
    const parsed = mod.ui.parse(cmd, m.state);
    if ("error" in parsed) {
      out(paint.yellow(parsed.error));
      continue;
    }
    try {
      const text = mod.ui.describe(parsed.action, m.state, namesOf(ctx));
      act(m, seat, parsed.action);
      out(`${paint.bold(name)} ${text}`);
      return "done";
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      out(paint.yellow(e.message));
    }
  }
}

async function askRoll(ctx: PlayContext, dice: string[], label?: string): Promise<"done" | "quit"> {
  const { mod, match: m, paint, out } = ctx;
  out("");
  out(mod.ui.render(m.state, null, paint, namesOf(ctx)));
  for (;;) {
    const what = label ? ` (${label})` : "";
    const line = await ctx.lines.ask(`Type the faces of ${dice.join(", ")}${what}: `);
    if (line === null) return "quit";
    const word = line.trim().toLowerCase();
    if (word === "quit" || word === "exit") return "quit";
    if (word.startsWith("save")) {
      save(ctx, line.trim().split(/\s+/)[1] ?? ctx.savePath ?? "clubhouse-game.json");
      continue;
    }
    const parsed = mod.ui.parseRoll ? mod.ui.parseRoll(line, m.state) : defaultParseRoll(line);
    if ("error" in parsed) {
      out(paint.yellow(parsed.error));
      continue;
    }
    try {
      enterRoll(m, parsed);
      out(`  ${mod.ui.describeRoll(parsed, m.state, namesOf(ctx))}`);
      return "done";
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      out(paint.yellow(e.message));
    }
  }
}

/** Faces separated by spaces or commas; numbers stay numbers. */
export function defaultParseRoll(line: string): Face[] | { error: string } {
  const parts = line
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length === 0) return { error: "type one face per die, separated by spaces" };
  return parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p.toLowerCase()));
}

export function hintText(mod: AnyGameModule, state: unknown, paint: Paint): string {
  if (!mod.hint) return `${mod.game.name} has no hint yet.`;
  const hints = mod.hint(state);
  if (hints.length === 0) return "No options to weigh here.";
  const unit = mod.hintUnitAt?.(state) ?? mod.hintUnit ?? "value";
  const width = Math.max(...hints.map((h) => h.label.length));
  const rows = hints.map((h, i) => {
    const line = `${h.label.padEnd(width)}  ${h.value.toFixed(3).padStart(Math.min(unit.length, 12))}`;
    return i === 0 ? paint.green(`* ${line}`) : `  ${line}`;
  });
  return [paint.bold(`  ${"option".padEnd(width)}  ${unit}`), ...rows].join("\n");
}

function save(ctx: PlayContext, path: string): void {
  writeFileSync(path, saveRecord(ctx.match));
  ctx.out(ctx.paint.dim(`Saved to ${path} (replay it with: clubhouse replay ${path})`));
}

function quit(ctx: PlayContext): "quit" {
  ctx.out("Game left unfinished.");
  if (ctx.savePath) save(ctx, ctx.savePath);
  return "quit";
}

function namesOf(ctx: PlayContext): string[] {
  return ctx.seats.map((s) => s.name);
}
