import { describe, expect, it } from "vitest";
import type { GameError } from "../../engine/errors.ts";
import { act, createMatch, enterRoll, matchResult, nextStep } from "../../engine/match.ts";
import { contributing, game, turnScore } from "./game.ts";
import { attempt, solo, state } from "./testkit.ts";

describe("Straight Golf rules", () => {
  it("Six 6 sided dice: the first attempt rolls all six", () => {
    const m = solo();
    act(m, 0, { type: "roll" });
    const step = nextStep(m);
    expect(step.kind === "chance" && step.dice.length).toBe(6);
  });

  it("Set aside any dice that contribute to the straight (rulebook example: 1,1,3,4,5,5 keeps 1,3,4,5)", () => {
    expect(contributing([], [1, 1, 3, 4, 5, 5], false)).toEqual([1, 3, 4, 5]);
    const m = solo();
    attempt(m, [1, 1, 3, 4, 5, 5]);
    expect(state(m).turn.kept).toEqual([1, 3, 4, 5]);
    const step = nextStep(m);
    expect(step.kind).toBe("decision");
    act(m, 0, { type: "roll" });
    const roll2 = nextStep(m);
    expect(roll2.kind === "chance" && roll2.dice.length).toBe(2);
  });

  it("Any dice remaining are rolled for the second and third attempts (example: 1,2 keeps 2; then 6)", () => {
    const m = solo();
    attempt(m, [1, 1, 3, 4, 5, 5]);
    attempt(m, [1, 2]);
    expect(state(m).turn.kept).toEqual([1, 2, 3, 4, 5]);
    attempt(m, [6]);
    expect(state(m).scores[0]).toEqual([0]);
  });

  it("If a player completes the straight in three rolls, their score does not change (par)", () => {
    expect(turnScore(6, 3)).toBe(0);
  });

  it("Deduct 1 point for completing the straight in two rolls (birdie)", () => {
    const m = solo();
    attempt(m, [1, 2, 3, 3, 3, 3]);
    attempt(m, [4, 5, 6]);
    expect(state(m).scores[0]).toEqual([-1]);
  });

  it("Deduct 3 points for completing the straight in a single roll (hole in one)", () => {
    const m = solo();
    attempt(m, [6, 5, 4, 3, 2, 1]);
    expect(state(m).scores[0]).toEqual([-3]);
    expect(state(m).round).toBe(1);
  });

  it("If a player fails to complete the straight, add one point for each die not part of the straight", () => {
    const m = solo();
    attempt(m, [1, 1, 1, 1, 1, 1]);
    attempt(m, [1, 1, 1, 1, 1]);
    attempt(m, [2, 2, 2, 2, 2]);
    expect(state(m).scores[0]).toEqual([4]);
  });

  it("Three attempts at most: the turn ends after the third", () => {
    const m = solo();
    attempt(m, [1, 1, 1, 1, 1, 1]);
    attempt(m, [1, 1, 1, 1, 1]);
    attempt(m, [1, 1, 1, 1, 1]);
    expect(state(m).turn.attempts).toBe(0);
    expect(state(m).round).toBe(1);
    expect(state(m).scores[0]).toEqual([5]);
  });

  it("The player with the lowest score at the end of the 9th round wins the game", () => {
    const m = createMatch(game, { players: 2 }, 1);
    enterRoll(m, [2, 5]); // roll-off: seat 2 first
    for (let r = 0; r < 9; r++) {
      attempt(m, [1, 2, 3, 4, 5, 6]); // seat 2: hole in one
      attempt(m, [1, 1, 1, 1, 1, 1]);
      attempt(m, [1, 1, 1, 1, 1]);
      attempt(m, [1, 1, 1, 1, 1]); // seat 1: +5
    }
    expect(nextStep(m).kind).toBe("end");
    const result = matchResult(m);
    expect(result.scores).toEqual([45, -27]);
    expect(result.ranking).toEqual([[1], [0]]);
  });

  it("Players begin the game with a score of zero", () => {
    const m = createMatch(game, { players: 3 }, 1);
    expect(state(m).scores).toEqual([[], [], []]);
  });

  it("Each player rolls a die and whoever rolls the highest number goes first", () => {
    const m = createMatch(game, { players: 3 }, 1);
    const step = nextStep(m);
    expect(step.kind === "chance" && step.dice.length).toBe(3);
    enterRoll(m, [3, 6, 2]);
    expect(state(m).firstSeat).toBe(1);
    expect(nextStep(m)).toEqual({ kind: "decision", seat: 1 });
  });

  it("decision: a roll-off tie for highest is rolled again by the tied players only", () => {
    const m = createMatch(game, { players: 3 }, 1);
    enterRoll(m, [6, 2, 6]);
    expect(state(m).rollOff).toEqual([0, 2]);
    const step = nextStep(m);
    expect(step.kind === "chance" && step.dice.length).toBe(2);
    enterRoll(m, [1, 4]);
    expect(state(m).firstSeat).toBe(2);
  });

  it("decision: a single player needs no roll-off", () => {
    expect(nextStep(solo()).kind).toBe("decision");
  });

  it("decision: play passes seat to seat and the round ends when every player has had a turn", () => {
    const m = createMatch(game, { players: 2 }, 1);
    enterRoll(m, [5, 2]);
    attempt(m, [1, 2, 3, 4, 5, 6]);
    expect(nextStep(m)).toEqual({ kind: "decision", seat: 1 });
    expect(state(m).round).toBe(0);
    attempt(m, [1, 2, 3, 4, 5, 6]);
    expect(state(m).round).toBe(1);
    expect(nextStep(m)).toEqual({ kind: "decision", seat: 0 });
  });

  it("decision: tied totals share the place", () => {
    const m = createMatch(game, { players: 2, rounds: 1 }, 1);
    enterRoll(m, [5, 2]);
    attempt(m, [1, 2, 3, 4, 5, 6]);
    attempt(m, [1, 2, 3, 4, 5, 6]);
    expect(matchResult(m).ranking).toEqual([[0, 1]]);
  });

  describe("Increase the challenge: the straight in sequential order", () => {
    it("A 2 cannot be kept until a 1 is rolled (example attempt one: 1,1,3,4,5,5 keeps only the 1)", () => {
      expect(contributing([], [1, 1, 3, 4, 5, 5], true)).toEqual([1]);
      expect(contributing([], [2, 3, 4, 5, 6, 6], true)).toEqual([]);
    });

    it("Rulebook example: 1 / then 2,3 / then nothing; three dice left adds three points", () => {
      const m = solo({ inOrder: true });
      attempt(m, [1, 1, 3, 4, 5, 5]);
      expect(state(m).turn.kept).toEqual([1]);
      attempt(m, [1, 2, 3, 5, 6]);
      expect(state(m).turn.kept).toEqual([1, 2, 3]);
      attempt(m, [1, 6, 6]);
      expect(state(m).scores[0]).toEqual([3]);
    });

    it("a roll with no 1 in order keeps nothing, and a blank turn scores +6", () => {
      const m = solo({ inOrder: true });
      for (let i = 0; i < 3; i++) attempt(m, [2, 2, 2, 2, 2, 2]);
      expect(state(m).scores[0]).toEqual([6]);
    });
  });

  describe("bad input changes nothing", () => {
    it("a roll typed for the wrong number of dice is refused with a message", () => {
      const m = solo();
      act(m, 0, { type: "roll" });
      const before = JSON.stringify(m.state);
      expect(() => enterRoll(m, [1, 2, 3])).toThrow(/expected 6 faces/);
      expect(() => enterRoll(m, [1, 2, 3, 4, 5, 7])).toThrow(/no face 7/);
      expect(JSON.stringify(m.state)).toBe(before);
    });

    it("an action out of turn or malformed is a typed error", () => {
      const m = createMatch(game, { players: 2 }, 1);
      enterRoll(m, [5, 2]);
      const before = JSON.stringify(m.state);
      const err = (f: () => void) => {
        try {
          f();
        } catch (e) {
          return (e as GameError).code;
        }
        return "none";
      };
      expect(err(() => act(m, 1, { type: "roll" }))).toBe("wrong-seat");
      expect(err(() => act(m, 0, { type: "keep" }))).toBe("malformed");
      act(m, 0, { type: "roll" });
      expect(err(() => act(m, 0, { type: "roll" }))).toBe("not-now");
      expect(JSON.stringify(m.state)).not.toBe(before);
    });

    it("options out of range are refused", () => {
      expect(() => createMatch(game, { players: 0 }, 1)).toThrow(/players/);
      expect(() => createMatch(game, { players: 1, holes: 3 }, 1)).toThrow(/holes/);
    });
  });
});
