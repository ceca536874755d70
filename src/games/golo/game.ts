/** The GOLO Game object: what happens next, the legal actions, the result, invariants. */
import type { Game, Step } from "../../engine/game.ts";
import { seatName } from "../module.ts";
import { type Action, actionSchema, apply, applyChance, checkAction, removals } from "./actions.ts";
import type { DiceSet } from "./data.ts";
import { isHoleByHole, type Options, optionsSchema, totalSlots } from "./options.ts";
import { result } from "./rules/result.ts";
import { setup } from "./rules/turns.ts";
import { dice, type State } from "./state.ts";

export function next(s: State): Step {
  if (s.phase === "over") return { kind: "end" };
  if (s.phase === "tee" || s.phase === "act") return { kind: "decision", seat: s.seat };
  const set = dice(s);
  const ids = s.phase === "roll" ? s.cup : s.reroll!.dice;
  const label = s.phase === "roll" ? "roll" : `${s.reroll!.kind} re-roll`;
  return {
    kind: "chance",
    dice: ids.map((i) => (s.bottoms ? set.dice[i].bottom : set.dice[i].top)),
    seat: s.seat,
    label,
  };
}

/**
 * The daily challenge's dice: a die is known by the nine, the roll of the nine and which die it
 * is, so whoever rolls die 4 on the nine's third roll sees it land the same way. Bottoms reads
 * the opposite face of that same landing (a die's bottom faces are listed opposite its top's).
 */
export function chanceKeys(s: State): string[] {
  const ids = s.phase === "roll" ? s.cup : (s.reroll?.dice ?? []);
  const roll =
    s.phase === "roll"
      ? `roll ${s.rolls + 1}`
      : `${s.reroll?.kind} re-roll after roll ${s.rolls}, run ${s.unplayableRun}`;
  return ids.map((i) => `nine ${s.round + 1}/${roll}/die ${i}`);
}

export function legalActions(s: State): Action[] {
  if (s.phase !== "tee" && s.phase !== "act") return [];
  const out: Action[] = [];
  if (s.phase === "tee") {
    if (isHoleByHole(s.options.mode)) {
      const par = s.options.pars[s.round];
      for (const d of dice(s).dice) {
        if (d.par !== par) continue;
        out.push({ type: "roll", bottoms: false, die: d.index });
        out.push({ type: "roll", bottoms: true, die: d.index });
      }
    } else {
      out.push({ type: "roll", bottoms: false }, { type: "roll", bottoms: true });
    }
  } else {
    for (const ds of removals(s)) out.push({ type: "remove", dice: ds });
    if (s.options.referee) {
      for (const d of s.cup) out.push({ type: "ob", die: d });
      for (const d of s.cup) out.push({ type: "mulligan", die: d });
      out.push({ type: "unplayable" });
    }
  }
  if (s.options.referee) {
    s.dq.forEach((d, seat) => {
      if (!d) out.push({ type: "dq", seat });
    });
  }
  return out;
}

export function invariants(s: State, names?: readonly string[]): string[] {
  const problems: string[] = [];
  const set: DiceSet = dice(s);
  const slots = totalSlots(s.options, set);
  for (let i = 1; i < s.cup.length; i++) {
    if (s.cup[i] <= s.cup[i - 1]) problems.push(`cup not ascending: ${s.cup}`);
  }
  if (s.phase === "act" && s.faces.length !== s.cup.length) problems.push("faces do not match cup");
  s.faces.forEach((f, i) => {
    const d = set.dice[s.cup[i]];
    if (!d.faces.includes(f)) problems.push(`${d.name} cannot show ${f}`);
  });
  s.cards.forEach((card, seat) => {
    const who = seatName(names, seat);
    if (card.length !== slots) problems.push(`${who}'s card has ${card.length} slots`);
    card.forEach((h, slot) => {
      if (!h) return;
      const d = set.dice[h.die];
      if (h.strokes !== h.face + h.penalty)
        problems.push(`${who}, slot ${slot + 1}: strokes != face + penalty`);
      if (!d.faces.includes(h.face))
        problems.push(`${who}, slot ${slot + 1}: ${d.name} has no face ${h.face}`);
      if (h.par !== d.par)
        problems.push(`${who}, slot ${slot + 1}: par ${h.par} scored with ${d.name}`);
    });
  });
  const m = s.options.mode;
  if (m === "simple" || m === "flop" || m === "trips") {
    // Every die is either in the cup or scored exactly once this nine.
    if (s.phase !== "over" && !s.dq[s.seat]) {
      const base = s.round * set.dice.length;
      const scored = s.cards[s.seat].slice(base, base + set.dice.length).filter((h) => h);
      const seen = [...s.cup, ...scored.map((h) => h!.die)].sort((a, b) => a - b);
      if (seen.join() !== set.dice.map((d) => d.index).join()) {
        problems.push(`dice in cup and scored this nine: ${seen}`);
      }
    }
  }
  if (m === "match" && s.won[0] + s.won[1] > s.holeWinner.length)
    problems.push("too many holes won");
  if (s.penalty < 0 || s.unplayableRun < 0) problems.push("negative penalty");
  return problems;
}

export const game: Game<State, Action, Options> = {
  id: "golo",
  name: "GOLO",
  rulesVersion: "1",
  seats: { min: 1, max: 8 },
  optionsSchema,
  actionSchema,
  setup,
  next,
  legalActions,
  checkAction,
  apply,
  applyChance: (s, faces) => applyChance(s, faces as number[]),
  view: (s) => s,
  result,
  invariants,
  chanceKeys,
};
