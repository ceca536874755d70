/**
 * Helpers for the rule tests (build a state, roll chosen faces, act with legality checked) and
 * Rolling Pins' spec for the shared harness (also used by `npm run soak`).
 */
import type { HarnessSpec } from "../../../tests/harness/spec.ts";

import type { Action } from "./actions.ts";
import { type Ability, loadDefaultSheet, loadSheetFile } from "./data.ts";
import { applyChance, game } from "./game.ts";
import { layout, type State } from "./state.ts";

/**
 * The rule tests play on a fixed sheet (data/lab/first-design.json, the first default sheet), so
 * that the default sheet's design can change without rewriting them.
 */
export const testSheet = loadSheetFile(
  new URL("data/lab/first-design.json", import.meta.url).pathname,
);

export function start(options: Record<string, unknown> = {}): State {
  return game.setup(game.optionsSchema.parse({ players: 1, sheet: testSheet, ...options }));
}

/** Applies an action after checking it is legal (throws with the reason if not). */
export function act(state: State, action: Action): State {
  const why = game.checkAction(state, action);
  if (why !== null) throw new Error(`illegal ${JSON.stringify(action)}: ${why}`);
  const legal = game.legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));
  if (!legal) throw new Error(`${JSON.stringify(action)} passes checkAction but is not listed`);
  return game.apply(state, action);
}

export function roll(state: State, ...faces: number[]): State {
  const step = game.next(state);
  if (step.kind !== "chance") throw new Error(`no roll due (${step.kind})`);
  if (step.dice.length !== faces.length) throw new Error(`${step.dice.length} dice due`);
  return applyChance(state, faces);
}

/** Choose `count` dice and roll these faces. */
export function bowl(state: State, count: 1 | 2, ...faces: number[]): State {
  return roll(act(state, { type: "dice", count }), ...faces);
}

export const cross = (...pins: number[]): Action => ({ type: "cross", pins });

/** Gives seat `seat` an ability by marking its whole area (as if earned). */
export function grant(state: State, ability: Ability, seat = 0): State {
  const l = layout(state);
  const i = l.areaOf[ability];
  if (i === undefined) throw new Error(`no ${ability}`);
  const sheets = state.sheets.map((s, k) => {
    if (k !== seat) return s;
    const marks = [...s.marks];
    marks[i] = l.areas[i].squares;
    return { ...s, marks };
  });
  return { ...state, sheets };
}

export function legalTypes(state: State): string[] {
  return [...new Set(game.legalActions(state).map((a) => a.type))];
}

export function isLegal(state: State, action: Action): boolean {
  return game.checkAction(state, action) === null;
}

/** Changes seat 0's sheet (tests only: jump to a frame, cross pins, spend balls). */
export function patch(state: State, p: Partial<State["sheets"][number]>, seat = 0): State {
  return { ...state, sheets: state.sheets.map((s, k) => (k === seat ? { ...s, ...p } : s)) };
}

/** Mask of pin numbers in frame f of the default sheet. */
export function pinsMask(state: State, frame: number, numbers: number[]): number {
  const l = layout(state);
  return numbers.reduce((m, n) => m | (1 << l.pins[frame].indexOf(n)), 0);
}

/** A sheet with numbers up to 12 and other gray pins: play must not depend on the default sheet. */
const otherSheet = structuredClone(loadDefaultSheet());
otherSheet.name = "twelve";
otherSheet.frames.forEach((f, i) => {
  f.pins = f.pins.map((p) => (p === 1 + (i % 3) ? 11 + (i % 2) : p));
  f.gray = [f.pins[0], f.pins[9]];
});

export const harness: HarnessSpec = {
  play: [
    {
      label: "another sheet",
      options: { sheet: otherSheet },
      bots: ["greedy", "random"],
      games: 3,
    },
    { label: "solo, random", options: {}, bots: ["random"], games: 12 },
    { label: "solo, greedy", options: {}, bots: ["greedy"], games: 8 },
    { label: "three players, random", options: {}, bots: ["random", "greedy", "random"], games: 4 },
    {
      label: "duplicate rolls",
      options: { duplicate: true },
      bots: ["random", "greedy"],
      games: 6,
    },
    { label: "no abilities", options: { abilities: false }, bots: ["greedy"], games: 6 },
    { label: "referee", options: { referee: true }, bots: ["random"], games: 3 },
    { label: "strong bot, two players", options: {}, bots: ["strong", "greedy"], games: 2 },
    {
      label: "strong bot, duplicate rolls",
      options: { duplicate: true },
      bots: ["strong", "strong"],
      games: 1,
    },
  ],
  fast: [{}, { abilities: false }, { sheet: otherSheet }],
  fastGames: 4,
  goldens: [
    { name: "solo-greedy-7", options: {}, bots: ["greedy"], seed: 7, names: ["Ann"] },
    {
      name: "duplicate-11",
      options: { duplicate: true },
      bots: ["greedy", "random"],
      seed: 11,
      names: ["Ann", "Ben"],
    },
    { name: "solo-strong-3", options: {}, bots: ["strong"], seed: 3, names: ["Ann"] },
  ],
  goldenDir: new URL("golden/", import.meta.url).pathname,
};
