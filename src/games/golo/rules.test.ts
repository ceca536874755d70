import { describe, expect, it } from "vitest";
import { game } from "./game.ts";
import { resultName } from "./rules/result.ts";
import { strokes } from "./state.ts";
import { act, die, roll, start } from "./testkit.ts";

const R = { type: "roll", bottoms: false } as const;
// Faces by die: red A, red B, white 1-5, blue A, blue B.
const ALL_PAR = [3, 3, 4, 4, 4, 4, 4, 5, 5];

describe("How to Play (simple rules)", () => {
  it("Step 1: Roll all nine dice.", () => {
    const s = act(start(), R);
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice.map((d) => d.name)).toEqual([
      "red A",
      "red B",
      "white 1",
      "white 2",
      "white 3",
      "white 4",
      "white 5",
      "blue A",
      "blue B",
    ]);
  });

  it("Step 2: You must remove at least one die, but you may remove as many as you wish.", () => {
    const s = roll(act(start(), R), ALL_PAR);
    expect(game.checkAction(s, { type: "remove", dice: [] })).toMatch(/at least one/);
    expect(game.checkAction(s, { type: "remove", dice: [0, 1, 2, 3, 4, 5, 6, 7, 8] })).toBeNull();
    expect(game.checkAction(s, { type: "remove", dice: [4] })).toBeNull();
  });

  it("Step 3: Place the remaining dice in the cup and roll again.", () => {
    let s = roll(act(start(), R), ALL_PAR);
    s = act(s, { type: "remove", dice: [0, 8] });
    expect(s.phase).toBe("tee");
    expect(s.cup).toEqual([1, 2, 3, 4, 5, 6, 7]);
    s = act(s, R);
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice).toHaveLength(7);
  });

  it("Step 4-5: Continue until all nine dice have been removed; add up the scores for all nine dice", () => {
    let s = roll(act(start(), R), [8, 7, 8, 8, 8, 8, 3, 10, 9]);
    s = act(s, { type: "remove", dice: [6] });
    for (let left = 8; left > 0; left--) {
      s = roll(
        act(s, R),
        s.cup.map((d) => [1, 2, 3, 3, 3, 3, 3, 3, 4][d]),
      );
      s = act(s, { type: "remove", dice: [s.cup[0]] });
    }
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).scores).toEqual([1 + 2 + 3 * 5 + 3 + 4]);
  });

  it("To play 18 holes, repeat the process and add both nine-hole scores together (and 72 holes)", () => {
    for (const holes of [18, 72] as const) {
      let s = start({ holes });
      for (let nine = 0; nine < holes / 9; nine++) {
        s = roll(act(s, R), ALL_PAR);
        expect(s.round).toBe(nine);
        s = act(s, { type: "remove", dice: [...s.cup] });
      }
      expect(game.next(s).kind).toBe("end");
      expect(game.result(s).scores).toEqual([36 * (holes / 9)]);
    }
  });

  it("Bottoms: the bottom side of each die is in play on that roll", () => {
    let s = act(start(), { type: "roll", bottoms: true });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice[0].name).toBe("red A (bottom)");
    // The top showed 1 (eagle) on red A: its bottom, 8, is what the referee reads and scores.
    s = roll(s, [8, 3, 4, 4, 4, 4, 4, 5, 5]);
    s = act(s, { type: "remove", dice: [die(s, "red A")] });
    expect(s.cards[0][0]?.face).toBe(8);
  });
});

describe("Scoring without a scorecard", () => {
  it("GOLO Flop: Roll all nine dice, calling Bottoms if you wish, and add up the total", () => {
    let s = act(start({ mode: "flop" }), { type: "roll", bottoms: true });
    s = roll(s, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).scores).toEqual([45]);
  });

  it("Trips: three rolls, remove as many dice as you wish on the first two, add up after the third", () => {
    let s = roll(act(start({ mode: "trips" }), R), ALL_PAR);
    expect(game.checkAction(s, { type: "remove", dice: [] })).toBeNull();
    s = act(s, { type: "remove", dice: [] });
    s = roll(act(s, R), ALL_PAR);
    s = act(s, { type: "remove", dice: [0] });
    s = roll(act(s, R), [2, 8, 8, 8, 8, 8, 10, 9]);
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).scores).toEqual([3 + 2 + 5 * 8 + 10 + 9]);
  });

  it("Trips: removing every die before the third roll ends the nine", () => {
    let s = roll(act(start({ mode: "trips" }), R), ALL_PAR);
    s = act(s, { type: "remove", dice: [...s.cup] });
    expect(game.next(s).kind).toBe("end");
  });
});

describe("Definitions: hole results", () => {
  it("Ace: hole-in-one; Eagle two under, Birdie one under, Bogey one over, Double two over, Quad four over", () => {
    expect(resultName(1, 3)).toBe("ace");
    expect(resultName(3, 5)).toBe("eagle");
    expect(resultName(3, 4)).toBe("birdie");
    expect(resultName(4, 4)).toBe("par");
    expect(resultName(5, 4)).toBe("bogey");
    expect(resultName(6, 4)).toBe("double");
    expect(resultName(7, 4)).toBe("triple");
    expect(resultName(8, 4)).toBe("quad");
    expect(resultName(8, 3)).toBe("quintuple");
  });
});

describe("Two or more players", () => {
  it("each seat plays its nine in turn; lowest total wins; equal totals share the place", () => {
    let s = start({ players: 3 });
    const rolls = [ALL_PAR, ALL_PAR.map((f) => f + 1), ALL_PAR];
    for (let seat = 0; seat < 3; seat++) {
      expect(s.seat).toBe(seat);
      s = roll(act(s, R), rolls[seat]);
      s = act(s, { type: "remove", dice: [...s.cup] });
    }
    const r = game.result(s);
    expect(r.scores).toEqual([36, 45, 36]);
    expect(r.ranking).toEqual([[0, 2], [1]]);
    expect(strokes(s.cards[1])).toBe(45);
  });
});
