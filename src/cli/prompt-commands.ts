/**
 * The commands every prompt accepts, also referee dice prompts: help, hint, rules, table, save,
 * quit.
 */
import type { AnyGameModule, Paint } from "../games/module.ts";
import type { LineReader } from "./lines.ts";
import { type SaveContext, saveTo } from "./saving.ts";

export interface PromptContext extends SaveContext {
  readonly mod: AnyGameModule;
  readonly savePath?: string;
  readonly lines: LineReader;
  readonly seats: readonly { readonly name: string }[];
}

const GLOBAL = [
  ["help", "this list"],
  ["hint", "the best options with their value (hint all: every option)"],
  ["rules", "the rules of the game in short"],
  ["table", "the whole table again"],
  ["save [FILE]", "save the game to continue later (clubhouse play --load FILE)"],
  ["quit", "leave the game (it asks whether to save)"],
] as const;

/** How many options `hint` shows before "and N more". */
export const HINT_ROWS = 6;

/**
 * Handles `line` if it is a global command: "handled" (ask again), "quit", or null when it is
 * not one (the caller parses it as a move or a roll).
 */
export async function globalCommand(
  ctx: PromptContext,
  line: string,
  state: unknown,
): Promise<"handled" | "quit" | null> {
  const [word, ...rest] = line.trim().split(/\s+/);
  switch (word?.toLowerCase()) {
    case "quit":
    case "exit":
      return "quit";
    case "help":
    case "?":
      ctx.out(helpText(ctx.mod, ctx.paint));
      return "handled";
    case "rules":
      ctx.out(
        ctx.mod.rulesText ??
          `${ctx.mod.game.name}: the rulebook has the rules; type help for the commands.`,
      );
      return "handled";
    case "hint":
      // At a dice prompt nobody chooses: the hint comes once the dice are in.
      if (ctx.match.game.next(state).kind !== "decision") {
        ctx.out("Nothing to choose while the dice roll: type hint once the faces are in.");
        return "handled";
      }
      ctx.out(hintText(ctx.mod, state, ctx.paint, rest[0]?.toLowerCase() === "all"));
      return "handled";
    case "table":
    case "board": {
      // The deciding seat's own view (hidden hands stay hidden); a dice prompt: the shared one.
      const step = ctx.match.game.next(state);
      const seat = step.kind === "decision" ? step.seat : null;
      const names = ctx.seats.map((x) => x.name);
      ctx.out(ctx.mod.ui.render(state, seat, ctx.paint, names));
      return "handled";
    }
    case "save":
      await saveTo(ctx, rest.join(" ") || ctx.savePath || "clubhouse-game.json");
      return "handled";
    default:
      return null;
  }
}

export function helpText(mod: AnyGameModule, paint: Paint): string {
  const own = mod.commands ?? [];
  const rows: [string, string][] = [...own.map((c): [string, string] => [c.command, c.does])];
  const all: [string, string][] = [...rows, ...GLOBAL.map(([c, d]): [string, string] => [c, d])];
  const width = Math.max(...all.map(([c]) => c.length));
  const line = ([c, d]: [string, string]) => `  ${c.padEnd(width)}  ${d}`;
  return [
    ...(own.length ? [paint.bold(`${mod.game.name} commands:`), ...rows.map(line)] : []),
    paint.bold("At any prompt:"),
    ...GLOBAL.map(([c, d]) => line([c, d])),
  ].join("\n");
}

export function hintText(mod: AnyGameModule, state: unknown, paint: Paint, all = false): string {
  if (!mod.hint) return `${mod.game.name} has no hint yet.`;
  const hints = mod.hint(state);
  if (hints.length === 0) return "No options to weigh here.";
  const unit = mod.hintUnitAt?.(state) ?? mod.hintUnit ?? "value";
  const shown = all ? hints : hints.slice(0, HINT_ROWS);
  const width = Math.max(...shown.map((h) => h.label.length), "option".length);
  const rows = shown.map((h, i) => {
    const line = `${h.label.padEnd(width)}  ${h.value.toFixed(3).padStart(Math.min(unit.length, 12))}`;
    return i === 0 ? paint.green(`* ${line}`) : `  ${line}`;
  });
  const more = hints.length - shown.length;
  // A long unit beside long options would pass 80 columns: then it heads the list instead.
  const head =
    width + unit.length + 4 <= 80
      ? `  ${"option".padEnd(width)}  ${unit}`
      : `  ${"option".padEnd(width)}  ${"value".padStart(Math.min(unit.length, 12))}  (${unit})`;
  return [
    paint.bold(head.length <= 80 ? head : `Options by ${unit}, best first:`),
    ...rows,
    ...(more > 0
      ? [
          paint.dim(
            `  ... and ${more} more option${more === 1 ? "" : "s"} of ${hints.length} (hint all)`,
          ),
        ]
      : []),
  ].join("\n");
}
