/** The sheet in the terminal: the pin triangle, score boxes, the ability panel, typed commands. */
import type { Face } from "../../engine/index.ts";
import { type Paint, seatDoes, seatName, type TextUI } from "../module.ts";
import { type Action, legalFor } from "./actions.ts";
import { ABILITY_NAMES, type Layout, popcount } from "./data.ts";
import { parseCommand } from "./parse.ts";
import { nextStep } from "./rules/flow.ts";
import { frameScores, rankOf, totalScore } from "./rules/scoring.ts";
import { ballsLeft, layout, type PlayerSheet, rollValue, type State } from "./state.ts";

/** Back row first, as a bowler sees the pins: positions 7-10, 4-6, 2-3, 1. */
const ROWS = [[6, 7, 8, 9], [3, 4, 5], [1, 2], [0]];

function pinCell(l: Layout, s: PlayerSheet, f: number, i: number, paint: Paint): string {
  const n = l.pins[f][i];
  const gray = (l.gray[f] >> i) & 1;
  const crossed = ((s.first[f] | s.second[f]) >> i) & 1;
  const text = gray ? `[${n}]` : ` ${n} `;
  if (crossed) return paint.dim(` ${"x".padStart(2)} `.slice(0, 4));
  return gray ? paint.gray(text.padStart(4)) : paint.bold(text.padStart(4));
}

function triangle(l: Layout, s: PlayerSheet, paint: Paint): string[] {
  const f = s.frame;
  return ROWS.map(
    (row, r) => " ".repeat(2 * r + 2) + row.map((i) => pinCell(l, s, f, i, paint)).join(""),
  );
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function frameName(f: number): string {
  return f < 10 ? `frame ${f + 1}` : `bonus frame ${f - 9}`;
}

function panel(l: Layout, s: PlayerSheet, paint: Paint): string {
  return l.areas
    .map((a, i) => {
      const boxes = "#".repeat(s.marks[i]) + ".".repeat(a.squares - s.marks[i]);
      let name = `${i + 1} ${ABILITY_NAMES[a.ability]} [${boxes}]`;
      if (s.marks[i] === a.squares)
        name = s.used[i] ? paint.dim(`${name} used`) : paint.green(`${name} ready`);
      return name;
    })
    .reduce(
      (rows, cell, i) => {
        rows[i < 5 ? 0 : 1].push(cell);
        return rows;
      },
      [[], []] as string[][],
    )
    .map((r, k) => cellRow(k === 0 ? "top   " : "bottom", r))
    .join("\n");
}

/** A row of ability areas, continued under itself where it would pass 80 columns (never mid-area). */
function cellRow(head: string, cells: readonly string[]): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes take no columns
  const width = (t: string) => t.replace(/\x1b\[[0-9;]*m/g, "").length;
  const lines = [head];
  for (const c of cells) {
    const last = lines.length - 1;
    const fresh = lines[last].trim() === "" || lines[last] === head;
    const next = `${lines[last]}${fresh ? " " : "  "}${c}`;
    if (!fresh && width(next) > 80) lines.push(`${" ".repeat(head.length)} ${c}`);
    else lines[last] = next;
  }
  return lines.join("\n");
}

function diceText(s: PlayerSheet): string {
  if (s.phase !== "roll") return "";
  const v = rollValue(s);
  const shown = s.dice.map((d, i) => `die ${i + 1}: ${d}`).join(", ");
  return v < 0 ? `${shown} (discard one)` : `${shown} -> ${v}`;
}

function renderSheet(state: State, seat: number, paint: Paint): string {
  const l = layout(state);
  const s = state.sheets[seat];
  const lines: string[] = [];
  if (s.phase === "done") {
    const score = totalScore(s);
    // A solo game shows its rank on the rulebook's Solo Table.
    const rank = state.sheets.length === 1 ? ` (Solo Table: ${rankOf(score)})` : "";
    lines.push(paint.bold(`Game over: ${score} pins${rank}`));
  } else {
    lines.push(
      `${paint.bold(`${frameName(s.frame)}, ball ${s.ball}`)}   bowling balls: ${ballsLeft(s)}`,
    );
    lines.push(...triangle(l, s, paint));
    const d = diceText(s);
    if (d) lines.push(paint.cyan(d));
    if (s.extraDie) lines.push(paint.yellow("Extra Die rolling this ball"));
    if (s.autoStrike) lines.push(paint.yellow("Auto-strike waits for the next frame"));
    if (s.pendingMarks)
      lines.push(paint.yellow(`${plural(s.pendingMarks, "square", "squares")} to mark`));
  }
  lines.push(scoreLine(s));
  if (state.options.abilities) lines.push(panel(l, s, paint));
  return lines.join("\n");
}

function seatFor(state: State): number {
  const step = nextStep(state);
  return step.kind === "decision" || (step.kind === "chance" && step.seat !== undefined)
    ? (step.seat ?? 0)
    : state.options.duplicate
      ? 0
      : state.turn;
}

export function prompt(state: State, _paint: Paint): string {
  const step = nextStep(state);
  if (step.kind !== "decision") return "";
  const l = layout(state);
  const s = state.sheets[step.seat];
  const legal = legalFor(state, step.seat);
  const has = (t: Action["type"]) => legal.some((a) => a.type === t);
  const extras: string[] = [];
  if (has("extraPin")) extras.push("pin N (Extra Pin)");
  if (s.pendingMarks > 0) {
    const open = legal.map((a) =>
      a.type === "mark" ? `${a.area + 1} ${ABILITY_NAMES[l.areas[a.area].ability]}` : "",
    );
    return `Mark a square: mark N  (open: ${open.join(", ")})`;
  }
  if (s.phase === "choose") {
    if (has("extraDie")) extras.push("extra (Extra Die)");
    const also = extras.length ? `   also: ${extras.join(", ")}` : "";
    return `Roll how many dice? 1 or 2${also}   (help: every command)`;
  }
  if (s.phase === "frameEnd") return `Second ball over: next, or ${extras.join(", ")}`;
  const opts: string[] = [];
  const crosses = legal.filter((a) => a.type === "cross");
  if (crosses.length)
    opts.push(
      `x PINS (e.g. ${crosses
        .slice(0, 3)
        .map((a) => `x ${a.type === "cross" ? a.pins.join(" ") : ""}`)
        .join(", ")})`,
    );
  if (has("discard")) opts.push("discard D");
  opts.push("miss");
  if (has("ball")) opts.push("ball D +1|-1");
  for (const [t, text] of [
    ["flip", "flip D"],
    ["spin", "spin D FACE"],
    ["double", "double D"],
    ["reroll", "reroll"],
  ] as const)
    if (has(t)) opts.push(text);
  opts.push(...extras);
  return opts.join(" | ");
}

export function describe(a: Action, state: State): string {
  const s = state.sheets[seatFor(state)];
  switch (a.type) {
    case "dice":
      return `rolls ${a.count === 1 ? "one die" : "two dice"} (${frameName(s.frame)}, ball ${s.ball})`;
    case "cross":
      return `crosses out ${a.pins.join(" + ")} = ${a.pins.reduce((t, p) => t + p, 0)}`;
    case "miss":
      return `misses (ends ball ${s.ball})`;
    case "ball":
      return `uses ${plural(Math.abs(a.delta), "bowling ball", "bowling balls")}: die ${a.die + 1} ${a.delta > 0 ? "+" : ""}${a.delta}`;
    case "flip":
      return `flips die ${a.die + 1}`;
    case "spin":
      return `spins die ${a.die + 1} to ${a.face}`;
    case "double":
      return `doubles die ${a.die + 1}`;
    case "discard":
      return `discards die ${a.die + 1}`;
    case "reroll":
      return "re-rolls";
    case "extraDie":
      return "takes the Extra Die for this ball";
    case "extraPin":
      return `crosses out pin ${a.pin} with Extra Pin`;
    case "strike":
      return "scores a strike with Tenpin";
    case "mark":
      return `marks a square of ${ABILITY_NAMES[layout(state).areas[a.area].ability]}`;
    case "next":
      return "ends the frame";
  }
}

function boxText(f: ReturnType<typeof frameScores>[number]): string {
  if (f.strike) return "X";
  const a = f.first === null ? " " : f.first === 0 ? "-" : String(f.first);
  const b = f.second === null ? " " : f.spare ? "/" : f.second === 0 ? "-" : String(f.second);
  return `${a} ${b}`;
}

/** One line of the score so far: finished frames' boxes, pins of the frame in play, total scored. */
function scoreLine(s: PlayerSheet): string {
  const fs = frameScores(s);
  const done = s.phase === "done" ? 10 : Math.min(s.frame, 10);
  let total = 0;
  for (const f of fs) if (f.total !== null) total = f.total;
  const boxes = fs.slice(0, done).map(boxText);
  if (s.phase !== "done" && s.frame < 10) {
    const now = popcount(s.first[s.frame] | s.second[s.frame]);
    boxes.push(`(${now} down)`);
  }
  return `score: ${boxes.join(" | ") || "-"}   total ${total}`;
}

export function scorecard(state: State, names: readonly string[], paint: Paint): string {
  // As wide as the longest name: a name is never cut short.
  const w = Math.max(9, ...state.sheets.map((_, i) => seatName(names, i).length)) + 1;
  const head = `${"".padEnd(w)}${Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(5)).join("")}  total`;
  const rows = [paint.bold(head)];
  state.sheets.forEach((s, i) => {
    const fs = frameScores(s);
    rows.push(`${seatName(names, i).padEnd(w)}${fs.map((f) => boxText(f).padStart(5)).join("")}`);
    rows.push(
      `${"".padEnd(w)}${fs.map((f) => (f.total === null ? "" : String(f.total)).padStart(5)).join("")}  ${paint.bold(String(totalScore(s)))}`,
    );
  });
  return rows.join("\n");
}

export const ui: TextUI<State, Action> = {
  render(state, seat, paint, names) {
    const seats = seat === null ? state.sheets.map((_, i) => i) : [seat];
    const show = state.sheets.length > 1 && seat === null ? [seatFor(state)] : seats;
    const parts = show.map(
      (i) =>
        (state.sheets.length > 1 ? `${seatName(names, i)}\n` : "") + renderSheet(state, i, paint),
    );
    return parts.join("\n\n");
  },
  prompt,
  parse: (line, state) => parseCommand(line, state),
  describe,
  describeRoll(faces: readonly Face[], state: State, names) {
    const shared = state.options.duplicate && state.lastRoll < 0;
    const text = shared
      ? `shared roll: ${faces.map((f, i) => `${["white", "colour", "third"][i]} ${f}`).join(", ")}`
      : state.lastRoll >= 0 && state.sheets.length > 1
        ? `${seatDoes(names, state.lastRoll, "roll/rolls")} ${faces.join(" ")}`
        : `rolls ${faces.join(" ")}`;
    // Nobody is left looking at dice: no pins added up and nothing could change that.
    return state.sheets.some((s) => s.phase === "roll" || s.phase === "reroll")
      ? text
      : `${text} (no standing pins add up: the ball ends)`;
  },
  scorecard,
};
