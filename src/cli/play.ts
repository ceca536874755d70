/**
 * Interactive play in the terminal: humans type, bots move, dice roll (or, in referee mode, a
 * person types what real dice showed). Everything about the game comes from its module.
 */
import type { Face } from "../engine/dice.ts";
import { GameError } from "../engine/errors.ts";
import { act, enterRoll, type Match, matchResult, nextStep, roll } from "../engine/match.ts";
import { type AnyGameModule, isYou, type Paint } from "../games/module.ts";
import { botRng, botsFor } from "../strategy/autoplay.ts";
import { youForm } from "./grammar.ts";
import type { LineReader } from "./lines.ts";
import { globalCommand } from "./prompt-commands.ts";
import { saveOrAsk } from "./saving.ts";
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

export async function playLoop(ctx: PlayContext): Promise<"finished" | "quit"> {
  // Ctrl-C leaves the game as Ctrl-D does (saving, or asking to); a second one exits at once.
  let pressed = false;
  const onSigint = () => {
    if (pressed) process.exit(130);
    pressed = true;
    ctx.lines.interrupt();
  };
  process.on("SIGINT", onSigint);
  try {
    return await loop(ctx);
  } finally {
    process.off("SIGINT", onSigint);
  }
}

/**
 * A pause after each step a bot or the dice take, so people can follow a bot's turn roll by roll
 * on a terminal; none when output is piped. CLUBHOUSE_BOT_DELAY=ms sets it (0: instant).
 */
function botPause(): number {
  const set = Number(process.env.CLUBHOUSE_BOT_DELAY);
  if (process.env.CLUBHOUSE_BOT_DELAY !== undefined && Number.isFinite(set))
    return Math.max(0, set);
  return process.stdout.isTTY ? 350 : 0;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function loop(ctx: PlayContext): Promise<"finished" | "quit"> {
  const { mod, match: m, seats, paint, out } = ctx;
  const pause = botPause();
  const names = seats.map((s) => s.name);
  const bots = seats.map((s) => (s.kind === "bot" ? botsFor(mod, [s.level])[0] : null));
  const rng = botRng(m.record.seed);
  // The last table shown to a person: a game may then show only what changed.
  let shown: { state: unknown; seat: number } | null = null;
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
        // A person's own roll shows at once; a bot's turn goes at a pace people can follow, so
        // its dice are seen before it acts on them.
        const after = nextStep(m);
        const botNext = after.kind === "decision" && bots[after.seat];
        if (pause && ((step.seat !== undefined && bots[step.seat]) || botNext)) await sleep(pause);
      }
      continue;
    }
    const seat = step.seat;
    const bot = bots[seat];
    if (bot) {
      const action = bot.choose(m.state, rng);
      if (mod.ui.quiet?.(action, m.state)) {
        act(m, seat, action);
        continue;
      }
      const text = mod.ui.describe(action, m.state, names);
      act(m, seat, action);
      out(said(names[seat], text, paint.cyan));
      if (pause) await sleep(pause);
      continue;
    }
    // Render for the deciding seat, so a game with hidden hands shows only that seat's own.
    const change =
      shown?.seat === seat ? mod.ui.renderChange?.(shown.state, m.state, seat, paint, names) : null;
    out("");
    out(change ?? mod.ui.render(m.state, seat, paint, names));
    shown = { state: m.state, seat };
    const done = await askAction(ctx, seat, names[seat]);
    if (done === "quit") return quit(ctx);
  }
  out("");
  out(mod.ui.render(m.state, null, paint, names));
  out("");
  out(mod.ui.scorecard(m.state, names, paint));
  out(paint.bold(winnerLine(matchResult(m), names)));
  if (ctx.savePath) await saveOrAsk(ctx, ctx.savePath);
  return "finished";
}

/** "Winner: Ann (34)" or "Tie for first: Ann (34), Bob (34)". */
export function winnerLine(
  result: { scores: readonly number[]; ranking: readonly (readonly number[])[] },
  names: readonly string[],
): string {
  const winners = result.ranking[0].map((s) => `${names[s]} (${result.scores[s]})`);
  return winners.length > 1 ? `Tie for first: ${winners.join(", ")}` : `Winner: ${winners[0]}`;
}

/** A seat's name and what it did: "Ann removes white 3", "You remove white 3". */
export function said(name: string, text: string, style: (s: string) => string): string {
  return `${style(isYou(name) ? "You" : name)} ${isYou(name) ? youForm(text) : text}`;
}

async function askAction(ctx: PlayContext, seat: number, name: string): Promise<"done" | "quit"> {
  const { mod, match: m, paint, out } = ctx;
  for (;;) {
    out(paint.dim(mod.ui.prompt(m.state, paint, namesOf(ctx))));
    const line = await ctx.lines.ask(`${paint.bold(name)}> `);
    if (line === null) return "quit";
    const g = await globalCommand(ctx, line, m.state);
    if (g === "quit") return "quit";
    if (g === "handled") continue;
    const parsed = mod.ui.parse(line.trim(), m.state);
    if ("info" in parsed) {
      out(parsed.info);
      continue;
    }
    if ("error" in parsed) {
      out(paint.yellow(parsed.error));
      continue;
    }
    try {
      const text = mod.ui.describe(parsed.action, m.state, namesOf(ctx));
      act(m, seat, parsed.action);
      out(said(name, text, paint.bold));
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
    const line = await ctx.lines.ask(`Type the faces of ${diceWords(dice, label)}: `);
    if (line === null) return "quit";
    const g = await globalCommand(ctx, line, m.state);
    if (g === "quit") return "quit";
    if (g === "handled") continue;
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

/** "6 dice (d6, attempt 1)" for dice alike, "red A, white 1 (label)" for dice with own names. */
export function diceWords(dice: readonly string[], label?: string): string {
  const alike = dice.length > 1 && dice.every((d) => d === dice[0]);
  if (alike) return `${dice.length} dice (${dice[0]}${label ? `, ${label}` : ""})`;
  return `${dice.join(", ")}${label ? ` (${label})` : ""}`;
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

/** Leaving an unfinished game: save it where --save says, or offer to; say how to go on. */
async function quit(ctx: PlayContext): Promise<"quit"> {
  const { out } = ctx;
  const saved = ctx.savePath
    ? await saveOrAsk(ctx, ctx.savePath)
    : ctx.lines.ended
      ? null
      : await saveOrAsk(ctx, undefined);
  if (saved) {
    // The command on a line of its own, whole, to copy.
    out(`Game left unfinished. Continue it with:\n  clubhouse play --load ${saved}`);
  } else {
    out(
      `Game left unfinished and not saved${ctx.lines.ended ? " (start with --save FILE to keep it)" : ""}.`,
    );
  }
  return "quit";
}

function namesOf(ctx: PlayContext): string[] {
  return ctx.seats.map((s) => s.name);
}
