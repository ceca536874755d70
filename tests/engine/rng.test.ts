import { readFileSync } from "node:fs";
import { join } from "node:path";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { describe, expect, it } from "vitest";
import { randomInt, rollDie } from "../../src/engine/dice.ts";
import type { AnyGame } from "../../src/engine/game.ts";
import { type MatchRecord, recordGenerator } from "../../src/engine/match.ts";
import { loadRecord, saveRecord } from "../../src/engine/record.ts";
import { createRng, createSimRng, rngFromState, Xoshiro128ss } from "../../src/engine/rng.ts";
import { seededState } from "../../src/engine/xoshiro.ts";
import golo from "../../src/games/golo/index.ts";
import rollingPins from "../../src/games/rolling-pins/index.ts";
import { playBots, SIMULATION } from "../../src/strategy/autoplay.ts";

const fixtures = join(import.meta.dirname, "fixtures");
const games: Record<string, AnyGame> = { golo: golo.game, "rolling-pins": rollingPins.game };
const lookup = (id: string) => games[id];

/** Pearson's chi-square of counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  return counts.reduce((t, c) => t + (c - e) ** 2 / e, 0);
}

describe("xoshiro128**, the simulation generator", () => {
  it("matches the reference C code of its authors (state 1, 2, 3, 4)", () => {
    const g = Xoshiro128ss.fromState([1, 2, 3, 4]);
    const out = Array.from({ length: 10 }, () => g.next() >>> 0);
    // The first five are the published vector (e.g. the Nim and Rust ports' tests); all ten
    // agree with prng.di.unimi.it/xoshiro128starstar.c compiled here.
    expect(out).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597,
      4258142804,
    ]);
  });

  it("below(n) draws exactly what pure-rand's uniformInt draws from the same state", () => {
    const a = createSimRng(12345);
    const b = a.clone();
    for (const n of [1, 2, 3, 6, 12, 20, 1000, 2 ** 31 + 7, 2 ** 32]) {
      for (let i = 0; i < 200; i++) expect(a.below(n)).toBe(uniformInt(b, 0, n - 1));
    }
    expect(a.getState()).toEqual(b.getState());
  });

  it("faces of a d6 and a d12 pass a chi-square test (seeded, p > 0.001)", () => {
    const g = createSimRng(7);
    const d6 = new Array(6).fill(0);
    const d12 = new Array(12).fill(0);
    for (let i = 0; i < 60000; i++) {
      d6[g.below(6)]++;
      d12[g.below(12)]++;
    }
    // Critical values of chi-square at p = 0.001: 20.52 (5 df), 31.26 (11 df).
    expect(chiSquare(d6)).toBeLessThan(20.52);
    expect(chiSquare(d12)).toBeLessThan(31.26);
  });

  it("the first roll of consecutive seeds is uniform too (the seed is spread by splitmix32)", () => {
    const d6 = new Array(6).fill(0);
    for (let seed = 0; seed < 30000; seed++) d6[createSimRng(seed).below(6)]++;
    expect(chiSquare(d6)).toBeLessThan(20.52);
  });

  it("reseed in place equals a fresh generator; state round-trips; an all-zero state is refused", () => {
    const g = createSimRng(1);
    g.below(100);
    g.reseed(99);
    expect(g.getState()).toEqual(createSimRng(99).getState());
    const r = rngFromState(g.getState(), "xoshiro128**");
    expect(randomInt(r, 1, 6)).toBe(randomInt(g, 1, 6));
    expect(() => Xoshiro128ss.fromState([0, 0, 0, 0])).toThrow(/not all zero/);
  });

  it("seededState gives the words reseed gives, for the loops that keep them in locals", () => {
    const out = new Int32Array(4);
    for (const seed of [0, 1, -1, 42, 2 ** 31 - 1, -(2 ** 31), 123456789]) {
      const g = createSimRng(seed);
      expect([...seededState(seed, out)]).toEqual([g.s0, g.s1, g.s2, g.s3]);
    }
  });

  it("the engine's rollDie draws the same face through either path of randomInt", () => {
    const die = { name: "d12", faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const a = createRng(3, "xoshiro128**");
    const b = createSimRng(3);
    for (let i = 0; i < 100; i++) expect(rollDie(a, die)).toBe(die.faces[b.below(12)]);
  });
});

describe("records version 2: a record says its generator", () => {
  it("records saved before version 2 (no generator field) replay with xoroshiro128+", () => {
    for (const file of ["golo-records-v1.json", "rolling-pins-records-v1.json"]) {
      const text = readFileSync(join(fixtures, file), "utf8");
      const raw = JSON.parse(text) as MatchRecord;
      expect(raw.generator).toBeUndefined();
      const m = loadRecord(text, lookup, file);
      expect(recordGenerator(m.record)).toBe("xoroshiro128+");
      expect(m.game.next(m.state).kind).toBe("end");
      expect(JSON.parse(saveRecord(m))).toEqual(raw);
    }
  });

  it("a simulation's record says xoshiro128** and replays with it; a saved one stays fixed", () => {
    const m = playBots(golo, { mode: "simple" }, 2026, ["greedy", "random"], undefined, SIMULATION);
    expect(m.record.generator).toBe("xoshiro128**");
    const text = saveRecord(m);
    const back = loadRecord(text, lookup);
    expect(back.state).toEqual(m.state);
    expect(back.rng.getState()).toEqual(m.rng.getState());
    const saved = JSON.parse(readFileSync(join(fixtures, "golo-records-v2.json"), "utf8"));
    expect(JSON.parse(text)).toEqual(saved);
  });

  it("a record replayed with another generator than its own fails at its first roll", () => {
    const text = readFileSync(join(fixtures, "golo-records-v2.json"), "utf8");
    const { generator: _, ...v1 } = JSON.parse(text) as MatchRecord;
    expect(() => loadRecord(JSON.stringify(v1), lookup, "edited.json")).toThrow(
      /edited.json: step \d+ of the record: the seed rolls/,
    );
    const unknown = JSON.stringify({ ...v1, generator: "mt19937" });
    expect(() => loadRecord(unknown, lookup, "odd.json")).toThrow(/odd.json is not a match record/);
  });
});
