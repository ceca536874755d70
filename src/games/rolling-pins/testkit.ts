/** Helpers for the rule tests: build a state, roll chosen faces, act with legality checked. */
import { applyChance, game } from "./game.ts";
import type { Ability } from "./sheet.ts";
import { type Action, layout, type State } from "./state.ts";

export function start(options: Record<string, unknown> = {}): State {
  return game.setup(game.optionsSchema.parse({ players: 1, ...options }));
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
