/** The physical limit of a dice simulation: raw rolls per second from the project's generator. */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { rollDie } from "../src/engine/dice.ts";
import { createRng, createSimRng, type GeneratorName, SIM_GENERATOR } from "../src/engine/rng.ts";
import { rawGamesPerSecond } from "./raw-dice.ts";
import { type BenchRow, rate } from "./types.ts";

/**
 * Raw rolls per second of an n-sided die in a bare loop: the simulation generator's own `below`
 * (xoshiro128**), or pure-rand's unbiased uniformInt over xoroshiro128+ (records version 1). The
 * best of a few fresh measurements: once other code has run, V8 may have deoptimised a shared
 * call site, and one unlucky reading would skew every ratio taken against it.
 */
export function rawRollsPerSecond(
  sides: number,
  ms = 1000,
  generator: GeneratorName = SIM_GENERATOR,
): number {
  const once = () => rawOnce(sides, ms / 3, generator);
  return Math.max(once(), once(), once());
}

function rawOnce(sides: number, ms: number, generator: GeneratorName): number {
  let sink = 0;
  const batch = 10_000;
  const sim = createSimRng(1);
  const old = createRng(1);
  const calls =
    generator === SIM_GENERATOR
      ? rate(() => {
          for (let i = 0; i < batch; i++) sink += sim.below(sides);
        }, ms)
      : rate(() => {
          for (let i = 0; i < batch; i++) sink += uniformInt(old, 0, sides - 1);
        }, ms);
  if (sink < 0) throw new Error("unreachable");
  return calls * batch;
}

export function run(): BenchRow[] {
  const die = { name: "d12", faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
  const rng = createRng(1, SIM_GENERATOR);
  const viaDie =
    rate(() => {
      for (let i = 0; i < 10_000; i++) rollDie(rng, die);
    }) * 10_000;
  const raw12 = rawRollsPerSecond(12);
  const raw6 = rawRollsPerSecond(6);
  const old12 = rawRollsPerSecond(12, 1000, "xoroshiro128+");
  const old6 = rawRollsPerSecond(6, 1000, "xoroshiro128+");
  // The paths' reference (bench/raw-local.ts) beside below() on the generator object, each in a
  // fresh process (a game of one die: its games/s are rolls/s), best of three.
  const fresh = (sides: number, style: "local" | "object") =>
    Math.max(...[0, 1, 2].map(() => rawGamesPerSecond(new Map([[sides, 1]]), 300, style)));
  const local12 = fresh(12, "local");
  const object12 = fresh(12, "object");
  const local6 = fresh(6, "local");
  const object6 = fresh(6, "object");
  const inLocals = (local: number, object: number) =>
    `fresh process; ${(local / object).toFixed(2)}x the below() loop in a fresh process (${Math.round(object / 1e6)}M rolls/s), same run: the fastest paths' raw reference`;
  const faster = (now: number, before: number) =>
    `${(now / before).toFixed(2)}x xoroshiro128+ through uniformInt (before), same run`;
  return [
    {
      section: "Dice",
      name: "raw d12 rolls, xoshiro128** below() loop (simulations)",
      value: raw12,
      unit: "rolls/s",
      note: faster(raw12, old12),
    },
    {
      section: "Dice",
      name: "raw d6 rolls, xoshiro128** below() loop",
      value: raw6,
      unit: "rolls/s",
      note: faster(raw6, old6),
    },
    {
      section: "Dice",
      name: "raw d12 rolls, xoshiro128** in local variables",
      value: local12,
      unit: "rolls/s",
      note: inLocals(local12, object12),
    },
    {
      section: "Dice",
      name: "raw d6 rolls, xoshiro128** in local variables",
      value: local6,
      unit: "rolls/s",
      note: inLocals(local6, object6),
    },
    {
      section: "Dice",
      name: "raw d12 rolls, xoroshiro128+ uniformInt loop (records v1, play)",
      value: old12,
      unit: "rolls/s",
    },
    {
      section: "Dice",
      name: "d12 rolls through rollDie (face lookup), xoshiro128**",
      value: viaDie,
      unit: "rolls/s",
      note: `${(raw12 / viaDie).toFixed(2)}x slower than raw`,
    },
  ];
}
