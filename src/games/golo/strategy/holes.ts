/**
 * Match Play and Skins, solved exactly. A hole is one roll of one die of its par, so the only
 * choice is which die (red A or B, blue A or B; the whites are identical). Seats roll in turn and
 * each sees the strokes rolled before it, so the game has perfect information: backward induction
 * over (hole, holes won or skins per seat, skins carried), each seat choosing the die that
 * maximises its own chance of being the victor (a first place shared by k seats counting 1/k),
 * is a subgame-perfect equilibrium in pure strategies: no seat gains by changing its play alone,
 * at any point of the game. Ties between dice go to the first die of the par (its lowest index).
 */
import type { DiceSet } from "../data.ts";
import type { Mode } from "../options.ts";

/** The most seats solved (more take too long for a first hint: 8 seats, 18 holes). */
export const MAX_SOLVED_SEATS = 4;

/** Before a seat rolls: the lowest strokes so far on this hole and who holds it (-1: tied). */
export interface HoleSoFar {
  /** How many of the seats in play have rolled this hole. */
  readonly rolled: number;
  readonly best: number;
  readonly leader: number;
}

export interface DieChoice {
  readonly die: number;
  /** The deciding seat's chance of being the victor after rolling this die. */
  readonly value: number;
}

export interface HoleSolver {
  /** Each seat's chance of being the victor before hole `h` (seats out of play: 0). */
  value(h: number, won: readonly number[], carry: number): Float64Array;
  /** The candidate dice at a tee, each with the deciding seat's chance, in die order. */
  choices(h: number, won: readonly number[], carry: number, sofar: HoleSoFar): DieChoice[];
}

interface Candidate {
  readonly die: number;
  readonly faces: readonly number[];
  readonly probs: readonly number[];
}

/** Distinct dice of each par (identical dice of a kind are one), with their faces' odds. */
function candidatesOf(set: DiceSet): Map<number, Candidate[]> {
  const out = new Map<number, Candidate[]>();
  const kinds = new Set<number>();
  for (const d of set.dice) {
    if (kinds.has(d.kind)) continue;
    kinds.add(d.kind);
    const count = new Map<number, number>();
    for (const f of d.faces) count.set(f, (count.get(f) ?? 0) + 1);
    const faces = [...count.keys()].sort((a, b) => a - b);
    const c = { die: d.index, faces, probs: faces.map((f) => count.get(f)! / d.faces.length) };
    out.set(d.par, [...(out.get(d.par) ?? []), c]);
  }
  return out;
}

/** The greedy rule hole by hole: the die of the par with the lowest mean, the first of equals. */
export function lowestMeanDie(set: DiceSet, par: number): number {
  let best = -1;
  let bestMean = Number.POSITIVE_INFINITY;
  for (const d of set.dice) {
    if (d.par !== par) continue;
    const mean = d.faces.reduce((a, b) => a + b, 0) / d.faces.length;
    if (mean < bestMean) {
      bestMean = mean;
      best = d.index;
    }
  }
  return best;
}

const NOBODY = Number.POSITIVE_INFINITY;
const EPS = 1e-12;

/**
 * The solver for a course, a mode and the seats in play (`active`, in playing order; other seats
 * are disqualified: they never win). `players` is the length of every value vector. Seats in
 * `greedy` do not choose: they roll the die of lowest mean (the greedy bot), so the others' play
 * is their best response to it.
 */
export function holeSolver(
  set: DiceSet,
  pars: readonly number[],
  mode: Extract<Mode, "match" | "skins">,
  players: number,
  active: readonly number[],
  greedy: readonly number[] = [],
): HoleSolver {
  const H = pars.length;
  const cands = candidatesOf(set);
  const memo = new Map<string, Float64Array>();
  // What the future depends on: each seat's deficit to the leader, and only while it can still be
  // made up (a seat further behind than the skins left can never be the victor).
  const keyOf = (h: number, won: readonly number[], carry: number) => {
    const left = H - h + carry;
    let top = Number.NEGATIVE_INFINITY;
    for (const a of active) top = Math.max(top, won[a]);
    return `${h}|${active.map((a) => Math.min(top - won[a], left + 1)).join(",")}|${carry}`;
  };

  const payoff = (won: readonly number[]): Float64Array => {
    const v = new Float64Array(players);
    let top = Number.NEGATIVE_INFINITY;
    for (const a of active) top = Math.max(top, won[a]);
    const winners = active.filter((a) => won[a] === top);
    for (const a of winners) v[a] = 1 / winners.length;
    return v;
  };

  /** Values after hole h is settled, per leader (index: leader + 1; 0 = tied). */
  const settled = (h: number, won: readonly number[], carry: number): Float64Array[] => {
    const out: Float64Array[] = [value(h + 1, won, mode === "skins" ? carry + 1 : 0)];
    for (let seat = 0; seat < players; seat++) {
      if (!active.includes(seat)) {
        out.push(new Float64Array(players));
        continue;
      }
      const w = [...won];
      w[seat] += mode === "skins" ? carry + 1 : 1;
      out.push(value(h + 1, w, 0));
    }
    return out;
  };

  /** Within hole h: the vector when the seats from `j` on roll, each choosing its best die. */
  const within = (h: number, next: Float64Array[]) => {
    const local = new Map<number, { v: Float64Array; options: DieChoice[] }>();
    const dice = cands.get(pars[h]) ?? [];
    const q = (j: number, best: number, leader: number) => {
      if (j === active.length) return { v: next[leader + 1], options: [] as DieChoice[] };
      const id = (j * 64 + (best === NOBODY ? 63 : best)) * (players + 1) + leader + 1;
      let hit = local.get(id);
      if (hit) return hit;
      const seat = active[j];
      let chosen: Float64Array | null = null;
      const options: DieChoice[] = [];
      for (const c of dice) {
        const v = new Float64Array(players);
        c.faces.forEach((x, i) => {
          const after =
            x < best ? q(j + 1, x, seat) : x === best ? q(j + 1, best, -1) : q(j + 1, best, leader);
          for (let a = 0; a < players; a++) v[a] += c.probs[i] * after.v[a];
        });
        options.push({ die: c.die, value: v[seat] });
        if (greedy.includes(seat)) {
          if (c.die === lowestMeanDie(set, pars[h])) chosen = v;
        } else if (!chosen || v[seat] > chosen[seat] + EPS) chosen = v;
      }
      hit = { v: chosen ?? next[leader + 1], options };
      local.set(id, hit);
      return hit;
    };
    return q;
  };

  function value(h: number, won: readonly number[], carry: number): Float64Array {
    if (h === H) return payoff(won);
    const key = keyOf(h, won, carry);
    let v = memo.get(key);
    if (!v) {
      v = within(h, settled(h, won, carry))(0, NOBODY, -1).v;
      memo.set(key, v);
    }
    return v;
  }

  return {
    value,
    choices(h, won, carry, sofar) {
      const q = within(h, settled(h, won, carry));
      const best = sofar.rolled === 0 ? NOBODY : sofar.best;
      return q(sofar.rolled, best, sofar.leader).options;
    },
  };
}

const cache = new WeakMap<DiceSet, Map<string, HoleSolver>>();

/** Memoised per dice set, course, mode and seats in play. */
export function holeSolverFor(
  set: DiceSet,
  pars: readonly number[],
  mode: Extract<Mode, "match" | "skins">,
  players: number,
  active: readonly number[],
): HoleSolver {
  let bySet = cache.get(set);
  if (!bySet) {
    bySet = new Map();
    cache.set(set, bySet);
  }
  const id = `${mode}|${pars.join(",")}|${players}|${active.join(",")}`;
  let t = bySet.get(id);
  if (!t) {
    t = holeSolver(set, pars, mode, players, active);
    bySet.set(id, t);
  }
  return t;
}

/** The best die among `choices` (the first of equals). */
export function bestChoice(choices: readonly DieChoice[]): DieChoice {
  let best = choices[0];
  for (const c of choices) if (c.value > best.value + EPS) best = c;
  return best;
}
