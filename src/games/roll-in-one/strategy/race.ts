/**
 * The race to the green, as a Markov chain: a golfer who plays the model's best shot from every
 * space moves by that shot's exact landing distribution. From each start space the chain gives,
 * turn by turn, the chance of not being on the green yet, the distance to the green (hex steps,
 * as the table scores it) and the expected penalties of that turn. The table bot (table.ts)
 * combines these chains of every seat into each seat's expected score of the hole.
 */
import { distance } from "../rules/hex.ts";
import { bestShot, type Model } from "./model.ts";
import { landing } from "./odds.ts";

/** Turns followed (a hole is picked up after 30 rounds by default). */
export const HORIZON = 31;

/** One seat's race from a start, by turns u = 0..HORIZON taken from it. */
export interface Chain {
  /** P(not on the green after u turns). */
  readonly surv: Float64Array;
  /** dist[u * D + x]: P(not on the green after u - 1 turns, and x steps from it after u). */
  readonly dist: Float64Array;
  /** Expected penalties taken in turn u (0 once on the green; pen[0] = 0). */
  readonly pen: Float64Array;
}

export interface Race {
  readonly model: Model;
  /** Distances run 0..D-1. */
  readonly D: number;
  /** Hex steps from each space to the green. */
  readonly steps: Int32Array;
  /** The best shot's resting spaces from each space: [to, probability, penalties] triples. */
  readonly moves: Float64Array[];
  readonly chains: (Chain | undefined)[];
  /** The chain of a ball already on the green. */
  readonly holed: Chain;
}

const races = new WeakMap<Model, Race>();

/** The race of a solved model (remembered per model). */
export function raceOf(m: Model): Race {
  let r = races.get(m);
  if (r) return r;
  const c = m.course;
  const g = c.hexes[c.green];
  const steps = Int32Array.from(c.hexes.map((h) => distance(h, g)));
  const D = Math.max(...steps) + 1;
  const moves = c.hexes.map((_, from) => {
    if (from === c.green) return new Float64Array(0);
    const best = bestShot(m, from);
    const out: number[] = [];
    for (const [key, p] of landing(m, best.club, from, best.dir).outcomes) {
      const [to, pen] = key.split("|").map(Number);
      out.push(to, p, pen);
    }
    return Float64Array.from(out);
  });
  const holed: Chain = {
    surv: new Float64Array(HORIZON + 1),
    dist: new Float64Array((HORIZON + 1) * D),
    pen: new Float64Array(HORIZON + 1),
  };
  holed.dist[0] = 1;
  r = { model: m, D, steps, moves, chains: [], holed };
  races.set(m, r);
  return r;
}

/** The chain from space `from` (-1 or the green: already holed), computed once. */
export function chainFrom(r: Race, from: number): Chain {
  const green = r.model.course.green;
  if (from < 0 || from === green) return r.holed;
  const known = r.chains[from];
  if (known) return known;
  const n = r.steps.length;
  const { D, steps, moves } = r;
  const surv = new Float64Array(HORIZON + 1);
  const dist = new Float64Array((HORIZON + 1) * D);
  const pen = new Float64Array(HORIZON + 1);
  let at = new Float64Array(n);
  at[from] = 1;
  surv[0] = 1;
  dist[steps[from]] = 1;
  for (let u = 1; u <= HORIZON; u++) {
    const next = new Float64Array(n);
    let penalties = 0;
    for (let c = 0; c < n; c++) {
      const p = at[c];
      if (p === 0 || c === green) continue;
      const mv = moves[c];
      for (let i = 0; i < mv.length; i += 3) {
        const q = p * mv[i + 1];
        next[mv[i]] += q;
        penalties += q * mv[i + 2];
      }
    }
    let left = 0;
    for (let c = 0; c < n; c++) {
      if (next[c] === 0) continue;
      dist[u * D + steps[c]] += next[c];
      if (c !== green) left += next[c];
    }
    surv[u] = left;
    pen[u] = penalties;
    // Balls on the green leave the chain: what is left is the mass still playing.
    next[green] = 0;
    at = next;
  }
  const chain = { surv, dist, pen };
  r.chains[from] = chain;
  return chain;
}
