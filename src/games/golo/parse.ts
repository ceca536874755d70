/** Typed commands to actions: positions as shown, roll / bottoms, all, none, referee events. */
import type { Face } from "../../engine/dice.ts";
import type { CommandHelp, Parsed } from "../module.ts";
import { type Action, checkAction, mustRemoveAll, obDie } from "./actions.ts";
import { isHoleByHole } from "./options.ts";
import { dice, type State } from "./state.ts";

const NUM = /^\d+$/;

/** Every command `parse` reads, for `help`. */
export const commandHelp: readonly CommandHelp[] = [
  { command: "roll", does: "roll the cup (hole by hole: roll <n> picks the die, e.g. roll 2)" },
  {
    command: "bottoms",
    does: "call Bottoms and roll: the bottom faces score (bottoms <n> hole by hole)",
  },
  { command: "remove 1 3", does: "score the dice at positions 1 and 3 (scorecard: in hole order)" },
  { command: "1 3", does: "the same, without the word remove" },
  { command: "all", does: "score every die of the roll" },
  { command: "none", does: "Trips, first two rolls: keep every die in the cup" },
  {
    command: "ob 2 9",
    does: "referee: the dice at 2 and 9 left the table (the highest par is re-rolled)",
  },
  { command: "mulligan 4", does: "referee: the die at 4 was caught; re-roll it, no penalty" },
  { command: "unplayable", does: "referee: an unplayable lie; re-roll the whole roll" },
  { command: "dq 2", does: "referee: disqualify player 2" },
];

/** What the deciding seat can type now, beside the parser that reads it (the prompt line). */
export function commands(s: State): string {
  const referee = s.options.referee;
  const dq = referee ? "; dq <seat number>" : "";
  if (s.phase === "tee") {
    if (isHoleByHole(s.options.mode)) {
      const par = s.options.pars[s.round];
      const ds = dice(s).dice.filter((d) => d.par === par);
      if (new Set(ds.map((d) => d.kind)).size === 1)
        return `roll, or bottoms (score the bottom face)${dq}`;
      return `roll <n> or bottoms <n>, n = ${ds.map((d, i) => `${i + 1} ${d.name}`).join(", ")}${dq}`;
    }
    return `roll, or bottoms (score the bottom faces)${dq}`;
  }
  const ref = referee ? `; referee: ob <positions>, mulligan <position>, unplayable${dq}` : "";
  if (mustRemoveAll(s)) return `all (score every die)${ref}`;
  const none = s.options.mode === "trips" ? ", or none" : "";
  const order = s.options.mode === "scorecard" ? " in hole order" : "";
  return `remove <positions>${order}, e.g. remove 1 3${none}${ref}`;
}

/** Positions as shown (1-based) to die indices; an error names the bad one. */
function positions(words: string[], s: State): number[] | string {
  const out: number[] = [];
  for (const w of words) {
    if (!NUM.test(w)) return `"${w}" is not a die position (1-${s.cup.length})`;
    const p = Number(w);
    if (p < 1 || p > s.cup.length) return `no die at position ${p} (1-${s.cup.length})`;
    out.push(s.cup[p - 1]);
  }
  return out;
}

export function parse(line: string, s: State): Parsed<Action> {
  const words = line
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const [cmd = "", ...rest] = words;
  let a: Action | string;
  if (cmd === "roll" || cmd === "r" || cmd === "bottoms" || cmd === "b")
    a = teeAction(cmd, rest, s);
  else if (cmd === "remove" || cmd === "rm" || NUM.test(cmd)) {
    const ps = positions(cmd === "remove" || cmd === "rm" ? rest : words, s);
    a = typeof ps === "string" ? ps : { type: "remove", dice: ps };
  } else if (cmd === "all") a = { type: "remove", dice: [...s.cup] };
  else if (cmd === "none" || cmd === "keep") a = { type: "remove", dice: [] };
  else if (cmd === "ob") {
    const ps = positions(rest, s);
    if (typeof ps === "string") a = ps;
    else if (ps.length === 0) a = "ob needs the position(s) of the die or dice that left the table";
    else if (ps.length === 1) a = { type: "ob", die: ps[0] };
    else a = { type: "ob", die: obDie(s, ps), offTable: ps };
  } else if (cmd === "mulligan") {
    const ps = positions(rest, s);
    a =
      typeof ps === "string"
        ? ps
        : ps.length !== 1
          ? "mulligan needs one die position"
          : { type: "mulligan", die: ps[0] };
  } else if (cmd === "unplayable") a = { type: "unplayable" };
  else if (cmd === "dq") {
    const seat = rest.length ? Number(rest[0]) - 1 : s.seat;
    a =
      Number.isInteger(seat) && seat >= 0
        ? { type: "dq", seat }
        : `"${rest[0]}" is not a seat number`;
  } else a = `unknown command "${cmd}": ${commands(s)}`;
  if (typeof a === "string") return { error: a };
  const why = checkAction(s, a);
  return why === null ? { action: a } : { error: why };
}

function teeAction(cmd: string, rest: string[], s: State): Action | string {
  const bottoms = cmd === "bottoms" || cmd === "b";
  if (!isHoleByHole(s.options.mode)) return { type: "roll", bottoms };
  const par = s.options.pars[s.round];
  const ds = dice(s).dice.filter((d) => d.par === par);
  const n = rest.length ? Number(rest[0]) : 1;
  if (!Number.isInteger(n) || n < 1 || n > ds.length) return `choose a die 1-${ds.length}`;
  return { type: "roll", bottoms, die: ds[n - 1].index };
}

/** Referee mode: the faces the real dice show, in the order the dice are listed. */
export function parseRoll(line: string, _s: State): readonly Face[] | { readonly error: string } {
  const words = line
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.some((w) => !NUM.test(w)))
    return {
      error: "type the faces as numbers separated by spaces, in the order the dice are listed",
    };
  return words.map(Number);
}
