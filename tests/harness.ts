/**
 * Checks every game gets, in the spirit of OpenSpiel's test files: chance outcomes are proper
 * distributions, random seeded play keeps invariants, states survive JSON, replay reproduces.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { expect, it } from "vitest";
import { transcript } from "../src/cli/transcript.ts";
import { faceOdds } from "../src/engine/dice.ts";
import { type Match, nextStep, replay } from "../src/engine/match.ts";
import { loadRecord, saveRecord } from "../src/engine/record.ts";
import type { AnyGameModule } from "../src/games/module.ts";
import { playBots } from "../src/strategy/autoplay.ts";

export interface RandomPlaySpec {
  readonly label: string;
  readonly options: Record<string, unknown>;
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed?: number;
}

/** Registers one vitest case per spec: random play with invariants, round trip and replay. */
export function randomPlayTests(mod: AnyGameModule, specs: readonly RandomPlaySpec[]): void {
  for (const spec of specs) {
    it(`random seeded play keeps invariants, survives JSON and replays: ${spec.label}`, () => {
      for (let g = 0; g < spec.games; g++) {
        const seed = (spec.seed ?? 1) + g * 7919;
        const m = playBots(mod, spec.options, seed, spec.bots, (step) => checkStep(mod, step));
        expect(nextStep(m).kind).toBe("end");
        const result = mod.game.result(m.state);
        expect(result.scores).toHaveLength(spec.bots.length);
        expect(result.ranking.flat().sort()).toEqual(spec.bots.map((_, i) => i));
        const again = replay(mod.game, JSON.parse(JSON.stringify(m.record)));
        expect(again.state).toEqual(m.state);
        const loaded = loadRecord(saveRecord(m), (id) =>
          id === mod.game.id ? mod.game : undefined,
        );
        expect(loaded.state).toEqual(m.state);
        expect(loaded.rng.getState()).toEqual(m.rng.getState());
      }
    });
  }
}

function checkStep(mod: AnyGameModule, m: Match): void {
  const s = m.state;
  const roundTrip = JSON.parse(JSON.stringify(s));
  expect(roundTrip).toEqual(s);
  const problems = mod.game.invariants?.(s) ?? [];
  expect(problems).toEqual([]);
  const step = mod.game.next(s);
  if (step.kind === "chance") {
    for (const die of step.dice) {
      const total = faceOdds(die).reduce((t, o) => t + o.count / o.sides, 0);
      expect(total).toBeCloseTo(1, 12);
    }
  }
  if (step.kind === "decision") {
    const legal = mod.game.legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal.slice(0, 50)) expect(mod.game.checkAction(s, a)).toBeNull();
  }
  // Views must never carry the generator.
  const view = JSON.stringify(mod.game.view(s, 0));
  expect(view.includes(JSON.stringify(m.rng.getState()))).toBe(false);
}

/** A seeded game written out as readable text (the same text `clubhouse replay` prints). */
export function playthroughText(mod: AnyGameModule, m: Match): string {
  return transcript(mod, m.record);
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
