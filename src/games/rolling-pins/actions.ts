/** The decisions of Rolling Pins: their shape, which are legal now, why one is not, and what each does. */
import { z } from "zod";
import { ABILITY_NAMES, type Ability, type Layout } from "./data.ts";
import { allDown, endBall, finishFrame, settle } from "./rules/flow.ts";
import {
  ballsLeft,
  canUse,
  clearDice,
  copySheet,
  holds,
  layout,
  markableAreas,
  maskOf,
  type PlayerSheet,
  pinNumbers,
  rollValue,
  type State,
  standing,
  turnFace,
  withSheets,
} from "./state.ts";

const die = z.number().int().min(0).max(2);
export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("dice"), count: z.union([z.literal(1), z.literal(2)]) }).strict(),
  z.object({ type: z.literal("cross"), pins: z.array(z.number().int()).min(1).max(10) }).strict(),
  z.object({ type: z.literal("miss") }).strict(),
  z.object({ type: z.literal("ball"), die, delta: z.number().int() }).strict(),
  z.object({ type: z.literal("flip"), die }).strict(),
  z.object({ type: z.literal("spin"), die, face: z.number().int().min(1).max(6) }).strict(),
  z.object({ type: z.literal("double"), die }).strict(),
  z.object({ type: z.literal("discard"), die }).strict(),
  z.object({ type: z.literal("reroll") }).strict(),
  z.object({ type: z.literal("extraDie") }).strict(),
  z.object({ type: z.literal("extraPin"), pin: z.number().int() }).strict(),
  z.object({ type: z.literal("strike") }).strict(),
  z.object({ type: z.literal("mark"), area: z.number().int().min(0).max(9) }).strict(),
  z.object({ type: z.literal("next") }).strict(),
]);
export type Action = z.infer<typeof actionSchema>;

/** Every set of standing pins whose numbers add up to v (masks of positions). */
export function crossings(l: Layout, s: PlayerSheet, v: number): number[] {
  const out: number[] = [];
  // No list for a value no set of pins adds up to (pins are numbered from 1: none below 1).
  const masks = l.withSum[s.frame][v];
  if (!masks) return out;
  const S = standing(s);
  for (let i = 0; i < masks.length; i++) if ((masks[i] & ~S) === 0) out.push(masks[i]);
  return out;
}

function hasCrossing(l: Layout, s: PlayerSheet, v: number): boolean {
  const masks = l.withSum[s.frame][v];
  if (!masks) return false;
  const S = standing(s);
  for (let i = 0; i < masks.length; i++) if ((masks[i] & ~S) === 0) return true;
  return false;
}

const DIE_ABILITIES = ["flip", "spin", "double"] as const;

/** After a roll, is a miss the only thing left to do? (Then it happens by itself.) */
export function onlyMiss(state: State, seat: number): boolean {
  const l = layout(state);
  const s = state.sheets[seat];
  if (s.dice.length !== s.count) return false;
  if (ballsLeft(s) > 0 || canUse(l, s, "reroll") || canUse(l, s, "extraPin")) return false;
  for (const a of DIE_ABILITIES) if (canUse(l, s, a)) return false;
  return !hasCrossing(l, s, rollValue(s));
}

export function legalFor(state: State, seat: number): Action[] {
  const l = layout(state);
  const s = state.sheets[seat];
  const out: Action[] = [];
  if (s.pendingMarks > 0) {
    for (const area of markableAreas(l, s)) out.push({ type: "mark", area });
    return out;
  }
  if (s.phase === "choose") {
    out.push({ type: "dice", count: 1 }, { type: "dice", count: 2 });
    if (canUse(l, s, "extraDie") && !s.extraDie) out.push({ type: "extraDie" });
    extraPins(l, s, out);
  } else if (s.phase === "frameEnd") {
    out.push({ type: "next" });
    extraPins(l, s, out);
  } else if (s.phase === "roll") {
    const v = rollValue(s);
    for (const t of crossings(l, s, v))
      out.push({ type: "cross", pins: pinNumbers(l, s.frame, t) });
    out.push({ type: "miss" });
    const k = ballsLeft(s);
    const flip = canUse(l, s, "flip");
    const spin = canUse(l, s, "spin");
    const double = canUse(l, s, "double");
    for (let die = 0; die < s.dice.length; die++) {
      const d = s.dice[die];
      for (let delta = -k; delta <= k; delta++)
        if (delta !== 0 && d + delta >= 1) out.push({ type: "ball", die, delta });
      if (flip) out.push({ type: "flip", die });
      if (spin)
        for (let face = 1; face <= 6; face++)
          if (face !== s.faces[die]) out.push({ type: "spin", die, face });
      if (double) out.push({ type: "double", die });
      if (s.dice.length > s.count) out.push({ type: "discard", die });
    }
    if (canUse(l, s, "reroll")) out.push({ type: "reroll" });
    extraPins(l, s, out);
  }
  return out;
}

/** Extra Pin on each standing pin, while it can be used. */
function extraPins(l: Layout, s: PlayerSheet, out: Action[]): void {
  if (!canUse(l, s, "extraPin")) return;
  for (const pin of pinNumbers(l, s.frame, standing(s))) out.push({ type: "extraPin", pin });
}

function need(l: Layout, s: PlayerSheet, a: Ability): string | null {
  if (l.areaOf[a] === undefined) return `this sheet has no ${ABILITY_NAMES[a]}`;
  if (!holds(l, s, a)) return `you have not gained ${ABILITY_NAMES[a]} (mark all its squares)`;
  return canUse(l, s, a) ? null : `${ABILITY_NAMES[a]} is used up (once per game)`;
}

function dieProblem(s: PlayerSheet, die: number): string | null {
  if (s.phase !== "roll") return "no dice are showing";
  return die < s.dice.length ? null : `there is no die ${die + 1}`;
}

/** Why `action` is not legal for `seat` now, or null. */
export function whyNot(state: State, seat: number, a: Action): string | null {
  const l = layout(state);
  const s = state.sheets[seat];
  if (s.pendingMarks > 0 && a.type !== "mark")
    return "first mark a square for your strike or gray pin";
  switch (a.type) {
    case "mark": {
      if (s.pendingMarks === 0) return "you have no square to mark";
      if (markableAreas(l, s).includes(a.area)) return null;
      if (s.marks[a.area] >= l.areas[a.area].squares) return "that area is full";
      return "the bottom five areas open only when all ten top squares are marked";
    }
    case "dice":
      return s.phase === "choose" ? null : "dice are chosen before a roll";
    case "extraDie":
      if (s.phase !== "choose") return "Extra Die is taken before rolling";
      return s.extraDie ? "Extra Die is already rolling this ball" : need(l, s, "extraDie");
    case "next":
      return s.phase === "frameEnd" ? null : "the frame is not over";
    case "extraPin": {
      if (s.phase === "wait" || s.phase === "reroll") return "roll the dice first";
      const m = maskOf(l, s.frame, [a.pin]);
      if (m < 0 || (m & standing(s)) === 0) return `pin ${a.pin} is not standing in this frame`;
      return need(l, s, "extraPin");
    }
    case "cross": {
      if (s.phase !== "roll") return "roll the dice first";
      if (s.dice.length > s.count) return "discard one die first (Extra Die)";
      const m = maskOf(l, s.frame, a.pins);
      if (m < 0) return `not ${a.pins.length === 1 ? "a pin" : "distinct pins"} of this frame`;
      if ((m & standing(s)) !== m) return "those pins are not all standing";
      const v = rollValue(s);
      const sum = l.sums[s.frame][m];
      return sum === v ? null : `the pins add up to ${sum}, the roll is ${v}`;
    }
    case "miss":
      return s.phase === "roll" ? null : "you miss after a roll";
    case "strike":
      // Kept in the action shape so that an old record reads; Tenpin now strikes by itself.
      return "Tenpin scores the strike by itself when the frame's first roll shows double 5s";
    case "reroll":
      return s.phase === "roll" ? need(l, s, "reroll") : "nothing to re-roll yet";
    case "discard":
      if (dieProblem(s, a.die)) return dieProblem(s, a.die);
      return s.dice.length > s.count ? null : "no die to discard";
    case "ball": {
      if (dieProblem(s, a.die)) return dieProblem(s, a.die);
      const k = Math.abs(a.delta);
      if (k === 0) return "say +1 or -1 (or +2, -3...)";
      if (k > ballsLeft(s))
        return `you have ${ballsLeft(s)} bowling ball${ballsLeft(s) === 1 ? "" : "s"} left`;
      return s.dice[a.die] + a.delta >= 1 ? null : "a die cannot go below 1";
    }
    case "flip":
      if (dieProblem(s, a.die)) return dieProblem(s, a.die);
      return need(l, s, "flip");
    case "spin":
      if (dieProblem(s, a.die)) return dieProblem(s, a.die);
      return s.faces[a.die] === a.face ? "the die already shows that face" : need(l, s, "spin");
    case "double":
      return dieProblem(s, a.die) ?? need(l, s, "double");
  }
}

function use(l: Layout, s: PlayerSheet, a: Ability): void {
  s.used[l.areaOf[a] ?? 0] = 1;
}

function crossOut(state: State, s: PlayerSheet, m: number): void {
  const l = layout(state);
  // Ball 1 at a frame's end is the last bonus ball: its Extra Pin counts for that ball.
  if (s.ball === 1) s.first[s.frame] |= m;
  else {
    s.second[s.frame] |= m;
    // Gray pins mark a square only on the second ball of frames 1-10.
    const gray = m & l.gray[s.frame];
    if (gray && s.frame < 10 && state.options.abilities) {
      for (let g = gray; g; g &= g - 1) s.pendingMarks++;
    }
  }
}

/** Applies a legal action for `seat` (checked by the caller) and settles the automatic steps. */
export function applyAction(state: State, seat: number, a: Action): State {
  const sheets = [...state.sheets];
  sheets[seat] = copySheet(sheets[seat]);
  const next = withSheets(state, sheets);
  actInPlace(next, seat, a, new Set([sheets[seat]]));
  return next;
}

/**
 * `applyAction` on the state itself: for a loop that holds the only reference to its state (the
 * fast path), where copying every sheet at every step was a tenth of the time.
 */
export function actInPlace(
  next: State,
  seat: number,
  a: Action,
  /** The sheets `next` holds alone, when it shares the others with the state before (settle). */
  owned?: Set<PlayerSheet>,
): void {
  const l = layout(next);
  const s = next.sheets[seat];
  const state = next;
  switch (a.type) {
    case "mark": {
      s.pendingMarks--;
      s.marks[a.area]++;
      if (s.marks[a.area] === l.areas[a.area].squares) {
        const ability = l.areas[a.area].ability;
        if (ability === "ballReturn") {
          s.ballsGained += 2;
          s.used[a.area] = 1;
        }
        if (ability === "autoStrike") s.autoStrike = true;
      }
      break;
    }
    case "dice":
      s.count = a.count;
      s.phase = "wait";
      break;
    case "extraDie":
      use(l, s, "extraDie");
      s.extraDie = true;
      break;
    case "next":
      finishFrame(l, s);
      break;
    case "extraPin": {
      use(l, s, "extraPin");
      const wasEnd = s.phase === "frameEnd";
      crossOut(next, s, maskOf(l, s.frame, [a.pin]));
      if (standing(s) === 0) {
        if (wasEnd) finishFrame(l, s);
        else allDown(l, s, state.options.abilities);
      } else if (wasEnd) finishFrame(l, s);
      break;
    }
    case "cross":
      crossOut(next, s, maskOf(l, s.frame, a.pins));
      clearDice(s);
      s.count = 0;
      if (standing(s) === 0) allDown(l, s, state.options.abilities);
      else s.phase = "choose";
      break;
    case "miss":
      endBall(l, s);
      break;
    case "reroll":
      use(l, s, "reroll");
      clearDice(s);
      s.phase = "reroll";
      break;
    case "discard":
      s.dice.splice(a.die, 1);
      s.faces.splice(a.die, 1);
      s.doubled.splice(a.die, 1);
      break;
    case "ball":
      s.dice[a.die] += a.delta;
      s.ballsUsed += Math.abs(a.delta);
      break;
    case "flip":
      use(l, s, "flip");
      turnFace(s, a.die, 7 - s.faces[a.die]);
      break;
    case "spin":
      use(l, s, "spin");
      turnFace(s, a.die, a.face);
      break;
    case "double":
      use(l, s, "double");
      s.dice[a.die] *= 2;
      s.doubled[a.die] = true;
      break;
  }
  settle(next, onlyMiss, owned);
}
