/** The physical limit of a dice simulation: raw rolls per second from the project's generator. */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { rollDie } from "../src/engine/dice.ts";
import { createRng } from "../src/engine/rng.ts";
import { type BenchRow, rate } from "./types.ts";

/**
 * Raw rolls per second of an n-sided die: pure-rand's unbiased uniformInt in a bare loop. The
 * best of a few fresh measurements: once other code has run, V8 may have deoptimised a shared
 * call site, and one unlucky reading would skew every ratio taken against it.
 */
export function rawRollsPerSecond(sides: number, ms = 1000): number {
  return Math.max(rawOnce(sides, ms / 3), rawOnce(sides, ms / 3), rawOnce(sides, ms / 3));
}

function rawOnce(sides: number, ms: number): number {
  const rng = createRng(1);
  let sink = 0;
  const batch = 10_000;
  const calls = rate(() => {
    for (let i = 0; i < batch; i++) sink += uniformInt(rng, 0, sides - 1);
  }, ms);
  if (sink < 0) throw new Error("unreachable");
  return calls * batch;
}

export function run(): BenchRow[] {
  const die = { name: "d12", faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
  const rng = createRng(1);
  const viaDie =
    rate(() => {
      for (let i = 0; i < 10_000; i++) rollDie(rng, die);
    }) * 10_000;
  const raw12 = rawRollsPerSecond(12);
  const raw6 = rawRollsPerSecond(6);
  return [
    { section: "Dice", name: "raw d12 rolls (uniformInt loop)", value: raw12, unit: "rolls/s" },
    { section: "Dice", name: "raw d6 rolls (uniformInt loop)", value: raw6, unit: "rolls/s" },
    {
      section: "Dice",
      name: "d12 rolls through rollDie (face lookup)",
      value: viaDie,
      unit: "rolls/s",
      note: `${(raw12 / viaDie).toFixed(2)}x slower than raw`,
    },
  ];
}
