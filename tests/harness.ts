/**
 * One harness for every game, in the spirit of OpenSpiel's test files: a game's harness test is
 * one call to `gameHarness` with its option sets. The checks themselves are in harness/checks.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { transcript } from "../src/cli/transcript.ts";
import { createMatch, type Match } from "../src/engine/match.ts";
import type { AnyGameModule } from "../src/games/module.ts";
import { botRng, botsFor, playOut } from "../src/strategy/autoplay.ts";
import { checkFastPath, playChecked } from "./harness/checks.ts";
import type { HarnessSpec, RandomPlaySpec } from "./harness/spec.ts";

export type { GoldenSpec, HarnessSpec, RandomPlaySpec } from "./harness/spec.ts";

/** Registers the whole harness for one game. */
export function gameHarness(mod: AnyGameModule, spec: HarnessSpec): void {
  describe(`${mod.game.name}: the shared harness`, () => {
    randomPlayTests(mod, spec.play);
    for (const options of spec.fast ?? []) {
      it(`fast path equals the engine for every bot level: ${JSON.stringify(options)}`, () => {
        const problems = Object.keys(mod.bots).flatMap((bot) =>
          checkFastPath(mod, options, bot, spec.fastGames ?? 3, 4242),
        );
        expect(problems).toEqual([]);
      });
    }
    for (const g of spec.goldens ?? []) {
      it(`golden playthrough ${g.name}`, () => {
        const names = g.names ?? g.bots.map((b) => `bot:${b}`);
        const m = createMatch(mod.game, { ...g.options, players: g.bots.length }, g.seed, [
          ...names,
        ]);
        playOut(m, botsFor(mod, g.bots), botRng(g.seed));
        expectGolden(join(spec.goldenDir ?? ".", `${g.name}.txt`), playthroughText(mod, m));
      });
    }
  });
}

/** One vitest case per spec: random seeded play with every check after every step. */
export function randomPlayTests(mod: AnyGameModule, specs: readonly RandomPlaySpec[]): void {
  for (const spec of specs) {
    it(`random seeded play keeps invariants, survives JSON and replays: ${spec.label}`, () => {
      for (let g = 0; g < spec.games; g++) {
        const seed = (spec.seed ?? 1) + g * 7919;
        const { problems } = playChecked(mod, spec.options, seed, spec.bots);
        expect(problems, `seed ${seed}`).toEqual([]);
      }
    });
  }
}

/**
 * A seeded game written out as readable text: the text `clubhouse replay` prints, plus how many
 * actions were legal at each decision.
 */
export function playthroughText(mod: AnyGameModule, m: Match): string {
  return transcript(mod, m.record, undefined, true);
}

/** Compares a playthrough with the committed golden file; UPDATE_GOLDEN=1 rewrites it. */
export function expectGolden(file: string, text: string): void {
  if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (process.env.CI && process.env.UPDATE_GOLDEN !== "1") {
      throw new Error(`golden file ${file} was missing; it has been written, commit it`);
    }
  }
  expect(text).toBe(readFileSync(file, "utf8"));
}
