/** The harness must catch what it claims to: a toy game, then the same toy with one fault each. */
import { describe, expect, it } from "vitest";
import type { Game } from "../../src/engine/game.ts";
import type { AnyGameModule } from "../../src/games/module.ts";
import { randomBot } from "../../src/strategy/bot.ts";
import { type ToyState, toyGame } from "../engine/toy-game.ts";
import { checkFastPath, playChecked } from "./checks.ts";

type Toy = typeof toyGame;
// The toy lists "pass" even where it is illegal; a real game lists only legal actions.
const honest: Toy = {
  ...toyGame,
  legalActions: (s) => (s.totals[s.seat] === 0 ? [{ type: "roll" }] : toyGame.legalActions(s)),
};

function moduleOf(game: Toy, fast?: AnyGameModule["fast"]): AnyGameModule {
  return {
    game: game as Game<unknown, unknown, unknown>,
    ui: {
      render: () => "",
      prompt: () => "",
      parse: () => ({ error: "no typing in the toy" }),
      describe: () => "acts",
      describeRoll: () => "rolls",
      scorecard: () => "",
    },
    optionFlags: [],
    bots: { random: () => randomBot(game) as never },
    defaultBot: "random",
    lowerIsBetter: false,
    fast,
  };
}

describe("the shared harness", () => {
  it("finds nothing wrong with an honest game", () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(playChecked(moduleOf(honest), {}, seed, ["random", "random"]).problems).toEqual([]);
    }
  });

  it("catches rules that write to their input", () => {
    const mutating: Toy = {
      ...honest,
      applyChance(s: ToyState, faces) {
        s.totals[s.seat] += faces[0] as number;
        return { ...s, pending: false, seat: (s.seat + 1) % s.players };
      },
    };
    const { problems } = playChecked(moduleOf(mutating), {}, 1, ["random"]);
    expect(problems.some((p) => p.includes("applyChance changed its input"))).toBe(true);
  });

  it("catches apply writing to its input", () => {
    const mutating: Toy = {
      ...honest,
      apply(s: ToyState, a) {
        if (a.type === "roll") s.pending = true;
        return honest.apply({ ...s, pending: false }, a);
      },
    };
    const { problems } = playChecked(moduleOf(mutating), {}, 1, ["random"]);
    expect(problems.some((p) => p.includes("apply changed its input"))).toBe(true);
  });

  it("catches a broken invariant, and a step that gives another state on the same input", () => {
    const broken: Toy = { ...honest, invariants: (s) => (s.pending ? ["a roll is due"] : []) };
    expect(playChecked(moduleOf(broken), {}, 2, ["random"]).problems.join("\n")).toMatch(
      /step \d+: a roll is due/,
    );
    let calls = 0;
    const drifting: Toy = {
      ...honest,
      applyChance: (s, faces) => {
        const next = honest.applyChance(s, faces);
        // Every other call adds one more: the rules depend on something outside the state.
        return calls++ % 2 ? { ...next, totals: next.totals.map((t) => t + 1) } : next;
      },
    };
    const problems = playChecked(moduleOf(drifting), {}, 2, ["random"]).problems.join("\n");
    expect(problems).toMatch(/the same step on the same state gave another state/);
  });

  it("catches a result that does not place every seat once", () => {
    const unplaced: Toy = { ...honest, result: (s) => ({ scores: s.totals, ranking: [[0]] }) };
    expect(playChecked(moduleOf(unplaced), {}, 4, ["random", "random"]).problems.join()).toMatch(
      /does not place every seat once/,
    );
  });

  it("catches a legal action the rules refuse, and a state that is not plain JSON", () => {
    const problems = playChecked(moduleOf(toyGame), {}, 3, ["random"]).problems.join("\n");
    expect(problems).toMatch(/step 0: legal action .*pass.* refused/);
    const dated: Toy = { ...honest, setup: (o) => ({ ...honest.setup(o), when: new Date(0) }) };
    expect(playChecked(moduleOf(dated), {}, 3, ["random"]).problems.join()).toMatch(
      /not plain JSON/,
    );
  });

  it("catches a fast path that disagrees with the engine, and skips options it does not cover", () => {
    const wrong = moduleOf(honest, {
      covers: (_bot, o) => (o as { players: number }).players === 1,
      run: (games) => new Float64Array(games).fill(-1),
    });
    expect(checkFastPath(wrong, {}, "random", 3, 7)).toHaveLength(3);
    const none = moduleOf(honest, { covers: () => false, run: () => new Float64Array() });
    expect(checkFastPath(none, {}, "random", 3, 7)).toEqual([]);
  });
});
