/**
 * How a sheet moves on: balls end, frames end, bonus frames, turns, shared rolls, and the
 * automatic steps (a forced miss, an Auto-strike, a mark with nowhere to go).
 */
import type { Die, Step } from "../../../engine/index.ts";
import { FULL, type Layout } from "../data.ts";
import {
  canUse,
  clearDice,
  copySheet,
  holds,
  layout,
  markableAreas,
  type PlayerSheet,
  type State,
  standing,
} from "../state.ts";

const faces = [1, 2, 3, 4, 5, 6];
const d6 = (name: string): Die => ({ name, faces });
const OWN = [d6("die 1"), d6("die 2"), d6("extra die")];
const SHARED = [d6("white"), d6("colour"), d6("third")];

/** A new frame begins: its bowling ball is given (not in bonus frames). */
export function startFrame(s: PlayerSheet, frame: number): void {
  s.frame = frame;
  s.ball = 1;
  s.phase = "choose";
  s.count = 0;
  clearDice(s);
  s.rolls = 0;
  s.extraDie = false;
  if (frame < 10) s.ballsGained++;
}

/** Tenpin: the frame's first roll shows double 5s on the two dice kept (after any adjustment). */
export function tenpinStrike(l: Layout, s: PlayerSheet): boolean {
  return (
    holds(l, s, "tenpin") &&
    s.ball === 1 &&
    s.rolls === 1 &&
    s.count === 2 &&
    s.dice.length === 2 &&
    s.dice[0] === 5 &&
    s.dice[1] === 5
  );
}

/** All pins of the frame fell: a strike (first ball) or a spare (second ball). */
export function allDown(l: Layout, s: PlayerSheet, abilities: boolean): void {
  if (s.ball === 1) {
    // "mark one ability square each time you score a strike": in a bonus frame too.
    if (abilities) s.pendingMarks++;
    if (s.frame >= 10) {
      s.bonusNeeded--;
      if (s.bonusNeeded > 0) startFrame(s, s.frame + 1);
      else s.phase = "done";
      return;
    }
  }
  finishFrame(l, s);
}

/** The ball ended by a miss. */
export function endBall(l: Layout, s: PlayerSheet): void {
  clearDice(s);
  s.count = 0;
  s.extraDie = false;
  if (s.ball === 1) {
    if (s.frame >= 10 && --s.bonusNeeded === 0) {
      // The last bonus ball missed: Extra Pin may still be used "after you have already missed".
      s.phase = canUse(l, s, "extraPin") && standing(s) !== 0 ? "frameEnd" : "done";
      return;
    }
    s.ball = 2;
    s.phase = "choose";
    return;
  }
  if (canUse(l, s, "extraPin") && standing(s) !== 0) s.phase = "frameEnd";
  else finishFrame(l, s);
}

/** The frame is over (after a strike, a spare, or the second ball and any Extra Pin). */
export function finishFrame(_l: Layout, s: PlayerSheet): void {
  const f = s.frame;
  if (f >= 10) {
    s.bonusNeeded = 0;
    s.phase = "done";
    return;
  }
  if (f < 9) {
    startFrame(s, f + 1);
    return;
  }
  const strike = s.first[9] === FULL;
  const spare = !strike && (s.first[9] | s.second[9]) === FULL;
  s.bonusNeeded = strike ? 2 : spare ? 1 : 0;
  if (s.bonusNeeded === 0) s.phase = "done";
  else startFrame(s, 10);
}

/** Scores a strike without rolling (Tenpin, Auto-strike): every pin counts for the first ball. */
export function abilityStrike(l: Layout, s: PlayerSheet, by: string, abilities: boolean): void {
  s.first[s.frame] = FULL;
  s.second[s.frame] = 0;
  s.strikeBy[s.frame] = by;
  s.ball = 1;
  allDown(l, s, abilities);
}

/** The sheet of `seat` to change: a copy first if the state shares it with the state before. */
function ownSheet(state: State, seat: number, owned: Set<PlayerSheet> | undefined): PlayerSheet {
  const s = state.sheets[seat];
  if (!owned || owned.has(s)) return s;
  const copy = copySheet(s);
  state.sheets[seat] = copy;
  owned.add(copy);
  return copy;
}

/**
 * Applies the steps nobody decides: drop marks with no open square, apply a pending Auto-strike
 * at a frame's start, end a ball whose roll leaves nothing but a miss, close a frame with no
 * Extra Pin to use, and pass the turn. `onlyMiss` says whether a roll leaves nothing but a miss.
 * `owned`: the sheets this state holds alone (those applyAction and applyChance copied); a sheet
 * it shares with the state before (the next seat's, once the turn passes) is copied before it is
 * changed, so the state before stays as it was. Omitted: every sheet is the caller's own (the
 * fast path's loop, which holds the only reference to its state).
 */
export function settle(
  state: State,
  onlyMiss: (state: State, seat: number) => boolean,
  owned?: Set<PlayerSheet>,
): void {
  const l = layout(state);
  const abilities = state.options.abilities;
  // No closure here (a sheet to change is `ownSheet`'s): tsx names every closure it makes.
  for (let guard = 0; guard < 1000; guard++) {
    let changed = false;
    const seats = state.options.duplicate ? state.sheets.length : 1;
    for (let i = 0; i < seats; i++) {
      const seat = state.options.duplicate ? i : state.turn;
      const s = state.sheets[seat];
      if (s.phase === "done") {
        // A square earned by the last ball of the game has nothing left to open.
        if (s.pendingMarks > 0) {
          ownSheet(state, seat, owned).pendingMarks = 0;
          changed = true;
        }
        continue;
      }
      if (s.pendingMarks > 0 && markableAreas(l, s).length === 0) {
        ownSheet(state, seat, owned).pendingMarks = 0;
        changed = true;
      }
      if (state.sheets[seat].pendingMarks > 0) continue;
      const fresh = s.ball === 1 && s.rolls === 0 && s.phase === "choose";
      if (s.autoStrike && fresh && (s.first[s.frame] | s.second[s.frame]) === 0) {
        const w = ownSheet(state, seat, owned);
        w.autoStrike = false;
        w.used[l.areaOf.autoStrike ?? 0] = 1;
        abilityStrike(l, w, "autoStrike", abilities);
        changed = true;
      } else if (s.phase === "roll" && tenpinStrike(l, s)) {
        // Tenpin: "you immediately score a strike", whether rolled or adjusted to double 5s.
        abilityStrike(l, ownSheet(state, seat, owned), "tenpin", abilities);
        changed = true;
      } else if (s.phase === "roll" && onlyMiss(state, seat)) {
        endBall(l, ownSheet(state, seat, owned));
        changed = true;
      } else if (s.phase === "frameEnd" && !(canUse(l, s, "extraPin") && standing(s) !== 0)) {
        finishFrame(l, ownSheet(state, seat, owned));
        changed = true;
      }
    }
    if (!state.options.duplicate && passTurn(state)) changed = true;
    if (!changed) return;
  }
  throw new Error("rolling-pins: settle did not come to rest");
}

/** Bowling order: each player bowls a whole frame (the tenth with its bonus frames), then the next. */
function passTurn(state: State): boolean {
  const s = state.sheets[state.turn];
  if (s.pendingMarks > 0) return false;
  const over = s.phase === "done" || (s.frame !== state.turnFrame && s.frame < 10);
  if (!over) return false;
  const n = state.sheets.length;
  for (let k = 1; k <= n; k++) {
    const seat = (state.turn + k) % n;
    if (state.sheets[seat].phase !== "done") {
      if (seat === state.turn && s.phase !== "done") {
        state.turnFrame = s.frame;
        return false;
      }
      state.turn = seat;
      state.turnFrame = state.sheets[seat].frame;
      return true;
    }
  }
  return false;
}

function decides(s: PlayerSheet): boolean {
  return (
    s.phase !== "done" &&
    (s.pendingMarks > 0 || s.phase === "roll" || s.phase === "frameEnd" || s.phase === "choose")
  );
}

export function nextStep(state: State): Step {
  if (!state.options.duplicate) {
    const s = state.sheets[state.turn];
    if (s.phase === "done") return { kind: "end" };
    if (decides(s)) return { kind: "decision", seat: state.turn };
    return ownRoll(s, state.turn);
  }
  const sheets = state.sheets;
  for (let i = 0; i < sheets.length; i++) {
    const s = sheets[i];
    if (s.phase !== "done" && (s.pendingMarks > 0 || s.phase === "roll" || s.phase === "frameEnd"))
      return { kind: "decision", seat: i };
  }
  for (let i = 0; i < sheets.length; i++)
    if (sheets[i].phase === "reroll") return ownRoll(sheets[i], i);
  for (let i = 0; i < sheets.length; i++)
    if (sheets[i].phase === "choose") return { kind: "decision", seat: i };
  const waiting = sheets.filter((s) => s.phase === "wait");
  if (waiting.length === 0) return { kind: "end" };
  const third = waiting.some((s) => s.extraDie);
  return { kind: "chance", dice: SHARED.slice(0, third ? 3 : 2), label: "shared roll" };
}

/**
 * The daily challenge's dice: a die is known by the frame, the ball, the roll of the frame (a
 * Re-roll by how many abilities were used before it) and its name, so the same situation sees
 * the same dice whichever dice were chosen before.
 */
export function chanceKeys(state: State): string[] {
  const step = nextStep(state);
  if (step.kind !== "chance") return [];
  const s =
    step.seat === undefined
      ? state.sheets.find((x) => x.phase === "wait")
      : state.sheets[step.seat];
  if (!s) return [];
  const roll =
    s.phase === "reroll"
      ? `roll ${s.rolls}/re-roll after ${s.used.reduce((a, b) => a + b, 0)} uses`
      : `roll ${s.rolls + 1}`;
  const who = step.seat === undefined ? "shared" : "own";
  return step.dice.map((d) => `frame ${s.frame + 1}/ball ${s.ball}/${roll}/${who} ${d.name}`);
}

/** A roll's dice by count, with Extra Die's (shared: a step's dice are read, never changed). */
const OWN_DICE: readonly (readonly Die[])[] = [[], OWN.slice(0, 1), OWN.slice(0, 2)];
const WITH_EXTRA: readonly (readonly Die[])[] = [
  [OWN[2]],
  [OWN[0], OWN[2]],
  [OWN[0], OWN[1], OWN[2]],
];

function ownRoll(s: PlayerSheet, seat: number): Step {
  const dice = s.count >= 0 && s.count <= 2 ? (s.extraDie ? WITH_EXTRA : OWN_DICE)[s.count] : null;
  return {
    kind: "chance",
    dice: dice ?? ownDice(s),
    seat,
    label: s.phase === "reroll" ? "re-roll" : "roll",
  };
}

function ownDice(s: PlayerSheet): Die[] {
  const n = s.count + (s.extraDie ? 1 : 0);
  return s.extraDie ? [...OWN.slice(0, s.count), OWN[2]] : OWN.slice(0, n);
}

/** Puts the faces on the sheet they are for; Lucky Doubles gives a ball for a pair. */
export function receiveRoll(l: Layout, s: PlayerSheet, rolled: readonly number[]): void {
  if (s.phase === "wait") s.rolls++;
  // Loops, not spreads and a Set: this runs for every roll of a simulation.
  const n = rolled.length;
  const dice: number[] = [];
  const faces: number[] = [];
  const doubled: boolean[] = [];
  let pair = false;
  for (let i = 0; i < n; i++) {
    const f = rolled[i];
    for (let j = 0; j < i; j++) if (rolled[j] === f) pair = true;
    dice.push(f);
    faces.push(f);
    doubled.push(false);
  }
  s.dice = dice;
  s.faces = faces;
  s.doubled = doubled;
  s.phase = "roll";
  if (pair && holds(l, s, "luckyDoubles")) s.ballsGained++;
}

/** Which dice of a shared roll a sheet uses: the colour die alone, or white and colour (+ third). */
export function sharedFaces(s: PlayerSheet, faces: readonly number[]): number[] {
  const own = s.count === 2 ? [faces[0], faces[1]] : [faces[1]];
  if (s.extraDie) own.push(faces[2]);
  return own;
}
