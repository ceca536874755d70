/** `hint`: each sensible option with its expected final score (strokes so far + expected rest). */
import type { Hint } from "../../module.ts";
import type { Action } from "../actions.ts";
import type { DiceSet } from "../data.ts";
import { dice, roundPars, type State, strokes } from "../state.ts";
import { solvedFor } from "./bots.ts";
import { keyFor, makeScratch, optionPositions, optionValue, sortRoll } from "./policy.ts";
import { keyOf, nineValue, solve } from "./solver.ts";

const MAX_HINTS = 10;

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

export function hint(s: State): Hint<Action>[] {
  if (s.phase !== "tee" && s.phase !== "act") return [];
  const set = dice(s);
  const sofar = strokes(s.cards[s.seat]) + s.penalty;
  const m = s.options.mode;
  if (m === "match" || m === "skins") {
    if (s.phase !== "tee") return [];
    // One die a hole: the expected strokes of this hole's die; later holes not counted.
    const par = s.options.pars[s.round];
    return set.dice
      .filter((d) => d.par === par)
      .map((d) => ({
        action: { type: "roll", bottoms: false, die: d.index } as Action,
        label: `roll ${d.name}`,
        value: sofar + meanFace(set, d.index),
      }))
      .sort((a, b) => a.value - b.value);
  }
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
        ? "remove none"
        : ds.length === s.cup.length
          ? `all (${now} strokes now)`
          : `remove ${pos.map((i) => i + 1).join(" ")} (${ds.map((d, j) => `${set.dice[d].name} ${s.faces[pos[j]]}`).join(", ")})`;
    hints.push({
      action: { type: "remove", dice: ds },
      label,
      value: sofar + optionValue(sv, key, o, sc) + later,
    });
  }
  return hints.sort((a, b) => a.value - b.value).slice(0, MAX_HINTS);
}
