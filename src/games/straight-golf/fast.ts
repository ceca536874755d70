/**
 * The fastest path: whole one-seat games in a tight loop, the same simulation generator and draws
 * as the engine, through the rules' own `keptAfter` and `valuesIn` (tabulated once per order
 * rule: a roll is then one lookup instead of two loops over the values) and `turnScore`.
 */
import { seededState } from "../../engine/xoshiro.ts";
import type { FastPath } from "../module.ts";
import { keptAfter, turnScore, valuesIn } from "./game.ts";
import type { Options } from "./options.ts";
import { ATTEMPTS } from "./state.ts";

/** Masks hold values 1..6 as bits 1..6 (2 << face position), so a mask is below 128. */
const MASKS = 128;
/** below(6)'s rejection limit: the largest multiple of 6 up to 2^32. */
const LIMIT = Math.floor(4294967296 / 6) * 6;

interface AfterRoll {
  /** next[(kept mask << 7) | seen mask]: the kept mask after the roll. */
  readonly next: Uint8Array;
  /** count[mask]: how many values it holds. */
  readonly count: Uint8Array;
}

const afterRolls = new Map<boolean, AfterRoll>();

function afterRoll(inOrder: boolean): AfterRoll {
  let t = afterRolls.get(inOrder);
  if (!t) {
    const next = new Uint8Array(MASKS * MASKS);
    const count = new Uint8Array(MASKS);
    for (let kept = 0; kept < MASKS; kept++) {
      count[kept] = valuesIn(kept);
      for (let seen = 0; seen < MASKS; seen++) {
        next[(kept << 7) | seen] = keptAfter(kept, seen, inOrder);
      }
    }
    t = { next, count };
    afterRolls.set(inOrder, t);
  }
  return t;
}

/** One game's total from its seed. */
type Player = (seed: number) => number;

const players = new Map<string, Player>();

/**
 * A game as a function of its own, called once a game: its loops are short, so V8 optimises it
 * whole (the generator's words int32 in registers) rather than compiling a long loop mid-run,
 * where those words would enter as tagged values and each draw box them.
 */
function player(inOrder: boolean, rounds: number): Player {
  const id = `${inOrder}:${rounds}`;
  let play = players.get(id);
  if (play) return play;
  const { next, count } = afterRoll(inOrder);
  const words = new Int32Array(4);
  play = (seed) => {
    // xoshiro128** (engine/xoshiro.ts) in local variables, seeded as `reseed(seed)`: V8 keeps
    // them in registers, where the generator object's fields go through memory on every draw.
    seededState(seed, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    let total = 0;
    for (let round = 0; round < rounds; round++) {
      let mask = 0;
      let kept = 0;
      let attempts = 0;
      while (kept < 6 && attempts < ATTEMPTS) {
        let seen = 0;
        for (let i = kept; i < 6; i++) {
          // below(6): next() + 2^31, the top partial block rejected, then the modulo.
          let v = 0;
          do {
            const m = Math.imul(s1, 5);
            v = Math.imul((m << 7) | (m >>> 25), 9) + 2147483648;
            const t9 = s1 << 9;
            s2 ^= s0;
            s3 ^= s1;
            s1 ^= s2;
            s0 ^= s3;
            s2 ^= t9;
            s3 = (s3 << 11) | (s3 >>> 21);
          } while (v >= LIMIT);
          seen |= 2 << (v % 6);
        }
        attempts++;
        mask = next[(mask << 7) | seen];
        kept = count[mask];
      }
      total += turnScore(kept, attempts);
    }
    return total;
  };
  players.set(id, play);
  return play;
}

/** Games `seed` and `seed + 1` into out[g] and out[g + 1]. */
type PairPlayer = (seed: number, out: Float64Array, g: number) => void;

const pairPlayers = new Map<string, PairPlayer>();

/**
 * Two games round by round: one game's round, then the other's, so the second game's draws run
 * while the first's last lookups and round test are still waiting; each game keeps its own seed
 * and generator words, so its dice are its own. A draw that would be redrawn (about one in
 * 10^9 a draw) hands both games to `player`, which redraws in place.
 */
function pairPlayer(inOrder: boolean, rounds: number): PairPlayer {
  const id = `${inOrder}:${rounds}`;
  let play = pairPlayers.get(id);
  if (play) return play;
  const { next, count } = afterRoll(inOrder);
  const single = player(inOrder, rounds);
  const words = new Int32Array(4);
  play = (seed, out, g) => {
    seededState(seed, words);
    let a0 = words[0];
    let a1 = words[1];
    let a2 = words[2];
    let a3 = words[3];
    seededState(seed + 1, words);
    let b0 = words[0];
    let b1 = words[1];
    let b2 = words[2];
    let b3 = words[3];
    let totalA = 0;
    let totalB = 0;
    for (let round = 0; round < rounds; round++) {
      let maskA = 0;
      let keptA = 0;
      let attemptsA = 0;
      while (keptA < 6 && attemptsA < ATTEMPTS) {
        let seen = 0;
        for (let i = keptA; i < 6; i++) {
          const m = Math.imul(a1, 5);
          const v = Math.imul((m << 7) | (m >>> 25), 9) + 2147483648;
          const t9 = a1 << 9;
          a2 ^= a0;
          a3 ^= a1;
          a1 ^= a2;
          a0 ^= a3;
          a2 ^= t9;
          a3 = (a3 << 11) | (a3 >>> 21);
          if (v >= LIMIT) {
            out[g] = single(seed);
            out[g + 1] = single(seed + 1);
            return;
          }
          seen |= 2 << (v % 6);
        }
        attemptsA++;
        maskA = next[(maskA << 7) | seen];
        keptA = count[maskA];
      }
      totalA += turnScore(keptA, attemptsA);
      let maskB = 0;
      let keptB = 0;
      let attemptsB = 0;
      while (keptB < 6 && attemptsB < ATTEMPTS) {
        let seen = 0;
        for (let i = keptB; i < 6; i++) {
          const m = Math.imul(b1, 5);
          const v = Math.imul((m << 7) | (m >>> 25), 9) + 2147483648;
          const t9 = b1 << 9;
          b2 ^= b0;
          b3 ^= b1;
          b1 ^= b2;
          b0 ^= b3;
          b2 ^= t9;
          b3 = (b3 << 11) | (b3 >>> 21);
          if (v >= LIMIT) {
            out[g] = single(seed);
            out[g + 1] = single(seed + 1);
            return;
          }
          seen |= 2 << (v % 6);
        }
        attemptsB++;
        maskB = next[(maskB << 7) | seen];
        keptB = count[maskB];
      }
      totalB += turnScore(keptB, attemptsB);
    }
    out[g] = totalA;
    out[g + 1] = totalB;
  };
  pairPlayers.set(id, play);
  return play;
}

/** Seat 0's total for each game; game g uses seed + g, like the generic simulator. */
export function fastSimulate(
  games: number,
  seed: number,
  _bot: string,
  options: Options,
): Float64Array {
  const out = new Float64Array(games);
  const play = player(options.inOrder, options.rounds);
  const pair = pairPlayer(options.inOrder, options.rounds);
  let g = 0;
  for (; g + 1 < games; g += 2) pair(seed + g, out, g);
  if (g < games) out[g] = play(seed + g);
  return out;
}

/** The rules leave no choice, so every bot plays alike and the fast path covers them all. */
export const fast: FastPath<Options> = { covers: () => true, run: fastSimulate };
