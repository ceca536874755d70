/**
 * Greedy play of simple and Trips games die by die, with no decision table: the greedy rule
 * (strategy/policy.ts `greedyPositions`) looks at each die alone (at or under its par it is
 * taken) except when none is, and then takes the first die with the lowest face over par.
 *
 * The loop runs once per draw, not once per roll inside once per die: a roll's end is computed
 * with masks, not branched on, because how many dice a roll has is random (a loop over them
 * mispredicted its exit every roll). The dice left are bits of their places in the starting cup
 * (the engine's cup keeps that order as dice leave): `m` the dice still to roll this roll, `rest`
 * the dice left after it. Only the rolls where no die is at or under par branch (a coin toss late
 * in a nine, probability (2/3)^n). The same dice in the same order as the engine rolls them, the
 * same removals.
 */
import { seededState } from "../../engine/xoshiro.ts";
import { removesNoneAllowed, scoresWholeRoll } from "./actions.ts";
import type { DiceSet } from "./data.ts";
import type { Mode } from "./options.ts";

/** Whether `runGreedy` plays this mode and set (else the tables or the roll-by-roll loop do). */
export function greedyCovers(set: DiceSet, mode: Mode): boolean {
  if (mode !== "simple" && mode !== "trips") return false;
  // A die's code below packs its place (5 bits), face (7 bits) and face over par (8 bits).
  return (
    set.dice.length <= 16 &&
    set.kinds.every(
      (k) =>
        k.faces.length === 12 && k.faces.every((f) => Number.isInteger(f) && f >= 0 && f < 128),
    ) &&
    set.kinds.every((k) => k.par >= 0 && k.par < 128)
  );
}

/**
 * below(12)'s rejection limit (the largest multiple of 12 up to 2^32) on next() as an int32 w:
 * below rejects v = w + 2^31 from that limit up.
 */
const W_LIMIT = Math.floor(4294967296 / 12) * 12 - 2147483648;

/*
 * The dice by place in the starting cup (every nine's in simple and Trips play), in one array,
 * indexed by `(face code << 5) | clz32(bit)`: a die at place p is found by `Math.clz32` of its
 * bit (31 - p), with no subtraction, and its face position by a face code (see `faceCode`), with
 * no division. Held in a closure's constant, V8 embeds the array's address: no checks a load.
 */
/** [0, 512): a die's face | 2^31 if taken (at or under par), else 0: strokes and a mask. */
const TAKE = 0;
/** [512, 1024): the die's face, for a roll where every die scores. */
const FACE = 512;
/**
 * [1024, 1536): ((face over par + 128) << 12) | (face << 5) | place, positive: the least of a
 * roll that took none is the die the rule takes (lowest over par, then face, then place).
 */
const CODE = 1024;
/** [1536, 1568): this roll's face code of each place (by clz32 of its bit). */
const SEEN = 1536;
/**
 * [1568, 1584): by face code, the places whose die it puts at or under par: what a draw leaves of
 * the cup comes from a load by face alone, so the next roll's dice wait on no load by place.
 */
const TAKEN = 1568;

/**
 * The face position `below(12)` gives for face code c. The loop reads next() as w (int32; below
 * draws v = w + 2^31, so v's bits are w ^ 2^31) and v % 12 = 4 * ((v >>> 2) % 3) + (v & 3). For
 * u < 2^30, imul(u, 0xaaaaaaab) (u times the inverse of 3 mod 2^32) is floor(u / 3) plus 0,
 * 0xaaaaaaab or 0x55555556 for u % 3 = 0, 1, 2, so its top two bits are 0, 2 or 3, 1: the code
 * is those two bits, then w & 3. Two multiplies by constants and no division: V8 divides by 12
 * with a widening multiply bound to two fixed registers, which cost spills here.
 */
export function faceCode(w: number): number {
  // The same expression is written out in simplePlay's loop.
  const x = Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab);
  return ((x >>> 28) & 12) | (w & 3);
}

/** The face position of face code c (see `faceCode`). */
export const POSITION = Int32Array.from(
  { length: 16 },
  (_, c) => 4 * [0, 2, 1, 1][c >> 2] + (c & 3),
);

function tableOf(set: DiceSet, start: readonly number[]): Int32Array {
  const t = new Int32Array(TAKEN + 16);
  start.forEach((d, p) => {
    const die = set.dice[d];
    POSITION.forEach((pos, c) => {
      const f = die.faces[pos];
      const over = f - die.par;
      const at = (c << 5) | Math.clz32(1 << p);
      t[TAKE + at] = over <= 0 ? f | (1 << 31) : 0;
      if (over <= 0) t[TAKEN + c] |= 1 << p;
      t[FACE + at] = f;
      t[CODE + at] = ((over + 128) << 12) | (f << 5) | p;
    });
  });
  return t;
}

/** The code of the die the rule takes when none of the roll's dice `dice` is at or under par. */
function leaving(dice: number, t: Int32Array): number {
  let best = 1 << 30;
  for (let m = dice; m !== 0; m &= m - 1) {
    const q = Math.clz32(m & -m);
    best = Math.min(best, t[CODE + ((t[SEEN + q] << 5) | q)]);
  }
  return best;
}

type Play = (seed: number) => number;

/**
 * Greedy games from these starting cups (each nine's dice, by index), as a function of the
 * games and the first seed: the tables are built once, so a batch of games pays nothing else.
 */
export function greedyRunner(
  set: DiceSet,
  mode: Mode,
  starts: readonly (readonly number[])[],
): (games: number, seed: number) => Float64Array {
  // Simple and Trips play start every nine with the whole cup.
  const first = starts[0] ?? [];
  if (starts.some((s) => s.length !== first.length || s.some((d, i) => d !== first[i]))) {
    throw new Error("greedyRunner: nines with different starting cups");
  }
  const t = tableOf(set, first);
  const full = (1 << first.length) - 1;
  const play =
    mode === "simple"
      ? simplePlay(t, full, starts.length, tripsPlay(t, full, starts.length, mode))
      : tripsPlay(t, full, starts.length, mode);
  return (games, seed) => {
    const result = new Float64Array(games);
    for (let g = 0; g < games; g++) result[g] = play(seed + g);
    return result;
  };
}

/**
 * Simple play. A game is a function of its own, called once a game: its loops are short, so V8
 * optimises it whole (the generator's words int32 in registers) rather than compiling a long
 * loop mid-run, where those words would enter as tagged values and each draw box them. `general`
 * plays the games where a draw is redrawn.
 */
function simplePlay(table: Int32Array, full: number, nines: number, general: Play): Play {
  const words = new Int32Array(4);
  return (seed) => {
    const t = table;
    // xoshiro128** (engine/xoshiro.ts) in local variables, seeded as `reseed(seed)`: V8
    // keeps them in registers, where the generator object's fields go through memory.
    seededState(seed, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    let total = 0;
    for (let r = 0; r < nines; r++) {
      // alive: the dice at this roll's start; m: those still to roll; rest: those left after.
      let alive = full;
      let rest = full;
      let m = full;
      let best = 1 << 30;
      while (m !== 0) {
        // below(12) on next() as an int32 w. A draw below would reject (about one in 10^9) and
        // the game is played again by the general loop: the hot path has no redraw loop.
        const mm = Math.imul(s1, 5);
        const w = Math.imul((mm << 7) | (mm >>> 25), 9);
        const t9 = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t9;
        s3 = (s3 << 11) | (s3 >>> 21);
        if (w >= W_LIMIT) return general(seed);
        const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
        // The lowest place still to roll is this draw's die.
        const low = m & -m;
        const q = Math.clz32(low);
        const at = (c << 5) | q;
        rest ^= t[TAKEN + c] & low;
        total += t[TAKE + at] & 0xffff;
        // The least code of the roll, without a branch (faces are random).
        const d = t[CODE + at] - best;
        best += d & (d >> 31);
        m ^= low;
        // The roll is over with none taken: the rare case, the best die over par leaves.
        if ((m | (rest ^ alive)) === 0) {
          total += (best >> 5) & 127;
          rest = alive & ~(1 << (best & 31));
        }
        // At the roll's end (m = 0) the next roll starts with the dice left.
        const end = (m - 1) >> 31;
        alive ^= end & (alive ^ rest);
        m |= end & rest;
        best |= end & (1 << 30);
      }
    }
    return total;
  };
}

/** Trips play (and any mode whose rolls may remove none or score whole): as `simplePlay`. */
function tripsPlay(table: Int32Array, full: number, nines: number, mode: Mode): Play {
  // Rolls before this one may remove none (Trips' first two); from `wholeAt` on every die scores.
  let keepAll = 0;
  while (removesNoneAllowed(mode, keepAll)) keepAll++;
  let whole = 0;
  while (whole < 64 && !scoresWholeRoll(mode, whole)) whole++;
  // The loop learns that a roll scores whole at the end of the roll before it.
  if (whole === 0) throw new Error("greedyRunner: a mode whose first roll scores whole");
  const keepAllBefore = keepAll;
  const wholeAt = whole;
  const words = new Int32Array(4);
  return (seed) => {
    const t = table;
    seededState(seed, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    let total = 0;
    for (let r = 0; r < nines; r++) {
      let alive = full;
      let rest = full;
      let m = full;
      let rolls = 0;
      // -1 while the next roll is not one where every die scores, else 0.
      let before = (1 - wholeAt) >> 31;
      while (m !== 0) {
        let w = 0;
        do {
          const mm = Math.imul(s1, 5);
          w = Math.imul((mm << 7) | (mm >>> 25), 9);
          const t9 = s1 << 9;
          s2 ^= s0;
          s3 ^= s1;
          s1 ^= s2;
          s0 ^= s3;
          s2 ^= t9;
          s3 = (s3 << 11) | (s3 >>> 21);
        } while (w >= W_LIMIT);
        const c = faceCode(w);
        const low = m & -m;
        const q = Math.clz32(low);
        const x = t[TAKE + ((c << 5) | q)];
        t[SEEN + q] = c;
        rest ^= low & (x >> 31);
        total += x & 0xffff;
        m ^= low;
        // The roll is over with none taken, or the next roll scores whole: the rare cases.
        if ((m | ((rest ^ alive) & before)) === 0) {
          if (rest === alive && rolls >= keepAllBefore) {
            const best = leaving(alive, t);
            total += (best >> 5) & 127;
            rest = alive & ~(1 << (best & 31));
          }
          if (before === 0) {
            // Every die left scores its face and leaves.
            for (let left = rest; left !== 0; left &= left - 1) {
              do {
                const mm = Math.imul(s1, 5);
                w = Math.imul((mm << 7) | (mm >>> 25), 9);
                const t9 = s1 << 9;
                s2 ^= s0;
                s3 ^= s1;
                s1 ^= s2;
                s0 ^= s3;
                s2 ^= t9;
                s3 = (s3 << 11) | (s3 >>> 21);
              } while (w >= W_LIMIT);
              total += t[FACE + ((faceCode(w) << 5) | Math.clz32(left & -left))];
            }
            rest = 0;
          }
        }
        const end = (m - 1) >> 31;
        alive ^= end & (alive ^ rest);
        m |= end & rest;
        rolls -= end;
        before = (rolls + 1 - wholeAt) >> 31;
      }
    }
    return total;
  };
}
