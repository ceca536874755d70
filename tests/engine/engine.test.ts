import { uniformInt } from "pure-rand/distribution/uniformInt";
import { describe, expect, it } from "vitest";
import { checkOutcome, faceOdds, outcomeProbability, rollDie } from "../../src/engine/dice.ts";
import { GameError } from "../../src/engine/errors.ts";
import { act, createMatch, enterRoll, replay, roll } from "../../src/engine/match.ts";
import { loadRecord, saveRecord } from "../../src/engine/record.ts";
import { createRng, rngFromState } from "../../src/engine/rng.ts";
import { COIN, D4, type ToyState, toyGame } from "./toy-game.ts";

const D6 = { name: "d6", faces: [1, 2, 3, 4, 5, 6] };

const lookup = (id: string) => (id === "toy" ? toyGame : undefined);

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof GameError) return e.code;
    throw e;
  }
  return "no error";
}

describe("dice", () => {
  it("face odds of a die with repeated faces are exact and sum to one", () => {
    const die = { name: "white", faces: [3, 4, 4, 4, 5, 5, 6, 6, 7, 7, 7, 8] };
    const odds = faceOdds(die);
    expect(odds.find((o) => o.face === 4)).toEqual({ face: 4, count: 3, sides: 12 });
    expect(odds.reduce((t, o) => t + o.count, 0)).toBe(12);
    expect(outcomeProbability([die, D4], [7, 2])).toBeCloseTo((3 / 12) * (1 / 4), 15);
  });

  it("rolls are unbiased: a chi-square test on 120000 seeded d12 rolls passes at 0.1%", () => {
    const rng = createRng(42);
    const die = { name: "d12", faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const counts = new Array(13).fill(0);
    const n = 120_000;
    for (let i = 0; i < n; i++) counts[rollDie(rng, die) as number]++;
    const e = n / 12;
    const chi = counts.slice(1).reduce((t, c) => t + (c - e) ** 2 / e, 0);
    expect(chi).toBeLessThan(31.26); // 11 degrees of freedom, p = 0.001
  });

  it("no modulo bias: a range that does not divide 2^32 is rejection-sampled", () => {
    // 2^32 = 3 * 1431655765 + 1, so one value in 2^32 must be redrawn; pure-rand does.
    const rng = createRng(1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[uniformInt(rng, 0, 2)]++;
    for (const c of counts)
      expect(Math.abs(c - 10_000)).toBeLessThan(5 * Math.sqrt(30_000 * (1 / 3) * (2 / 3)));
  });

  it("a typed outcome must be a face each die has, one per die", () => {
    expect(checkOutcome([D4, COIN], [4, "heads"])).toBeNull();
    expect(checkOutcome([D4, COIN], [5, "heads"])).toMatch(
      /d4 has no face 5 \(its faces: 1, 2, 3, 4\)/,
    );
    expect(checkOutcome([D4, COIN], [4])).toMatch(/expected 2 faces \(d4, coin\), got 1/);
  });
});

describe("seeded generator", () => {
  it("the same seed gives the same rolls; its state restores the sequence exactly", () => {
    const a = createRng(7);
    const b = createRng(7);
    for (let i = 0; i < 10; i++) expect(rollDie(a, D4)).toBe(rollDie(b, D4));
    const c = rngFromState(a.getState());
    for (let i = 0; i < 10; i++) expect(rollDie(c, D4)).toBe(rollDie(a, D4));
  });
});

describe("match", () => {
  it("illegal input gets a typed error and leaves the match unchanged", () => {
    const m = createMatch(toyGame, { players: 2 }, 1);
    const before = JSON.stringify({ s: m.state, r: m.record, g: m.rng.getState() });
    expect(codeOf(() => act(m, 1, { type: "roll" }))).toBe("wrong-seat");
    expect(codeOf(() => act(m, 0, { type: "jump" }))).toBe("malformed");
    expect(codeOf(() => act(m, 0, "roll"))).toBe("malformed");
    expect(codeOf(() => act(m, 0, { type: "pass" }))).toBe("illegal");
    expect(codeOf(() => roll(m))).toBe("not-now");
    expect(codeOf(() => enterRoll(m, [1, "heads"]))).toBe("not-now");
    expect(JSON.stringify({ s: m.state, r: m.record, g: m.rng.getState() })).toBe(before);
  });

  it("a refusal names the seats as the record does, never 'seat 2'", () => {
    const message = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      return "no error";
    };
    const named = createMatch(toyGame, { players: 2 }, 1, ["Ann", "bot:greedy"]);
    expect(message(() => act(named, 1, { type: "roll" }))).toBe(
      "it is Ann's turn, not bot:greedy's",
    );
    const you = createMatch(toyGame, { players: 2 }, 1, ["you", "Bob"]);
    expect(message(() => act(you, 1, { type: "roll" }))).toBe("it is your turn, not Bob's");
    expect(message(() => roll(you))).toBe("no dice to roll: it is your turn to decide");
  });

  it("referee mode: a typed roll must be possible, and is recorded as typed", () => {
    const m = createMatch(toyGame, { players: 1, referee: true }, 1);
    act(m, 0, { type: "roll" });
    const before = JSON.stringify(m.state);
    expect(codeOf(() => enterRoll(m, [9, "heads"]))).toBe("impossible-outcome");
    expect(JSON.stringify(m.state)).toBe(before);
    enterRoll(m, [3, "heads"]);
    expect((m.state as ToyState).totals).toEqual([6]);
    expect(m.record.actions.at(-1)).toEqual({ chance: [3, "heads"], typed: true });
  });

  it("bad options are refused with the option named", () => {
    expect(() => createMatch(toyGame, { players: 9 }, 1)).toThrow(
      /bad options for Toy: at players/,
    );
  });

  function played(seed: number, typedAt = -1) {
    const m = createMatch(toyGame, { players: 2 }, seed);
    let k = 0;
    for (;;) {
      const step = toyGame.next(m.state as ToyState);
      if (step.kind === "end") break;
      if (step.kind === "chance") {
        if (k++ === typedAt) enterRoll(m, [4, "heads"]);
        else roll(m);
      } else act(m, step.seat, { type: "roll" });
    }
    return m;
  }

  it("replay of the record gives the same state and generator, even with typed rolls mixed in", () => {
    const m = played(11, 1);
    const r = replay(toyGame, JSON.parse(JSON.stringify(m.record)));
    expect(r.state).toEqual(m.state);
    expect(r.rng.getState()).toEqual(m.rng.getState());
  });

  it("save and load as JSON round-trips", () => {
    const m = played(12);
    const loaded = loadRecord(saveRecord(m), lookup);
    expect(loaded.state).toEqual(m.state);
    expect(loaded.record).toEqual(m.record);
  });

  describe("loading a bad file says which problem", () => {
    const good = () => JSON.parse(saveRecord(played(13)));
    const load = (x: unknown) => () =>
      loadRecord(typeof x === "string" ? x : JSON.stringify(x), lookup, "game.json");
    it("not JSON", () => expect(load("{oops")).toThrow(/game.json is not JSON/));
    it("not a record", () =>
      expect(load({ game: "toy" })).toThrow(/game.json is not a match record: at rulesVersion/));
    it("unknown game", () =>
      expect(load({ ...good(), game: "chess" })).toThrow(/unknown game "chess"/));
    it("other rules version", () =>
      expect(load({ ...good(), rulesVersion: "2" })).toThrow(/rules version 2; this is version 3/));
    it("an action that is illegal at step k", () => {
      const r = good();
      r.actions[2] = { seat: 0, action: { type: "pass" } };
      expect(load(r)).toThrow(/step 3 of the record: (it is seat|dice must be rolled)/);
    });
    it("a sampled roll that the seed does not give", () => {
      const r = good();
      const k = r.actions.findIndex((a: { chance?: unknown }) => a.chance);
      r.actions[k] = { chance: r.actions[k].chance[0] === 1 ? [2, "tails"] : [1, "tails"] };
      expect(load(r)).toThrow(new RegExp(`step ${k + 1} of the record: the seed rolls`));
    });
    it("a typed roll that no die could show", () => {
      const r = good();
      const k = r.actions.findIndex((a: { chance?: unknown }) => a.chance);
      r.actions[k] = { chance: [7, "heads"], typed: true };
      expect(load(r)).toThrow(/d4 has no face 7/);
    });
  });
});

describe("seeding", () => {
  it("games with consecutive seeds start with independent rolls (chi-square on the first two d6)", () => {
    const n = 60_000;
    for (let draw = 0; draw < 2; draw++) {
      const counts = new Array(6).fill(0);
      for (let s = 0; s < n; s++) {
        const rng = createRng(900 + s);
        for (let k = 0; k < draw; k++) rollDie(rng, D6);
        counts[(rollDie(rng, D6) as number) - 1]++;
      }
      const e = n / 6;
      const chi = counts.reduce((t, c) => t + (c - e) ** 2 / e, 0);
      expect(chi).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
    }
  });

  it("the first roll of consecutive seeds is not correlated with the seed's parity", () => {
    const D12 = { name: "d12", faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const sums = [0, 0];
    const n = 40_000;
    for (let s = 0; s < n; s++) sums[s % 2] += rollDie(createRng(s), D12) as number;
    const diff = (sums[0] - sums[1]) / (n / 2);
    const se = Math.sqrt((2 * (143 / 12)) / (n / 2));
    expect(Math.abs(diff)).toBeLessThan(5 * se);
  });
});
