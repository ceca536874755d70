/**
 * Greedy play of simple and Trips games die by die, with no table: the greedy rule
 * (strategy/policy.ts `greedyPositions`) looks at each die alone (at or under its par it is
 * taken) except when none is, and then takes the first die with the lowest face over par. So the
 * loop keeps the dice left as bits of their places in the starting cup (the engine's cup keeps
 * that order as dice leave) and decides while it rolls, without branches on the faces (they are
 * random, so each branch would be mispredicted half the time); a removal clears bits, with no
 * copying: the same dice in the same order as the engine rolls them, the same removals.
 */
import { seededState } from "../../engine/xoshiro.ts";
import { removesNoneAllowed, scoresWholeRoll } from "./actions.ts";
import type { DiceSet } from "./data.ts";
import type { Mode } from "./options.ts";

/** Whether `runGreedy` plays this mode and set (else the tables or the roll-by-roll loop do). */
export function greedyCovers(set: DiceSet, mode: Mode): boolean {
  if (mode !== "simple" && mode !== "trips") return false;
  // A die's code below packs its position (5 bits), face (7 bits) and face over par (17 bits).
  return (
    set.dice.length < 32 &&
    set.kinds.every(
      (k) =>
        k.faces.length === 12 && k.faces.every((f) => Number.isInteger(f) && f >= 0 && f < 128),
    ) &&
    set.kinds.every((k) => k.par >= 0 && k.par < 128)
  );
}

/** A taken die's code (at or under par): only its flag counts. */
const TAKEN = 1 << 29;
/** below(12)'s rejection limit: the largest multiple of 12 up to 2^32. */
const LIMIT = Math.floor(4294967296 / 12) * 12;

/**
 * Greedy games from these starting cups (each nine's dice, by index), as a function of the
 * games and the first seed: the tables are built once, so a batch of games pays nothing else.
 */
export function greedyRunner(
  set: DiceSet,
  mode: Mode,
  starts: readonly (readonly number[])[],
): (games: number, seed: number) => Float64Array {
  const K = set.kinds.length;
  // code[k * 16 + position]: TAKEN, or (over par << 12) | (face << 5), the die's place or-ed in
  // as it is rolled, so the least code is the first die with the lowest face over par, then face.
  const code = new Int32Array(K * 16);
  // add[k * 16 + position]: the strokes a taken die scores (its face), else 0.
  const add = new Int32Array(K * 16);
  const face = new Int32Array(K * 16);
  set.kinds.forEach((kind, k) => {
    kind.faces.forEach((f, pos) => {
      const over = f - kind.par;
      code[k * 16 + pos] = over <= 0 ? TAKEN : (over << 12) | (f << 5);
      add[k * 16 + pos] = over <= 0 ? f : 0;
      face[k * 16 + pos] = f;
    });
  });
  // Each nine's starting cup, as k * 16 per die in the cup's order.
  const startCups = starts.map((start) => Int32Array.from(start, (d) => set.dice[d].kind * 16));
  // Rolls before this one may remove none (Trips' first two); from `wholeAt` on every die scores.
  let keepAllBefore = 0;
  while (removesNoneAllowed(mode, keepAllBefore)) keepAllBefore++;
  let wholeAt = 0;
  while (wholeAt < 64 && !scoresWholeRoll(mode, wholeAt)) wholeAt++;
  const words = new Int32Array(4);
  // A game as a function of its own, called once a game: its loops are short, so V8 optimises it
  // whole (the generator's words int32 in registers) rather than compiling a long loop mid-run,
  // where those words would enter as tagged values and each draw box them.
  const play = (seed: number): number => {
    // xoshiro128** (engine/xoshiro.ts) in local variables, seeded as `reseed(seed)`: V8
    // keeps them in registers, where the generator object's fields go through memory.
    seededState(seed, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    let total = 0;
    for (let r = 0; r < startCups.length; r++) {
      const start = startCups[r];
      // The dice left as bits of their places in the starting cup, rolled low place first.
      let alive = (1 << start.length) - 1;
      for (let rolls = 0; alive !== 0; rolls++) {
        const whole = rolls >= wholeAt;
        let strokes = 0;
        let taken = 0;
        let best = 1 << 30;
        for (let m = alive; m !== 0; ) {
          const low = m & -m;
          const p = 31 - Math.clz32(low);
          m ^= low;
          // below(12): next() + 2^31, the top partial block rejected, then the modulo.
          let v = 0;
          do {
            const mm = Math.imul(s1, 5);
            v = Math.imul((mm << 7) | (mm >>> 25), 9) + 2147483648;
            const t9 = s1 << 9;
            s2 ^= s0;
            s3 ^= s1;
            s1 ^= s2;
            s0 ^= s3;
            s2 ^= t9;
            s3 = (s3 << 11) | (s3 >>> 21);
          } while (v >= LIMIT);
          const at = start[p] + (v % 12);
          const c = code[at] | p;
          strokes += whole ? face[at] : add[at];
          taken |= (c >>> 29) << p;
          best = Math.min(c, best);
        }
        if (whole) alive = 0;
        else if (taken !== 0) alive &= ~taken;
        else if (rolls >= keepAllBefore) {
          // None at or under par: the best die over par leaves.
          strokes = (best >> 5) & 127;
          alive &= ~(1 << (best & 31));
        }
        total += strokes;
      }
    }
    return total;
  };
  return (games, seed) => {
    const result = new Float64Array(games);
    for (let g = 0; g < games; g++) result[g] = play(seed + g);
    return result;
  };
}
