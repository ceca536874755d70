/** `hint`: each sensible option with its expected final score (strokes so far + expected rest). */
import type { Hint } from "../../module.ts";
import type { Action } from "../actions.ts";
import type { DiceSet } from "../data.ts";
import { isHoleByHole } from "../options.ts";
import { dice, roundPars, type State, strokes } from "../state.ts";
import { solvedFor, teeChoices } from "./bots.ts";
import { keyFor, makeScratch, optionPositions, optionValue, sortRoll } from "./policy.ts";
import { keyOf, nineValue, solve } from "./solver.ts";

/** Expected strokes of the nines after the current one, played optimally. */
export function laterNines(s: State): number {
  const set = dice(s);
  const o = s.options;
  let t = 0;
  if (o.mode === "scorecard") {
    for (let r = s.round + 1; r < o.pars.length / 9; r++) {
      t += nineValue(solve(set, "scorecard", roundPars(o, r))).mean;
    }
  } else if (o.mode === "simple" || o.mode === "trips" || o.mode === "flop") {
    t = (o.holes / 9 - s.round - 1) * nineValue(solve(set, o.mode)).mean;
  }
  return t;
}

function meanFace(set: DiceSet, die: number): number {
  const f = set.dice[die].faces;
  return f.reduce((a, b) => a + b, 0) / f.length;
}

/** What hint values mean here: strokes, or hole by hole a chance of being the victor. */
export function hintUnitAt(s: State): string {
  if (!isHoleByHole(s.options.mode)) return "expected final strokes";
  if (teeChoices(s) === null && s.phase === "tee") return "expected strokes on this hole";
  return s.options.mode === "match" ? "chance of winning the match" : "chance of most skins";
}

/**
 * Match Play and Skins at a tee: each distinct die of the hole's par, as the command that rolls
 * it, with the exact chance of being the victor (a shared first place counting its share), best
 * first. Skins with more than four seats in play is not solved: there, each die's mean strokes.
 */
function teeHints(s: State): Hint<Action>[] {
  const set = dice(s);
  const ofPar = set.dice.filter((d) => d.par === s.options.pars[s.round]);
  const kinds = new Set(ofPar.map((d) => d.kind)).size;
  const command = (die: number) => {
    const n = ofPar.findIndex((d) => d.index === die) + 1;
    return kinds === 1 ? "roll" : `roll ${n} (${set.dice[die].name})`;
  };
  const roll = (die: number): Action => ({ type: "roll", bottoms: false, die });
  const choices = teeChoices(s);
  if (choices) {
    return choices
      .map((c) => ({ action: roll(c.die), label: command(c.die), value: c.value }))
      .sort((a, b) => b.value - a.value);
  }
  const firsts = ofPar.filter((d, i) => ofPar.findIndex((x) => x.kind === d.kind) === i);
  return firsts
    .map((d) => ({ action: roll(d.index), label: command(d.index), value: meanFace(set, d.index) }))
    .sort((a, b) => a.value - b.value);
}

export function hint(s: State): Hint<Action>[] {
  if (s.phase !== "tee" && s.phase !== "act") return [];
  const set = dice(s);
  const sofar = strokes(s.cards[s.seat]) + s.penalty;
  const m = s.options.mode;
  if (isHoleByHole(m)) return s.phase === "tee" ? teeHints(s) : [];
  const solved = solvedFor(s);
  if (!solved) return [];
  const { sv, ctx } = solved;
  const later = laterNines(s);
  if (s.phase === "tee") {
    const counts = new Array<number>(sv.K).fill(0);
    for (const d of s.cup) counts[set.dice[d].kind]++;
    const v = sofar + sv.position(keyOf(sv, ctx, counts)).mean + later;
    // Bottom faces have the same distribution as top faces: Bottoms is worth exactly the same.
    return [
      { action: { type: "roll", bottoms: false }, label: "roll", value: v },
      { action: { type: "roll", bottoms: true }, label: "bottoms", value: v },
    ];
  }
  const sc = makeScratch(set);
  sortRoll(set, sc, s.cup, s.faces, s.cup.length);
  const key = keyFor(sv, ctx, sc);
  const n = sv.position(key).options.count;
  const out = new Int32Array(s.cup.length);
  const taken = new Int32Array(sc.K);
  const hints: Hint<Action>[] = [];
  for (let o = 0; o < n; o++) {
    const k = optionPositions(sv, key, o, sc, out, taken);
    const pos = [...out.subarray(0, k)];
    if (m !== "scorecard") pos.sort((a, b) => a - b);
    const ds = pos.map((i) => s.cup[i]);
    const now = pos.reduce((t, i) => t + s.faces[i], 0);
    const label =
      ds.length === 0
        ? "none"
        : ds.length === s.cup.length
          ? `all (${now} strokes now)`
          : `remove ${pos.map((i) => i + 1).join(" ")} (${ds.map((d, j) => `${set.dice[d].name} ${s.faces[pos[j]]}`).join(", ")})`;
    hints.push({
      action: { type: "remove", dice: ds },
      label,
      value: sofar + optionValue(sv, key, o, sc) + later,
    });
  }
  // Every option the solver weighs (the front end shows the best few: `hint all` for the rest).
  return hints.sort((a, b) => a.value - b.value);
}
