/** Typed commands -> actions. Never throws: a bad line gets a message saying what to type. */
import type { CommandHelp, Parsed } from "../module.ts";
import type { Action } from "./actions.ts";
import { whyNot } from "./actions.ts";
import { nextStep } from "./rules/flow.ts";
import type { State } from "./state.ts";

/** What a player types at the sheet, for `help` and the in-game list. */
export const commands: readonly CommandHelp[] = [
  { command: "1 | 2", does: "roll one die or two" },
  {
    command: "x 3 5",
    does: "cross out pins 3 and 5 (they must add up to the roll); 3 5 alone too",
  },
  { command: "miss", does: "end this ball on purpose" },
  { command: "ball 1 +1", does: "a bowling ball on die 1 (ball 1 +2 spends two at once)" },
  { command: "flip 1 | spin 1 4 | double 1", does: "Flip, Spin (to face 4) or Double on die 1" },
  { command: "discard 1", does: "drop die 1 (Extra Die)" },
  { command: "reroll | extra | pin 7", does: "Re-roll, take the Extra Die, Extra Pin on pin 7" },
  { command: "mark 3", does: "mark a square in area 3 (1-10)" },
  { command: "next", does: "end the frame (when Extra Pin could still be used)" },
];

export const COMMANDS = commands.map((c) => `${c.command.padEnd(30)} ${c.does}`).join("\n");

const int = (s: string | undefined): number | null =>
  s !== undefined && /^[+-]?\d+$/.test(s) ? Number(s) : null;

function toAction(words: string[], state: State, seat: number): Action | string {
  const [w, ...rest] = words;
  const s = state.sheets[seat];
  // Dice are numbered from 1 on screen; a lone die may go unnamed.
  const die = (k: string | undefined): number | string => {
    if (k === undefined) return s.dice.length === 1 ? 0 : "say which die (1, 2 or 3)";
    const d = int(k);
    return d === null || d < 1 || d > 3 ? `no die ${k}: dice are 1, 2 or 3` : d - 1;
  };
  switch (w) {
    case "commands":
    case "keys":
      return `Rolling Pins commands:\n${COMMANDS}`;
    case "x":
    case "cross": {
      const pins = rest.map(int);
      if (pins.length === 0 || pins.some((p) => p === null))
        return "type the pin numbers, e.g. x 3 5";
      return { type: "cross", pins: (pins as number[]).sort((a, b) => a - b) };
    }
    case "m":
    case "miss":
      return { type: "miss" };
    case "ball":
    case "b": {
      const [a, b] = rest.length === 1 ? [undefined, rest[0]] : rest;
      const d = die(a);
      const delta = int(b);
      if (typeof d === "string") return d;
      if (delta === null || delta === 0) return "say how much: ball D +1 or ball D -1";
      return { type: "ball", die: d, delta };
    }
    case "flip":
    case "double":
    case "discard": {
      const d = die(rest[0]);
      return typeof d === "string" ? d : { type: w, die: d };
    }
    case "spin": {
      const [a, b] = rest.length === 1 ? [undefined, rest[0]] : rest;
      const d = die(a);
      const face = int(b);
      if (typeof d === "string") return d;
      if (face === null || face < 1 || face > 6) return "spin D F: F is a face from 1 to 6";
      return { type: "spin", die: d, face };
    }
    case "reroll":
    case "re-roll":
      return { type: "reroll" };
    case "extra":
    case "extradie":
      return { type: "extraDie" };
    case "pin": {
      const pin = int(rest[0]);
      return pin === null ? "pin N: the number of the pin to cross out" : { type: "extraPin", pin };
    }
    case "strike":
      return { type: "strike" };
    case "mark": {
      const a = int(rest[0]);
      return a === null || a < 1 || a > 10
        ? "mark N: N is an area from 1 to 10"
        : { type: "mark", area: a - 1 };
    }
    case "next":
    case "n":
      return { type: "next" };
  }
  const nums = words.map(int);
  if (nums.every((n) => n !== null)) {
    if (s.phase === "choose" && nums.length === 1 && (nums[0] === 1 || nums[0] === 2))
      return { type: "dice", count: nums[0] };
    if (s.pendingMarks > 0 && nums.length === 1) return toAction(["mark", words[0]], state, seat);
    if (s.phase === "roll") return toAction(["x", ...words], state, seat);
  }
  return `unknown command "${words.join(" ")}". Commands:\n${COMMANDS}`;
}

export function parseCommand(line: string, state: State): Parsed<Action> {
  try {
    const step = nextStep(state);
    if (step.kind !== "decision") return { error: "nothing to decide now" };
    const words = line
      .trim()
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (words.length === 0) return { error: "type a command (help lists them)" };
    const a = toAction(words, state, step.seat);
    if (typeof a === "string") return { error: a };
    const why = whyNot(state, step.seat, a);
    return why === null ? { action: a } : { error: why };
  } catch (e) {
    return { error: `could not read that: ${(e as Error).message}` };
  }
}

/** The command that `parseCommand` reads back as `a`: what a hint tells the player to type. */
export function commandFor(a: Action): string {
  switch (a.type) {
    case "dice":
      return String(a.count);
    case "cross":
      return `x ${a.pins.join(" ")}`;
    case "ball":
      return `ball ${a.die + 1} ${a.delta > 0 ? "+" : ""}${a.delta}`;
    case "flip":
    case "double":
    case "discard":
      return `${a.type} ${a.die + 1}`;
    case "spin":
      return `spin ${a.die + 1} ${a.face}`;
    case "extraDie":
      return "extra";
    case "extraPin":
      return `pin ${a.pin}`;
    case "mark":
      return `mark ${a.area + 1}`;
    default:
      return a.type;
  }
}
