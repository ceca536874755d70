/**
 * The raw-dice reference of bench/paths.ts: a game's own dice rolled with nothing else, as the
 * fastest code can roll them. The same generator as the simulations (xoshiro128**), the game's
 * own sides, as many dice of each as a game rolls, every result added into a sum that is checked,
 * so no roll is dead code; the sides a literal in each loop, so V8 folds the modulo and the
 * rejection limit exactly as it does for a fast path's own `below(12)`. Two ways to draw: the
 * generator's state in local variables (bench/raw-local.ts, the floor, and what the reference
 * is) and `rng.below()` on the generator object (here, the reference until the GOLO and
 * Straight Golf fast paths drew in local variables themselves: 1.2-1.6x slower a die). The sum
 * is int32 (`| 0`), as the fast paths use their rolls in integer code: with a plain `+=` V8 may
 * re-optimise a loop into a float64 modulo (a call to fmod, about 3.5x slower), which it did in
 * the middle of a bench run and put Straight Golf at 0.5x its "raw" dice.
 */
import { execFileSync } from "node:child_process";
import { actTrusted, createMatch, nextStep, roll } from "../src/engine/match.ts";
import { createSimRng, type Xoshiro128ss } from "../src/engine/rng.ts";
import type { AnyGameModule } from "../src/games/module.ts";
import { botRng, botsFor, SIMULATION } from "../src/strategy/autoplay.ts";

/** Dice a game rolls, by sides: sides -> dice per game. */
export type DiceMix = ReadonlyMap<number, number>;

/**
 * Dice per game by sides, from seeded engine games in SIMULATION mode (the fast paths play the
 * very same games, seed for seed, so they roll the same dice). Plays for about `ms` of CPU time.
 */
export function diceMix(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  bot: string,
  ms = 300,
): DiceMix {
  const by = new Map<number, number>();
  const start = cpuMs();
  let games = 0;
  while (games < 10 || cpuMs() - start < ms) {
    const seed = 1 + games++;
    const m = createMatch(
      mod.game,
      { ...options, players: 1 },
      seed,
      undefined,
      undefined,
      SIMULATION.generator,
    );
    const [b] = botsFor(mod, [bot]);
    const rng = botRng(seed, SIMULATION.generator);
    for (;;) {
      const step = nextStep(m);
      if (step.kind === "end") break;
      if (step.kind === "chance") {
        for (const d of step.dice) by.set(d.faces.length, (by.get(d.faces.length) ?? 0) + 1);
        roll(m, step);
      } else actTrusted(m, step.seat, b.choose(m.state, rng));
    }
  }
  const mix = new Map<number, number>();
  for (const [sides, n] of [...by].sort((a, b) => a[0] - b[0])) mix.set(sides, n / games);
  return mix;
}

/** "38.6 d12" or "19.9 d12 + 17.8 d20 + ...". */
export function describeMix(mix: DiceMix): string {
  return [...mix].map(([sides, n]) => `${n.toFixed(1)} d${sides}`).join(" + ");
}

type Loop = (rng: Xoshiro128ss, n: number) => number;

/** One loop per die size, each with its sides a literal (what lets V8 fold the modulo). */
const FOLDED: Readonly<Record<number, Loop>> = {
  2: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(2)) | 0;
    return s;
  },
  4: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(4)) | 0;
    return s;
  },
  6: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(6)) | 0;
    return s;
  },
  8: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(8)) | 0;
    return s;
  },
  10: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(10)) | 0;
    return s;
  },
  12: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(12)) | 0;
    return s;
  },
  20: (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(20)) | 0;
    return s;
  },
};

/** Sides with no folded loop above (none of the games' published dice): the variable-sides loop. */
function unfolded(sides: number): Loop {
  return (rng, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s = (s + rng.below(sides)) | 0;
    return s;
  };
}

/**
 * A call that rolls the dice of `games` games of this mix (each size's count rounded to whole
 * dice over the batch). Pair its calls per second with a fast path's batches of `games`.
 */
export function rawBatch(mix: DiceMix, games: number): () => void {
  const rng = createSimRng(1);
  const parts = [...mix].map(([sides, perGame]) => ({
    loop: FOLDED[sides] ?? unfolded(sides),
    n: Math.round(perGame * games),
  }));
  let sink = 0;
  return () => {
    for (const p of parts) sink += p.loop(rng, p.n);
    if (sink < 0) throw new Error("unreachable: a sum of rolls is never negative");
  };
}

const root = new URL("..", import.meta.url).pathname;

/** How the reference draws: the generator's state in local variables, or `below()` on its object. */
export type RawStyle = "local" | "object";

/**
 * Games per second of CPU time that the mix's dice alone take, measured in a fresh process
 * (bench/raw-child.ts) so that nothing this process ran before can change how V8 compiles the
 * loop: in the middle of a bench run the same loop was measured 3x slower in process than fresh.
 * `local` (the default) is the floor: the generator written out in local variables
 * (bench/raw-local.ts), as the GOLO and Straight Golf fast paths draw.
 */
export function rawGamesPerSecond(mix: DiceMix, ms: number, style: RawStyle = "local"): number {
  const out = execFileSync(
    process.execPath,
    [
      `${root}bin/run-ts.mjs`,
      `${root}bench/raw-child.ts`,
      JSON.stringify([...mix]),
      String(ms),
      style,
    ],
    { encoding: "utf8" },
  );
  return Number(out.trim());
}

/**
 * Rolls per second of CPU time of one die with `sides`, in a fresh process (see above): the
 * per-game sections' reference, the same loop as bench/paths.ts's.
 */
export function freshRollsPerSecond(sides: number, ms: number): number {
  // Ten rolls a "game": raw-child.ts rolls 10,000 games a call, so 100,000 rolls (about 0.4 ms).
  const per = 10;
  return rawGamesPerSecond(new Map([[sides, per]]), ms) * per;
}

/** This process's CPU time (user + system) in ms. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Like `rate` in types.ts, in calls per second of this process's CPU time. */
export function cpuRate(fn: () => void, ms: number): number {
  const once = (span: number) => {
    const start = cpuMs();
    let n = 0;
    let now = start;
    while (now - start < span) {
      fn();
      n++;
      now = cpuMs();
    }
    return (n * 1000) / (now - start);
  };
  once(ms / 4);
  return Math.max(once(ms / 3), once(ms / 3), once(ms / 3));
}
