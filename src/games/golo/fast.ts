/**
 * The fastest path: whole one-seat games in a tight loop with preallocated buffers. It draws from
 * the same generators in the same order as the generic engine (dice: createRng(seed + g); the
 * random bot: botRng(seed + g)), so each game's score equals the engine's.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { createRng } from "../../engine/rng.ts";
import { botRng } from "../../strategy/autoplay.ts";
import { diceFor } from "./dice.ts";
import type { GoloOptions } from "./options.ts";
import { roundPars } from "./state.ts";
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
export function fastCovers(bot: string, o: GoloOptions): boolean {
  if (o.referee || o.players !== 1) return false;
  if (o.mode === "match" || o.mode === "skins") return false;
  if (bot === "random") return o.mode !== "scorecard";
  return bot === "greedy" || bot === "optimal";
}

export function fastGolo(games: number, seed: number, bot: string, o: GoloOptions): Float64Array {
  const set = diceFor(o.dice);
  const N = set.dice.length;
  const mode = o.mode;
  const rounds = mode === "scorecard" ? o.pars.length / 9 : o.holes / 9;
  const top = set.dice.map((d) => Int32Array.from(d.faces));
  const bottom = set.dice.map((d) => Int32Array.from(d.bottomFaces));
  const parOf = Int32Array.from(set.dice.map((d) => d.par));
  const ninePars = Array.from({ length: rounds }, (_, r) =>
    mode === "scorecard" ? roundPars(o, r) : [],
  );
  const tables: (Solved | null)[] = ninePars.map((p) =>
    bot !== "optimal"
      ? null
      : mode === "scorecard"
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
  for (let g = 0; g < games; g++) {
    const rng = createRng(seed + g);
    const brng = random ? botRng(seed + g) : rng;
    let total = 0;
    for (let r = 0; r < rounds; r++) {
      const pars = ninePars[r];
      let n = 0;
      for (let d = 0; d < N; d++) if (mode !== "scorecard" || pars.includes(parOf[d])) cup[n++] = d;
      let rolls = 0;
      let slot = 0;
      while (n > 0) {
        const bottoms = random && uniformInt(brng, 0, 1) === 1;
        for (let i = 0; i < n; i++) {
          const pos = uniformInt(rng, 0, 11);
          faces[i] = bottoms ? bottom[cup[i]][pos] : top[cup[i]][pos];
        }
        if (mode === "flop" || (mode === "trips" && rolls >= 2)) {
          for (let i = 0; i < n; i++) total += faces[i];
          n = 0;
          break;
        }
        let m = 0;
        if (random) {
          const mask =
            mode === "trips"
              ? uniformInt(brng, 0, (1 << n) - 1)
              : uniformInt(brng, 0, (1 << n) - 2) + 1;
          for (let i = 0; i < n; i++) if (mask & (1 << i)) out[m++] = i;
        } else if (optimal) {
          const sv = tables[r]!;
          sortRoll(set, sc, cup, faces, n);
          const key = keyFor(sv, mode === "scorecard" ? slot : mode === "trips" ? rolls : 0, sc);
          m = optionPositions(sv, key, bestOption(sv, key, sc), sc, out, taken);
        } else {
          m = greedyPositions(
            set,
            cup,
            faces,
            n,
            mode === "scorecard" ? parsFrom[r][slot] : null,
            out,
            used,
          );
          if (mode === "trips") {
            let any = false;
            for (let i = 0; i < n; i++) if (faces[i] <= parOf[cup[i]]) any = true;
            if (!any) m = 0;
          }
        }
        drop.fill(0);
        for (let i = 0; i < m; i++) {
          const p = out[i];
          total += faces[p];
          if (mode !== "scorecard") {
            drop[p] = 1;
            continue;
          }
          // Scorecard re-use, exactly as play.ts scores a die.
          const par = parOf[cup[p]];
          let left = 0;
          for (let h = slot + 1; h < 9; h++) if (pars[h] === par) left++;
          let inCup = 0;
          for (let q = 0; q < n; q++) if (!drop[q] && parOf[cup[q]] === par) inCup++;
          if (left < inCup) drop[p] = 1;
          if (left === 0) for (let q = 0; q < n; q++) if (parOf[cup[q]] === par) drop[q] = 1;
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
