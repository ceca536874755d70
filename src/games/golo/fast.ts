/**
 * The fastest path: whole one-seat games in a tight loop with preallocated buffers. It draws from
 * the same generators in the same order as the generic engine in SIMULATION mode (dice:
 * createRng(seed + g, SIM_GENERATOR); the random bot: botRng(seed + g, SIM_GENERATOR)), so each
 * game's score equals the engine's.
 */
import { createSimRng } from "../../engine/rng.ts";
import { botSeed } from "../../strategy/autoplay.ts";
import type { FastPath } from "../module.ts";
import { removesNoneAllowed, scoresWholeRoll } from "./actions.ts";
import { diceFor } from "./data.ts";
import { isHoleByHole, type Options, roundCount } from "./options.ts";
import { holesLeft, reuse } from "./rules/card.ts";
import { roundPars, startingCup } from "./state.ts";
import {
  bestOption,
  greedyPositions,
  keyFor,
  makeScratch,
  optionPositions,
  sortRoll,
} from "./strategy/policy.ts";
import { type Solved, solve } from "./strategy/solver.ts";

/** Whether the fast path covers these options and bot (else the caller uses the engine). */
function covers(bot: string, o: Options): boolean {
  if (o.referee || o.players !== 1 || isHoleByHole(o.mode)) return false;
  if (bot === "random") return o.mode !== "scorecard";
  return bot === "greedy" || bot === "optimal";
}

function run(games: number, seed: number, bot: string, o: Options): Float64Array {
  const set = diceFor(o.dice);
  const N = set.dice.length;
  const mode = o.mode;
  const scorecard = mode === "scorecard";
  const rounds = roundCount(o);
  const top = set.dice.map((d) => Int32Array.from(d.faces));
  const bottom = set.dice.map((d) => Int32Array.from(d.bottomFaces));
  const parOf = Int32Array.from(set.dice.map((d) => d.par));
  const ninePars = Array.from({ length: rounds }, (_, r) => (scorecard ? roundPars(o, r) : []));
  const startCups = Array.from({ length: rounds }, (_, r) => startingCup(o, set, r));
  const tables: (Solved | null)[] = ninePars.map((p) =>
    bot !== "optimal"
      ? null
      : scorecard
        ? solve(set, "scorecard", p)
        : solve(set, mode as "simple" | "trips" | "flop"),
  );
  // Greedy scorecard play reads the pars of the holes left: one slice per hole, made up front.
  const parsFrom = ninePars.map((p) => p.map((_, j) => p.slice(j)));
  const sc = makeScratch(set);
  const cup = new Int32Array(N);
  const faces = new Int32Array(N);
  const out = new Int32Array(N);
  const taken = new Int32Array(sc.K);
  const used = new Uint8Array(N);
  const drop = new Uint8Array(N);
  const result = new Float64Array(games);
  const random = bot === "random";
  const optimal = bot === "optimal";
  const rng = createSimRng(seed);
  const brng = createSimRng(seed);
  for (let g = 0; g < games; g++) {
    rng.reseed(seed + g);
    if (random) brng.reseed(botSeed(seed + g));
    let total = 0;
    for (let r = 0; r < rounds; r++) {
      const pars = ninePars[r];
      const start = startCups[r];
      let n = start.length;
      for (let i = 0; i < n; i++) cup[i] = start[i];
      let rolls = 0;
      let slot = 0;
      while (n > 0) {
        const bottoms = random && brng.below(2) === 1;
        for (let i = 0; i < n; i++) {
          const pos = rng.below(12);
          faces[i] = bottoms ? bottom[cup[i]][pos] : top[cup[i]][pos];
        }
        if (scoresWholeRoll(mode, rolls)) {
          for (let i = 0; i < n; i++) total += faces[i];
          break;
        }
        let m = 0;
        if (random) {
          // The random bot's pick among the removals, listed in ascending bitmask order.
          const mask = removesNoneAllowed(mode, rolls)
            ? brng.below(1 << n)
            : brng.below((1 << n) - 1) + 1;
          for (let i = 0; i < n; i++) if (mask & (1 << i)) out[m++] = i;
        } else if (optimal) {
          const sv = tables[r]!;
          sortRoll(set, sc, cup, faces, n);
          const key = keyFor(sv, scorecard ? slot : mode === "trips" ? rolls : 0, sc);
          m = optionPositions(sv, key, bestOption(sv, key, sc), sc, out, taken);
        } else {
          const holePars = scorecard ? parsFrom[r][slot] : null;
          m = greedyPositions(
            set,
            cup,
            faces,
            n,
            holePars,
            removesNoneAllowed(mode, rolls),
            out,
            used,
          );
        }
        drop.fill(0);
        for (let i = 0; i < m; i++) {
          const p = out[i];
          total += faces[p];
          if (!scorecard) {
            drop[p] = 1;
            continue;
          }
          const par = parOf[cup[p]];
          let inCup = 0;
          for (let q = 0; q < n; q++) if (!drop[q] && parOf[cup[q]] === par) inCup++;
          const what = reuse(holesLeft(pars, par, slot), inCup);
          if (what === "leaves") drop[p] = 1;
          if (what === "colour leaves")
            for (let q = 0; q < n; q++) if (parOf[cup[q]] === par) drop[q] = 1;
          slot++;
        }
        let k = 0;
        for (let i = 0; i < n; i++) if (!drop[i]) cup[k++] = cup[i];
        n = k;
        rolls++;
      }
    }
    result[g] = total;
  }
  return result;
}

export const fast: FastPath<Options> = { covers, run };
