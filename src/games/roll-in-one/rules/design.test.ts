/** Campaign and Bumper Golf designed by hand (option byHand): the boards, three greens, accept. */
import { describe, expect, it } from "vitest";
import { playBots } from "../../../strategy/autoplay.ts";
import type { Action } from "../actions.ts";
import { game } from "../game.ts";
import { gameModule as rollInOne } from "../index.ts";
import type { Options } from "../options.ts";
import type { State } from "../state.ts";
import { act, opts } from "../testkit.ts";
import { compileCourse } from "./course.ts";
import { designLimits, designProblems } from "./design.ts";
import { BUMPER_EXTRA, CAMPAIGN_EXTRA } from "./variants.ts";

/** A two-player game in its design phase (seat 0 took the marker). */
function designing(o: Partial<Options>): State {
  const s = game.setup(opts({ players: 2, ...o }));
  return game.applyChance(s, [1, 2]);
}

/** Places `n` boards by the first legal placement of each board in turn. */
function placeBoards(s: State, n: number): State {
  for (let i = 0; i < n; i++) {
    const a = game.legalActions(s).find((x) => x.type === "place");
    if (!a) throw new Error(`no placement for board ${i + 1}`);
    s = act(s, a);
  }
  return s;
}

const greenSpots = (s: State) =>
  game.legalActions(s).filter((a): a is Extract<Action, { type: "green" }> => a.type === "green");

describe("Campaign Mode designed by hand: one large arrangement of boards with three greens", () => {
  it("without byHand the course is generated as before (no design phase)", () => {
    expect(designing({ variant: "campaign" }).phase).toBe("play");
  });

  it("with byHand the marker holder designs: the tee plus six boards", () => {
    let s = designing({ variant: "campaign", byHand: true });
    expect(s.phase).toBe("design");
    expect(designLimits(s)).toEqual({ extra: [CAMPAIGN_EXTRA], greens: 3 });
    s = placeBoards(s, CAMPAIGN_EXTRA);
    expect(s.layout.boards).toHaveLength(CAMPAIGN_EXTRA + 1);
    // A seventh board does not fit the campaign's count.
    expect(game.legalActions(s).some((a) => a.type === "place")).toBe(false);
  });

  it("three greens are placed; a fourth is refused until one is lifted", () => {
    let s = placeBoards(designing({ variant: "campaign", byHand: true }), CAMPAIGN_EXTRA);
    const spots = greenSpots(s);
    for (const g of spots.slice(0, 3)) s = act(s, g);
    expect(s.greens).toHaveLength(3);
    expect(s.layout.green).toBeNull();
    expect(game.checkAction(s, spots[3])).toMatch(/3 greens are placed: lift one first/);
    // A green action on a green lifts it.
    s = act(s, spots[0]);
    expect(s.greens).toHaveLength(2);
    expect(game.checkAction(s, { type: "accept" })).toMatch(/3 greens are needed; 2 placed/);
    s = act(s, spots[3]);
    expect(designProblems(s)).toEqual([]);
  });

  it("accepting starts play on the hand-made course with its three greens", () => {
    let s = placeBoards(designing({ variant: "campaign", byHand: true }), CAMPAIGN_EXTRA);
    for (const g of greenSpots(s).slice(0, 3)) s = act(s, g);
    const greens = s.greens.map((g) => [...g]);
    s = act(s, { type: "accept" });
    expect(s.phase).toBe("play");
    expect(s.greens).toEqual(greens);
    expect(s.reached).toEqual([[], []]);
    expect(compileCourse(s.layout).hexes.length).toBeGreaterThan(60);
    expect(game.invariants?.(s)).toEqual([]);
  });

  it("too few boards cannot be accepted, and greens never go on water or the tee's start", () => {
    let s = placeBoards(designing({ variant: "campaign", byHand: true }), 3);
    const c = compileCourse(s.layout);
    for (const g of greenSpots(s)) {
      const i = c.index.get(`${g.q},${g.r}`)!;
      expect(c.terrain[i]).not.toBe("W");
      expect(i).not.toBe(c.tee);
    }
    for (const g of greenSpots(s).slice(0, 3)) s = act(s, g);
    expect(game.checkAction(s, { type: "accept" })).toMatch(
      /6 boards besides the tee; this one has 3/,
    );
  });

  it("generate in a hand-designed campaign makes a whole course with three greens", () => {
    let s = designing({ variant: "campaign", byHand: true });
    s = act(s, { type: "generate", seed: 4 });
    expect(s.layout.boards).toHaveLength(CAMPAIGN_EXTRA + 1);
    expect(s.greens).toHaveLength(3);
    expect(game.checkAction(s, { type: "accept" })).toBeNull();
  });
});

describe("Bumper Golf designed by hand: arrange five boards and place three greens", () => {
  it("the tee plus four boards, three greens, then play", () => {
    let s = designing({ variant: "bumper", byHand: true });
    expect(designLimits(s)).toEqual({ extra: [BUMPER_EXTRA], greens: 3 });
    s = placeBoards(s, BUMPER_EXTRA);
    expect(game.legalActions(s).some((a) => a.type === "place")).toBe(false);
    for (const g of greenSpots(s).slice(0, 3)) s = act(s, g);
    s = act(s, { type: "accept" });
    expect(s.phase).toBe("play");
    expect(s.greens).toHaveLength(3);
    expect(game.invariants?.(s)).toEqual([]);
  });

  it("bots designing by hand generate the course and accept it, then play it out", () => {
    const m = playBots(rollInOne, { variant: "bumper", byHand: true, maxRounds: 3 }, 5, [
      "random",
      "planner",
    ]);
    const s = m.state as State;
    expect(s.phase).toBe("over");
    expect(s.greens).toHaveLength(3);
  });
});
