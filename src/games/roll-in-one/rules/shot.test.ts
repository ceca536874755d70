import { describe, expect, it } from "vitest";
import { clubById } from "../data.ts";
import { at, shoot, strip } from "../testkit.ts";
import { applyFace, curveOptions, startFlight } from "./shot.ts";

const E = 0;
const SE = 1;
const NE = 5;
const open = strip([
  "RRRRRRRRRRRR",
  "RRRRRRRRRRRR",
  "RRRRRRRRRRRR",
  "RRRRRRRRRRRR",
  "RRRRRRRRRRRR",
]);

describe("Flight", () => {
  it("Each time you roll a number higher than your previous number, move one space along the direction of your shot", () => {
    const s = shoot(open, [0, 2], E, [3, 5, 2]);
    expect(s.at).toBe("2,2");
    expect(s.rollsUsed).toBe(3);
  });

  it("Roll a number that fails to beat your last rolled number (an equal number lands)", () => {
    expect(shoot(open, [0, 2], E, [4, 4]).at).toBe("1,2");
  });

  it("Move only one space, regardless of the number on the die", () => {
    expect(shoot(open, [0, 2], E, [1, 10, 3]).at).toBe("2,2");
  });

  it("If a player rolls a 1, a 4, then a triangle, the 4 remains the number to beat", () => {
    const s = shoot(open, [0, 2], E, [1, 4, "triangle", 3]);
    expect(s.at).toBe("3,2");
    expect(s.log.join(" ")).toContain("3 does not beat 4");
  });

  it("The number to beat only resets at the beginning of each player's turn (first roll: any number moves)", () => {
    expect(shoot(open, [0, 2], E, [1, 1]).at).toBe("1,2");
  });

  it("You MUST keep rolling and moving until the ball lands (triangles keep the ball flying)", () => {
    expect(shoot(open, [0, 2], E, ["triangle", "triangle", "triangle", 1, 1]).at).toBe("4,2");
  });

  it("Triangle: Move one space forward. (Fails while in trees.)", () => {
    const c = strip(["RRTRRR"]);
    const s = shoot(c, [0, 0], E, ["triangle", "triangle", "triangle"]);
    expect(s.at).toBe("2,0");
    expect(s.rollsUsed).toBe(3);
  });

  it("Trees: While here, triangle rolls land (a first-roll triangle from trees does not move)", () => {
    const c = strip(["TRRRR"]);
    expect(shoot(c, [0, 0], E, ["triangle"]).at).toBe("0,0");
  });

  it("Trees: numbers still fly through trees (the only terrain that can affect a ball in flight is trees, and only triangles)", () => {
    const c = strip(["RTTTR"]);
    expect(shoot(c, [0, 0], E, [1, 2, 3, 4, 1]).at).toBe("4,0");
  });

  it("Roll dot(s). Move as many spaces as dots, then land and end your turn", () => {
    const s = shoot(open, [0, 2], E, [2, "dot3"]);
    expect(s.at).toBe("4,2");
    expect(s.how).toBe("dotted");
  });
});

describe("Curves", () => {
  it("Curve: Move one space forward-left or forward-right, your choice. This is now your movement direction", () => {
    const s = shoot(open, [0, 2], E, [1, "curve", 2, 3, 1], [SE]);
    // E to 1,2; curve SE to 1,3; then two more SE to 1,5? The strip has rows 0-4, so stop at 1,4.
    expect(s.dir).toBe(SE);
    expect(s.at).toBe("1,4");
  });

  it("An in-progress shot cannot change direction more than 60 degrees per roll", () => {
    const f = startFlight(at(open, 3, 2), E);
    applyFace(open, f, 2, null);
    applyFace(open, f, "curve", null);
    expect(curveOptions(f).sort()).toEqual([NE, SE].sort());
  });

  it("If your first roll is a curve, you may move one space in any direction, which becomes the direction of your shot", () => {
    const f = startFlight(at(open, 3, 2), E);
    applyFace(open, f, "curve", null);
    expect(curveOptions(f)).toEqual([0, 1, 2, 3, 4, 5]);
    const s = shoot(open, [3, 2], E, ["curve", 1, 1], [3]);
    expect(s.at).toBe("1,2");
  });

  it("Decision: a curve as the first roll from sand turns the shot but does not move the ball", () => {
    const c = strip(["RRRRR", "RRSRR", "RRRRR"]);
    const s = shoot(c, [2, 1], E, ["curve", 2, 1], [3]);
    expect(s.at).toBe("1,1");
  });

  it("Dotted curve: Move one space forward, then one space in a new direction, then land", () => {
    const s = shoot(open, [0, 2], E, ["dotted-curve"], [NE]);
    expect(s.at).toBe("2,1");
    expect(s.how).toBe("dotted");
  });

  it("Decision: a dotted curve as the first roll turns only 60 degrees (the any-direction rule is for curves)", () => {
    const f = startFlight(at(open, 3, 2), E);
    applyFace(open, f, "dotted-curve", null);
    expect(curveOptions(f).sort()).toEqual([NE, SE].sort());
  });
});

describe("Terrain", () => {
  it("Sand: If starting a turn here, the first roll will not move the ball", () => {
    const c = strip(["SRRRR"]);
    expect(shoot(c, [0, 0], E, [2, 1]).at).toBe("0,0");
    expect(shoot(c, [0, 0], E, ["triangle", 1, 1]).at).toBe("1,0");
  });

  it("Decision: a number rolled first from sand does not move the ball but becomes the number to beat", () => {
    const c = strip(["SRRRR"]);
    expect(shoot(c, [0, 0], E, [3, 2]).at).toBe("0,0");
  });

  it("Sand does not affect dotted rolls", () => {
    const c = strip(["SRRRR"]);
    expect(shoot(c, [0, 0], E, ["dot2"]).at).toBe("2,0");
  });

  it("A dotted curve ignores sand and fairway effects", () => {
    const c = strip(["SRRRR", "RFRRR"]);
    const s = shoot(c, [0, 0], E, ["dotted-curve"], [SE]);
    expect(s.at).toBe("1,1");
    expect(s.penalties).toBe(0);
  });

  it("Sand only matters when starting a turn there (landing in sand mid-flight is plain)", () => {
    const c = strip(["RSRRR"]);
    expect(shoot(c, [0, 0], E, [1, 2, 3, 1]).at).toBe("3,0");
  });

  it("Fairway: If the ball lands here, move one more space forward and end turn", () => {
    const c = strip(["RRFRR"]);
    expect(shoot(c, [0, 0], E, [1, 2, 1]).at).toBe("3,0");
  });

  it("Fairway: the slide happens once (sliding onto more fairway stops)", () => {
    const c = strip(["RFFFR"]);
    expect(shoot(c, [0, 0], E, [1, 1]).at).toBe("2,0");
  });

  it("Fairways don't affect dotted rolls", () => {
    const c = strip(["RRFRR"]);
    expect(shoot(c, [0, 0], E, ["dot2"]).at).toBe("2,0");
  });

  it("Water: If the ball stops here, take a penalty token (decision: the ball stays in the water)", () => {
    const c = strip(["RRWRR"]);
    const s = shoot(c, [0, 0], E, [1, 2, 1]);
    expect(s).toMatchObject({ at: "2,0", penalties: 1 });
  });

  it("Water only counts when the ball stops there (flying over it is free)", () => {
    const c = strip(["RWWRR"]);
    expect(shoot(c, [0, 0], E, [1, 2, 3, 1])).toMatchObject({ at: "3,0", penalties: 0 });
  });

  it("Rough: No special rules", () => {
    expect(shoot(open, [0, 0], E, [5, 2])).toMatchObject({ at: "1,0", penalties: 0 });
  });

  it("Anywhere not on a board is considered out of bounds. Flew out-of-bounds? Stop at the edge, take a penalty token, and end the turn", () => {
    const c = strip(["RRR"]);
    const s = shoot(c, [0, 0], E, [1, 2, 3]);
    expect(s).toMatchObject({ at: "2,0", penalties: 1, how: "out", rollsUsed: 3 });
  });

  it("Decision: a fairway slide off the course is out of bounds (penalty, the ball stays on the fairway)", () => {
    const c = strip(["RRF"]);
    expect(shoot(c, [0, 0], E, [1, 2, 1])).toMatchObject({ at: "2,0", penalties: 1 });
  });

  it("Decision: out of bounds from a water space at the edge costs one penalty, not two", () => {
    const c = strip(["RRW"]);
    expect(shoot(c, [0, 0], E, [1, 2, 3])).toMatchObject({ at: "2,0", penalties: 1, how: "out" });
  });

  it("Decision: dots that run off the course stop at the edge with a penalty", () => {
    const c = strip(["RRR"]);
    expect(shoot(c, [0, 0], E, ["dot5"])).toMatchObject({ at: "2,0", penalties: 1 });
  });

  it("Decision: the ball passes over the green in flight; it must stop on it", () => {
    const c = strip(["RGRRR"]);
    expect(shoot(c, [0, 0], E, [1, 2, 1]).at).toBe("2,0");
    expect(shoot(c, [0, 0], E, [1, 1]).at).toBe("1,0");
  });

  it("Decision: a green on a fairway space stops the ball (no slide off the green)", () => {
    const c = strip(["RgRR"]);
    expect(shoot(c, [0, 0], E, [1, 1]).at).toBe("1,0");
  });
});

describe("Sample turns", () => {
  it("The Wood, starting from sand. Rolls: triangle, triangle, 5, triangle, 8, 1, then slides on fairway into the water", () => {
    const c = strip(["SRRRFWR"]);
    const s = shoot(c, [0, 0], E, ["triangle", "triangle", 5, "triangle", 8, 1]);
    expect(s).toMatchObject({ at: "5,0", penalties: 1 });
    expect(clubById("wood")!.faces).toEqual(expect.arrayContaining([5, 8, 1, "triangle"]));
  });

  it("9-Iron. Rolls: 2-dot. A nice simple chip over the water", () => {
    const c = strip(["RWRR"]);
    expect(shoot(c, [0, 0], E, ["dot2"])).toMatchObject({ at: "2,0", penalties: 0 });
  });

  it("4-Iron. Rolls: 3, 5, curve, 7, 3: travels a couple of spaces, turns right on the curve", () => {
    const s = shoot(open, [0, 0], E, [3, 5, "curve", 7, 3], [SE]);
    expect(s.at).toBe("2,2");
  });

  it("The Wedge. Rolls: dotted curve, lands on the green", () => {
    const c = strip(["RRRR", "RRGR"]);
    expect(shoot(c, [0, 0], E, ["dotted-curve"], [SE]).at).toBe("1,1");
  });
});
