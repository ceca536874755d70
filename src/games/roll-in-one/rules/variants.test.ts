import { describe, expect, it } from "vitest";
import { playBots } from "../../../strategy/autoplay.ts";
import type { Action } from "../actions.ts";
import { game } from "../game.ts";
import { gameModule as rollInOne } from "../index.ts";
import type { CourseFile, Options } from "../options.ts";
import type { State } from "../state.ts";
import { act, LAYOUT, opts, place, roll, sp, where } from "../testkit.ts";
import { compileCourse } from "./course.ts";
import { distance } from "./hex.ts";
import { greenIndices, tokenBudget } from "./variants.ts";

const E = 0;
const shot = (s: State, club: string, dir: number) => act(s, { type: "shot", club, dir });
const passAll = (s: State) => {
  while (s.window.length) s = act(s, { type: "pass" });
  return s;
};

/** A variant game with seat 0 holding the marker (roll-off and any deals done). */
function variant(o: Partial<Options>): State {
  let s = game.setup(opts(o));
  for (let guard = 0; guard < 200 && game.next(s).kind === "chance"; guard++) {
    const step = game.next(s);
    if (step.kind !== "chance") break;
    s = game.applyChance(
      s,
      step.dice.map((d, i) => (s.phase === "rolloff" ? Math.min(4, i + 1) : d.faces[0])),
    );
  }
  return s;
}

/** A space next to green g and the direction from it onto the green. */
function besideGreen(s: State, g: number): { at: number; dir: number } {
  const c = compileCourse(s.layout);
  const gi = greenIndices(s)[g];
  for (let d = 0; d < 6; d++) {
    const n = c.nbr[gi * 6 + d];
    const taken = greenIndices(s).includes(n) || s.balls.includes(n);
    if (n >= 0 && c.terrain[n] !== "W" && c.terrain[n] !== "F" && !taken)
      return { at: n, dir: (d + 3) % 6 };
  }
  throw new Error("no space beside the green");
}

describe("Golfer card variants", () => {
  it("Let players choose golfers instead of randomly dealing", () => {
    let s = game.setup(
      opts({ players: 2, cards: true, golferMode: "choose", layout: "generated" }),
    );
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    expect(game.legalActions(s)).toContainEqual({ type: "choose-golfer", golfer: "skipper" });
    s = act(s, { type: "choose-golfer", golfer: "skipper" });
    expect(s.golfers[0]).toBe("skipper");
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
    expect(game.checkAction(s, { type: "choose-golfer", golfer: "skipper" })).toMatch(/no golfer/);
  });
  it("Or grab 1-3 golfers, set them beside the course, and apply their abilities to all players", () => {
    let s = variant({
      players: 2,
      sharedGolfers: ["skipper"],
      course: { holes: [LAYOUT as CourseFile["holes"][number]] },
    });
    expect(s.golfers).toEqual([null, null]);
    s = place(place(s, 0, 0, 0), 1, 4, 5);
    s = passAll(roll(shot(s, "9-iron", 3), "dot1"));
    s = passAll(roll(shot(s, "9-iron", E), "dot1"));
    expect(s.balls[1]).toBe(sp(5, 5));
    expect(s.penalties[1]).toBe(0);
    expect(() => game.setup(opts({ players: 2, sharedGolfers: ["nobody"] }))).toThrow(/nobody/);
  });
});

describe("Ricochet", () => {
  it("If you land in a space with another ball, move your ball OR the other ball to any adjacent space, and follow that space's rules", () => {
    let s = variant({
      players: 2,
      ricochet: true,
      course: { holes: [LAYOUT as CourseFile["holes"][number]] },
    });
    s = place(place(s, 0, 1, 3), 1, 2, 3);
    s = roll(shot(s, "putter", E), 1, 1);
    expect(s.ricochet).toEqual({ seat: 0, at: sp(2, 3), dir: E });
    expect(game.legalActions(s)).toContainEqual({ type: "ricochet", ball: 0, dir: 3 });
    s = act(s, { type: "ricochet", ball: 1, dir: E });
    // 3,3 is fairway: the moved ball follows its rules and slides one more space.
    expect(s.balls[1]).toBe(sp(4, 3));
    expect(s.balls[0]).toBe(sp(2, 3));
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
  });
});

describe("Handicap Points", () => {
  it("Give each player 6 points; spend points to add or subtract to rolled numbers (2 points change a 4 to a 2 or 6)", () => {
    let s = variant({
      players: 1,
      handicap: true,
      course: { holes: [LAYOUT as CourseFile["holes"][number]] },
    });
    expect(s.points).toEqual([6]);
    s = roll(shot(place(s, 0, 2, 3), "wood", E), 4);
    expect(game.legalActions(s)).toContainEqual({ type: "adjust", to: 2 });
    expect(game.legalActions(s)).toContainEqual({ type: "adjust", to: 10 });
    s = act(s, { type: "adjust", to: 6 });
    expect(s.points).toEqual([4]);
    expect(s.flight?.last).toBe(6);
    expect(where(s)).toBe("3,3");
    expect(game.checkAction(s, { type: "adjust", to: 1 })).toMatch(/cannot change the roll/);
  });
  it("Players may spend a point to traverse out-of-bounds spaces; they must still roll to make progress", () => {
    let s = variant({
      players: 1,
      handicap: true,
      course: { holes: [LAYOUT as CourseFile["holes"][number]] },
    });
    s = roll(shot(place(s, 0, 3, 2), "putter", E), 1);
    expect(game.legalActions(s)).toContainEqual({ type: "cross" });
    s = act(s, { type: "cross" });
    expect(s.points).toEqual([5]);
    expect(s.flight?.oob).toEqual([4, 2]);
    s = roll(s, 2);
    expect(where(s)).toBe("5,2");
    expect(s.flight?.oob).toBeNull();
  });
  it("If the player fails to cross the out-of-bounds space, they must take a penalty and reset to the space before they exited", () => {
    let s = variant({
      players: 1,
      handicap: true,
      course: { holes: [LAYOUT as CourseFile["holes"][number]] },
    });
    s = act(roll(shot(place(s, 0, 3, 2), "putter", E), 2), { type: "cross" });
    s = passAll(roll(s, 1));
    expect(s.flight).toBeNull();
    expect(s.balls[0]).toBe(sp(3, 2));
    expect(s.penalties[0]).toBe(1);
    expect(s.points[0]).toBe(5);
  });
  it("Do not replenish points during the game", () => {
    const m = playBots(rollInOne, { handicap: true, layout: "generated" }, 5, ["planner"]);
    const s = m.state as State;
    const spent = m.record.actions.filter(
      (a) => "action" in a && (a.action as Action).type === "adjust",
    );
    expect(s.points[0]).toBeLessThanOrEqual(6);
    expect(spent.length === 0 || s.points[0] < 6).toBe(true);
  });
});

describe("Campaign mode", () => {
  it("Design one large arrangement of boards with three greens", () => {
    const s = variant({ players: 2, variant: "campaign" });
    expect(s.layout.boards).toHaveLength(7);
    expect(s.greens).toHaveLength(3);
    const c = compileCourse(s.layout);
    const g = greenIndices(s).map((i) => c.hexes[i]);
    expect(distance(g[0], g[1])).toBeGreaterThanOrEqual(5);
    expect(s.holesTotal).toBe(1);
  });
  it("The first player to reach all the greens wins; for each penalty token first place possesses, the other players get a turn to catch up", () => {
    let s = variant({ players: 2, variant: "campaign" });
    const near = besideGreen(s, 2);
    s = { ...s, reached: [[0, 1], []], penalties: [2, 0], balls: [near.at, s.balls[1]] };
    s = roll(shot(s, "9-iron", near.dir), "dot1");
    expect(s.reached[0]).toEqual([0, 1, 2]);
    expect(s.leader).toBe(0);
    expect(s.balls[0]).toBe(-1);
    // P2 completes the round, then gets two catch-up turns (P1 holds two penalty tokens).
    let turns = 0;
    while (s.phase !== "over") {
      const step = game.next(s);
      if (step.kind === "chance") s = game.applyChance(s, [1]);
      else {
        if (!s.flight) turns++;
        s = act(s, game.legalActions(s).find((a) => a.type === "shot" && a.club === "putter")!);
      }
    }
    expect(turns).toBe(3);
    expect(game.result(s).ranking[0]).toEqual([0]);
  });
});

describe("Bumper Golf", () => {
  it("Arrange five boards and place three greens", () => {
    const s = variant({ players: 2, variant: "bumper" });
    expect(s.layout.boards).toHaveLength(5);
    expect(s.greens).toHaveLength(3);
    expect(() => game.optionsSchema.parse({ players: 1, variant: "bumper" })).toThrow(
      /2\+ players/,
    );
  });
  it("Players get a penalty whenever hit by another ball, in addition to normal rules", () => {
    let s = variant({ players: 2, variant: "bumper" });
    const c = compileCourse(s.layout);
    const from = s.balls[0];
    const to = c.nbr[from * 6 + E] >= 0 ? E : 1;
    const target = c.nbr[from * 6 + to];
    s = { ...s, balls: [from, target] };
    s = roll(shot(s, "9-iron", to), "dot1");
    expect(s.penalties[1]).toBeGreaterThanOrEqual(1);
    expect(s.events.join(" ")).toMatch(/bumper penalty/);
  });
  it("If a player lands on a green, their penalties drop by one and they move the green at least six spaces away", () => {
    let s = variant({ players: 2, variant: "bumper" });
    const near = besideGreen(s, 0);
    const old = s.greens[0];
    s = { ...s, penalties: [2, 0], balls: [near.at, s.balls[1]] };
    s = roll(shot(s, "9-iron", near.dir), "dot1");
    expect(s.penalties[0]).toBe(1);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    const moves = game.legalActions(s);
    for (const m of moves) {
      if (m.type !== "move-green") throw new Error("only green moves are legal");
      expect(distance({ q: m.q, r: m.r }, { q: old[0], r: old[1] })).toBeGreaterThanOrEqual(6);
    }
    s = act(s, moves[0]);
    expect(s.greens[0]).not.toEqual(old);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
  });
  it("Game ends when someone has six penalties", () => {
    let s = variant({ players: 2, variant: "bumper" });
    const c = compileCourse(s.layout);
    const from = s.balls[0];
    const to = c.nbr[from * 6 + E] >= 0 ? E : 1;
    s = { ...s, balls: [from, c.nbr[from * 6 + to]], penalties: [0, 5] };
    s = roll(shot(s, "9-iron", to), "dot1");
    expect(s.phase).toBe("over");
    expect(game.result(s).ranking[0]).toEqual([0]);
  });
});

describe("Solo Survival", () => {
  it("Give yourself 2 penalty tokens for each diamond or tee board you place, and 1 token for any other board", () => {
    const s = variant({ players: 1, variant: "survival", layout: "generated" });
    expect(s.tokens).toBe(tokenBudget(s.layout));
    expect(tokenBudget(LAYOUT)).toBe(2 + 2 + 2 + 1);
    expect(() => game.optionsSchema.parse({ players: 2, variant: "survival" })).toThrow(/solo/);
  });
  it("Setup: Design a hole. Draw 1 caddie card (and no golfer card)", () => {
    const s = game.setup(
      opts({ players: 1, variant: "survival", cards: true, layout: "generated" }),
    );
    expect(s.deal).toEqual([{ seat: 0, what: "caddie" }]);
    expect(s.golfers).toEqual([null]);
    const designed = game.setup(opts({ players: 1, variant: "survival", cards: true }));
    expect(designed.deal).toEqual([]);
  });
  it("Spend a token at the start of each turn and any time you take a penalty", () => {
    let s = variant({ players: 1, variant: "survival", layout: "generated" });
    const t0 = s.tokens;
    s = shot(s, "putter", 0);
    expect(s.tokens).toBe(t0 - 1);
    s = passAll(roll(s, 1, 1, 1, 1, 1));
    const c = compileCourse(s.layout);
    expect(s.tokens).toBe(t0 - 1 - s.penalties[0]);
    expect(c.hexes.length).toBeGreaterThan(0);
  });
  it("You may also spend 1 token to reroll, or 3 tokens to change direction mid-turn", () => {
    let s = variant({ players: 1, variant: "survival", layout: "generated" });
    const t0 = s.tokens;
    s = roll(shot(s, "wood", 0), 2);
    if (s.flight?.landed) return;
    expect(game.legalActions(s)).toContainEqual({ type: "token", use: "reroll" });
    const turned = act(s, { type: "token", use: "turn", dir: 1 });
    expect(turned.tokens).toBe(t0 - 1 - 3);
    expect(turned.flight?.dir).toBe(1);
    s = act(s, { type: "token", use: "reroll" });
    expect(s.tokens).toBe(t0 - 2);
    expect(s.flight?.first).toBe(true);
  });
  it("If you run out of tokens and aren't on the green, the game ends; how many holes can you last?", () => {
    const m = playBots(rollInOne, { variant: "survival", layout: "generated" }, 2, ["planner"]);
    const s = m.state as State;
    expect(s.phase).toBe("over");
    expect(game.result(s).scores).toEqual([s.survived]);
    expect(s.cards).toHaveLength(Math.min(s.survived + 1, 20));
    if (s.survived < 20) expect(s.tokens).toBeLessThanOrEqual(0);
  });
});
