/** One test per rulebook sentence (Gameplay and Special Abilities), named after it. */
import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../../tests/harness/checks.ts";
import { rollDice } from "../../engine/dice.ts";
import { createRng } from "../../engine/rng.ts";
import { FULL } from "./data.ts";
import { game } from "./game.ts";
import { gameModule } from "./index.ts";
import { ballsLeft, standing } from "./state.ts";
import { act, bowl, cross, isLegal, patch, pinsMask, start } from "./testkit.ts";

describe("Gameplay", () => {
  it("Begin the frame by rolling either one or two dice", () => {
    const s = start();
    expect(game.legalActions(s)).toEqual(
      expect.arrayContaining([
        { type: "dice", count: 1 },
        { type: "dice", count: 2 },
      ]),
    );
    const one = game.next(act(s, { type: "dice", count: 1 }));
    const two = game.next(act(s, { type: "dice", count: 2 }));
    expect(one.kind === "chance" && one.dice.length).toBe(1);
    expect(two.kind === "chance" && two.dice.length).toBe(2);
  });

  it("the numbers on the crossed-out pins must add up exactly to the value you rolled (1 and 6: 7, or 2 and 5, or 1, 2 and 4)", () => {
    const s = bowl(start(), 2, 1, 6);
    expect(isLegal(s, cross(7))).toBe(true);
    expect(isLegal(s, cross(2, 5))).toBe(true);
    expect(isLegal(s, cross(1, 2, 4))).toBe(true);
    expect(game.checkAction(s, cross(3, 5))).toMatch(/add up to 8, the roll is 7/);
    expect(isLegal(s, cross(1, 6))).toBe(true);
  });

  it("you will roll again in the same frame and continue to cross out pins; only the pins that are not crossed out are available", () => {
    let s = act(bowl(start(), 2, 1, 6), cross(7));
    expect(s.sheets[0].phase).toBe("choose");
    s = bowl(s, 1, 6);
    expect(game.checkAction(s, cross(7))).toMatch(/not all standing/);
    s = act(s, cross(6));
    expect(standing(s.sheets[0])).toBe(FULL & ~pinsMask(s, 0, [6, 7]));
  });

  it("When you can't cross out pins that add up exactly to the value rolled, your first ball is over", () => {
    let s = patch(start(), {
      first: [pinsMask(start(), 0, [1, 2, 3, 4, 5, 6, 7, 8]), ...new Array(11).fill(0)],
      ballsUsed: 1,
    });
    s = bowl(s, 1, 3); // only 9 and 10 stand, no bowling ball left: a miss by itself
    expect(s.sheets[0].ball).toBe(2);
    expect(s.sheets[0].phase).toBe("choose");
  });

  it("You may choose to miss on purpose and move on to the second ball after you rolled the dice", () => {
    const s0 = start();
    expect(isLegal(s0, { type: "miss" })).toBe(false);
    const s = act(bowl(s0, 2, 3, 4), { type: "miss" });
    expect(s.sheets[0].ball).toBe(2);
    expect(s.sheets[0].first[0]).toBe(0);
  });

  it("After your first miss, the second ball uses only the pins not crossed out; after its miss you move on to the next frame", () => {
    let s = act(bowl(start(), 2, 3, 4), cross(7));
    s = act(bowl(s, 2, 1, 1), { type: "miss" });
    s = act(bowl(s, 1, 5), cross(5));
    expect(s.sheets[0].second[0]).toBe(pinsMask(s, 0, [5]));
    s = act(bowl(s, 1, 3), { type: "miss" });
    expect(s.sheets[0].frame).toBe(1);
    expect(s.sheets[0].ball).toBe(1);
  });
});

describe("Bowling balls", () => {
  it("at the start of each frame you are given one ability to increase or decrease the value of a die by 1 (the bowling ball)", () => {
    let s = bowl(start(), 1, 6);
    expect(ballsLeft(s.sheets[0])).toBe(1);
    expect(isLegal(s, { type: "ball", die: 0, delta: 2 })).toBe(false);
    s = act(s, { type: "ball", die: 0, delta: 1 });
    expect(s.sheets[0].dice).toEqual([7]);
    expect(ballsLeft(s.sheets[0])).toBe(0);
    expect(isLegal(s, cross(7))).toBe(true);
  });

  it("You may also use any balls from previous frames that have not been used, all at once: a roll of 7 changed to 10", () => {
    let s = act(bowl(start(), 2, 3, 4), { type: "miss" });
    s = act(bowl(s, 2, 3, 4), { type: "miss" }); // frame 2: two balls
    s = act(bowl(s, 2, 3, 4), { type: "miss" });
    s = act(bowl(s, 2, 3, 4), { type: "miss" }); // frame 3: three balls
    s = bowl(s, 2, 3, 4);
    expect(ballsLeft(s.sheets[0])).toBe(3);
    s = act(s, { type: "ball", die: 1, delta: 3 });
    expect(s.sheets[0].dice).toEqual([3, 7]);
    expect(isLegal(s, cross(10))).toBe(true);
    expect(ballsLeft(s.sheets[0])).toBe(0);
  });

  it("a bowling ball can lower a die by 1 (decision: never below 1)", () => {
    const s = bowl(start(), 1, 1);
    expect(isLegal(s, { type: "ball", die: 0, delta: -1 })).toBe(false);
    const t = act(bowl(start(), 1, 4), { type: "ball", die: 0, delta: -1 });
    expect(t.sheets[0].dice).toEqual([3]);
  });
});

describe("moves never change the state before them", () => {
  it("a pending Auto-strike settled when the turn passes changes only the new state (the sheet it shared is copied first)", () => {
    for (let seed = 1; seed <= 6; seed++) {
      // Seat 1 (and in three-player games seat 2) holds Auto-strike when its turn comes.
      const players = 2 + (seed % 2);
      let s = patch(start({ players }), { autoStrike: true }, 1);
      if (players === 3) s = patch(s, { autoStrike: true }, 2);
      const bot = gameModule.bots.greedy();
      const rng = createRng(seed);
      let strikes = 0;
      for (let i = 0; i < 400; i++) {
        const before = deepFreeze(structuredClone(s));
        const step = game.next(before);
        if (step.kind === "end") break;
        // A frozen state throws on any write; the copy kept beside it must still equal it.
        const next =
          step.kind === "chance"
            ? game.applyChance(before, rollDice(rng, step.dice))
            : game.apply(before, bot.choose(before, rng));
        strikes += next.sheets.filter(
          (x, k) =>
            x.strikeBy.includes("autoStrike") && !before.sheets[k].strikeBy.includes("autoStrike"),
        ).length;
        s = next;
      }
      expect(strikes, `seed ${seed}`).toBe(players - 1);
    }
  });
});
