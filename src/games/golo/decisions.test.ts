import { describe, expect, it } from "vitest";
import { game } from "./game.ts";
import { act, die, roll, start } from "./testkit.ts";

const R = { type: "roll", bottoms: false } as const;
const PARS = [3, 3, 4, 4, 4, 4, 4, 5, 5];

describe("GOLO decisions (docs/rules/golo.md)", () => {
  it("decision: without a scorecard the k-th die removed in a nine is hole k, with the die's own par", () => {
    let s = roll(act(start(), R), PARS);
    s = act(s, { type: "remove", dice: [8, 0] });
    expect(s.cards[0].slice(0, 3).map((h) => h && [h.die, h.par])).toEqual([[8, 5], [0, 3], null]);
  });

  it("decision: any die may be removed, not only the lowest (Remove your lowest score(s) is advice)", () => {
    const s = roll(act(start(), R), [1, 3, 4, 4, 4, 4, 4, 5, 5]);
    expect(game.checkAction(s, { type: "remove", dice: [7] })).toBeNull();
  });

  it("decision: several players play nine after nine, each seat its whole nine in turn", () => {
    let s = start({ players: 2, holes: 18 });
    const order: string[] = [];
    while (game.next(s).kind !== "end") {
      order.push(`${s.round}:${s.seat}`);
      s = roll(
        act(s, R),
        s.cup.map((d) => PARS[d]),
      );
      s = act(s, { type: "remove", dice: [...s.cup] });
    }
    expect(order).toEqual(["0:0", "0:1", "1:0", "1:1"]);
    expect(game.result(s).scores).toEqual([72, 72]);
    expect(game.result(s).ranking).toEqual([[0, 1]]);
  });

  it("decision: the Bottoms call holds for the roll's re-rolls (OB, mulligan, unplayable)", () => {
    let s = act(start({ referee: true }), { type: "roll", bottoms: true });
    s = roll(s, PARS);
    s = act(s, { type: "mulligan", die: 2 });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice[0].name).toBe("white 1 (bottom)");
  });

  it("decision: OB in Flop voids the roll; the OB die scores +2 and the rest is rolled again", () => {
    let s = act(start({ mode: "flop", referee: true }), R);
    s = roll(s, PARS);
    s = act(s, { type: "ob", die: 8 });
    s = roll(s, [9]);
    expect(s.cup).toHaveLength(8);
    s = roll(act(s, R), PARS.slice(0, 8));
    s = act(s, { type: "remove", dice: [...s.cup] });
    expect(game.result(s).scores).toEqual([31 + 11]);
  });

  it("decision: every further unplayable lie in a row adds one more stroke to the same next die", () => {
    let s = roll(act(start({ referee: true }), R), PARS);
    for (let i = 0; i < 3; i++) s = roll(act(s, { type: "unplayable" }), PARS);
    expect(s.penalty).toBe(2);
    s = act(s, { type: "remove", dice: [0, 1] });
    expect(s.cards[0][0]).toMatchObject({ penalty: 2, strokes: 5 });
    expect(s.cards[0][1]).toMatchObject({ penalty: 0, strokes: 3 });
  });

  it("decision: in scorecard play the player chooses which die of the colour scores the hole", () => {
    const s = roll(act(start({ mode: "scorecard", pars: [3, 4, 4, 4, 4, 4, 3, 5, 5] }), R), PARS);
    expect(game.checkAction(s, { type: "remove", dice: [die(s, "red A")] })).toBeNull();
    expect(game.checkAction(s, { type: "remove", dice: [die(s, "red B")] })).toBeNull();
  });

  it("decision: Match Play and Skins report total strokes as scores, ranked by holes won", () => {
    let s = start({ mode: "skins", players: 1 });
    while (game.next(s).kind !== "end") {
      s = act(s, game.legalActions(s)[0]);
      s = roll(s, [s.options.pars[s.round]]);
    }
    // A lone player wins every skin.
    expect(s.won).toEqual([9]);
    expect(game.result(s).scores).toEqual([36]);
  });

  it("decision: a disqualified Skins player stops competing and ranks last", () => {
    let s = start({ mode: "skins", players: 3, referee: true });
    s = act(s, { type: "dq", seat: 1 });
    while (game.next(s).kind !== "end") {
      expect(s.seat).not.toBe(1);
      s = act(s, game.legalActions(s)[0]);
      s = roll(s, [s.options.pars[s.round] + (s.seat === 0 ? 0 : 1)]);
      if (s.phase === "act") s = act(s, { type: "remove", dice: [...s.cup] });
    }
    expect(s.won).toEqual([9, 0, 0]);
    expect(game.result(s).ranking).toEqual([[0], [2], [1]]);
  });
});
