/** Ability squares and every ability, each test named after the rulebook sentence (or our design). */
import { describe, expect, it } from "vitest";
import { FULL } from "./data.ts";
import { game } from "./game.ts";
import { ballsLeft, canUse, layout, type State } from "./state.ts";
import { act, bowl, cross, grant, isLegal, patch, pinsMask, roll, start } from "./testkit.ts";

const area = (s: State, a: Parameters<typeof canUse>[2]) => layout(s).areaOf[a] as number;
const TOP_FULL = [1, 2, 2, 2, 3, 0, 0, 0, 0, 0];
/** Frame 1 of the default sheet: pins 1-10, gray 9 and 6. Second ball begins after a miss. */
const secondBall = (s: State) => act(bowl(s, 2, 3, 4), { type: "miss" });

describe("Ability squares", () => {
  it("If you cross out one of these (gray) pins on the second ball of the frame, you may mark one of the squares", () => {
    const s = act(bowl(secondBall(start()), 2, 4, 5), cross(9));
    expect(s.sheets[0].pendingMarks).toBe(1);
    expect(game.legalActions(s).every((a) => a.type === "mark")).toBe(true);
  });

  it("each gray pin crossed on the second ball marks a square (decision: two gray pins, two squares)", () => {
    let s = bowl(patch(secondBall(start()), { ballsGained: 4 }), 2, 6, 6);
    s = act(act(s, { type: "ball", die: 0, delta: 3 }), cross(6, 9));
    expect(s.sheets[0].pendingMarks).toBe(2);
  });

  it("Note that you will not do this if you cross out a gray pin with the first ball of the frame", () => {
    const s = act(bowl(start(), 2, 4, 5), cross(9));
    expect(s.sheets[0].pendingMarks).toBe(0);
  });

  it("You may also mark one square if you score a strike", () => {
    let s = patch(start(), {
      first: [FULL & ~pinsMask(start(), 0, [10]), ...new Array(11).fill(0)],
    });
    s = act(bowl(s, 2, 4, 6), cross(10));
    expect(s.sheets[0].first[0]).toBe(FULL);
    expect(s.sheets[0].pendingMarks).toBe(1);
  });

  it("mark one ability square each time you score a strike: a strike in a bonus frame marks too", () => {
    let s = patch(start(), { frame: 10, bonusNeeded: 2, ballsGained: 10 });
    s = patch(s, { first: [...new Array(10).fill(0), FULL & ~pinsMask(s, 10, [10]), 0] });
    s = act(bowl(s, 2, 4, 6), cross(10));
    expect(s.sheets[0].first[10]).toBe(FULL);
    expect(s.sheets[0].pendingMarks).toBe(1);
    expect(s.sheets[0].frame).toBe(11);
    s = act(s, { type: "mark", area: 0 });
    expect(s.sheets[0].marks[0]).toBe(1);
  });

  it("The bottom five areas are only available if all ten squares in the top five areas are marked", () => {
    const base = act(bowl(secondBall(start()), 2, 4, 5), cross(9));
    expect(game.legalActions(base).map((a) => (a.type === "mark" ? a.area : -1))).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(game.checkAction(base, { type: "mark", area: 7 })).toMatch(/bottom five/);
    const full = patch(base, { marks: TOP_FULL });
    expect(game.legalActions(full).map((a) => (a.type === "mark" ? a.area : -1))).toEqual([
      5, 6, 7, 8, 9,
    ]);
  });

  it("Once you mark all the squares in one area, you immediately gain the special ability", () => {
    let s = act(bowl(secondBall(start()), 2, 4, 5), cross(9));
    s = act(s, { type: "mark", area: area(s, "reroll") });
    expect(canUse(layout(s), s.sheets[0], "reroll")).toBe(true);
    expect(isLegal(bowl(s, 1, 1), { type: "reroll" })).toBe(true);
  });
});

describe("Abilities of the rulebook", () => {
  it("Tenpin: if your first roll of a frame is double 5s, you immediately score a strike; you keep the frame's bowling ball and mark a square", () => {
    const s = bowl(grant(start(), "tenpin"), 2, 5, 5);
    expect(s.sheets[0].first[0]).toBe(FULL);
    expect(s.sheets[0].strikeBy[0]).toBe("tenpin");
    expect(s.sheets[0].pendingMarks).toBe(1);
    expect(ballsLeft(s.sheets[0])).toBe(2);
  });

  it("Tenpin: you immediately score a strike: automatic, not a choice (no strike action, no miss instead)", () => {
    const s = bowl(grant(start(), "tenpin"), 2, 5, 5);
    expect(s.sheets[0].strikeBy[0]).toBe("tenpin");
    expect(game.legalActions(s).every((a) => a.type === "mark")).toBe(true);
    const rolled = bowl(grant(start(), "tenpin"), 2, 4, 5);
    expect(game.checkAction(rolled, { type: "strike" })).toMatch(/by itself/);
  });

  it("Tenpin: you may adjust your initial roll with special abilities (not a later roll)", () => {
    const s = act(bowl(grant(start(), "tenpin"), 2, 4, 5), { type: "ball", die: 0, delta: 1 });
    expect(s.sheets[0].strikeBy[0]).toBe("tenpin");
    expect(s.sheets[0].first[0]).toBe(FULL);
    const later = bowl(act(bowl(grant(start(), "tenpin"), 2, 1, 2), cross(3)), 2, 5, 5);
    expect(later.sheets[0].strikeBy[0]).toBe("");
    expect(later.sheets[0].phase).toBe("roll");
  });

  it("Extra Die: roll 3 dice each roll of that ball and select two; one die: roll two and pick one", () => {
    let s = act(grant(start(), "extraDie"), { type: "extraDie" });
    s = bowl(s, 2, 5, 1, 6);
    expect(game.checkAction(s, cross(6))).toMatch(/discard/);
    s = act(act(s, { type: "discard", die: 1 }), cross(5, 6));
    const again = game.next(act(s, { type: "dice", count: 1 }));
    expect(again.kind === "chance" && again.dice.length).toBe(2);
    s = act(bowl(s, 1, 2, 3), { type: "discard", die: 0 });
    expect(s.sheets[0].dice).toEqual([3]);
  });

  it("Extra Die: once per game, until the end of that ball", () => {
    let s = act(grant(start(), "extraDie"), { type: "extraDie" });
    s = act(act(bowl(s, 2, 1, 1, 1), { type: "discard", die: 0 }), { type: "miss" });
    expect(s.sheets[0].extraDie).toBe(false);
    expect(isLegal(s, { type: "extraDie" })).toBe(false);
  });

  it("Extra Die: You may combine with Tenpin and with Re-roll to re-roll all the dice", () => {
    let s = grant(grant(grant(start(), "extraDie"), "tenpin"), "reroll");
    s = bowl(act(s, { type: "extraDie" }), 2, 1, 2, 3);
    s = act(s, { type: "reroll" });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice.length).toBe(3);
    s = roll(s, 5, 2, 5);
    expect(s.sheets[0].phase).toBe("roll");
    s = act(s, { type: "discard", die: 1 });
    expect(s.sheets[0].strikeBy[0]).toBe("tenpin");
  });

  it("Re-roll: once per game, you may re-roll all the dice", () => {
    let s = act(bowl(grant(start(), "reroll"), 2, 1, 1), { type: "reroll" });
    s = roll(s, 3, 4);
    expect(s.sheets[0].dice).toEqual([3, 4]);
    expect(isLegal(s, { type: "reroll" })).toBe(false);
  });

  it("Re-roll: with Tenpin you may re-roll the first roll of the frame and score a strike if you roll double 5s", () => {
    let s = grant(grant(start(), "tenpin"), "reroll");
    s = roll(act(bowl(s, 2, 1, 2), { type: "reroll" }), 5, 5);
    expect(s.sheets[0].strikeBy[0]).toBe("tenpin");
  });

  it("Extra Pin: once per game, cross out a pin in the current frame; you still need to use the value of the dice to avoid missing", () => {
    let s = bowl(grant(start(), "extraPin"), 1, 4);
    s = act(s, { type: "extraPin", pin: 4 });
    expect(s.sheets[0].first[0]).toBe(pinsMask(s, 0, [4]));
    expect(s.sheets[0].phase).toBe("roll");
    expect(isLegal(s, cross(1, 3))).toBe(true);
    expect(isLegal(s, { type: "extraPin", pin: 5 })).toBe(false);
  });

  it("Extra Pin: may be used after you have already missed; after the first ball on a gray pin it marks a square", () => {
    let s = grant(start(), "extraPin");
    s = act(secondBall(s), { type: "dice", count: 1 });
    s = act(roll(s, 6), { type: "miss" });
    expect(s.sheets[0].phase).toBe("frameEnd");
    s = act(s, { type: "extraPin", pin: 9 });
    expect(s.sheets[0].second[0]).toBe(pinsMask(s, 0, [9]));
    expect(s.sheets[0].pendingMarks).toBe(1);
    expect(s.sheets[0].frame).toBe(1);
  });

  it("You may use the Extra Pin after you have already missed: also after the last bonus ball's miss", () => {
    // A tenth-frame spare owes one bonus ball; it misses, and the Extra Pin still waits.
    let s = grant(patch(start(), { frame: 10, bonusNeeded: 1, ballsGained: 10 }), "extraPin");
    s = act(s, { type: "dice", count: 1 });
    s = act(roll(s, 6), { type: "miss" });
    expect(s.sheets[0].phase).toBe("frameEnd");
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    s = act(s, { type: "extraPin", pin: 5 });
    expect(s.sheets[0].first[10]).toBe(pinsMask(s, 10, [5]));
    expect(s.sheets[0].phase).toBe("done");
    const without = act(
      roll(act(patch(start(), { frame: 10, bonusNeeded: 1 }), { type: "dice", count: 1 }), 6),
      { type: "miss" },
    );
    expect(without.sheets[0].phase).toBe("done");
  });

  it("Flip: once per game after rolling, turn one die to its opposite face; with Tenpin 5-2 becomes double 5s", () => {
    let s = bowl(grant(grant(start(), "flip"), "tenpin"), 2, 5, 2);
    s = act(s, { type: "flip", die: 1 });
    expect(s.sheets[0].strikeBy[0]).toBe("tenpin");
    const once = act(bowl(grant(start(), "flip"), 2, 5, 2), { type: "flip", die: 1 });
    expect(once.sheets[0].dice).toEqual([5, 5]);
    expect(isLegal(once, { type: "flip", die: 0 })).toBe(false);
  });

  it("Flip turns the physical die to its opposite face (7 minus the face shown), whatever the bowling balls added", () => {
    // 6 pushed to 7 by a ball: the die turns 6 -> 1 and keeps the ball's +1, so it counts 2.
    let s = act(bowl(grant(start(), "flip"), 1, 6), { type: "ball", die: 0, delta: 1 });
    s = act(s, { type: "flip", die: 0 });
    expect(s.sheets[0].faces).toEqual([1]);
    expect(s.sheets[0].dice).toEqual([2]);
    // 2 pushed to 3: flipping gives 5 + 1 = 6, never 7 - 3 = 4.
    let t = act(bowl(grant(start(), "flip"), 2, 2, 1), { type: "ball", die: 0, delta: 1 });
    t = act(t, { type: "flip", die: 0 });
    expect(t.sheets[0].dice).toEqual([6, 1]);
  });

  it("decision: Spin turns the physical face too, and Double doubles what the die counts (6 -> 12)", () => {
    let s = grant(grant(start(), "spin"), "double");
    s = act(bowl(s, 2, 3, 1), { type: "double", die: 0 });
    expect(s.sheets[0].dice).toEqual([6, 1]);
    s = act(s, { type: "spin", die: 0, face: 5 });
    expect(s.sheets[0].faces).toEqual([5, 1]);
    expect(s.sheets[0].dice).toEqual([10, 1]);
  });

  it("Auto-strike: immediately score a strike in the next available frame; keep that frame's bowling ball; mark a square", () => {
    let s = patch(start(), { marks: [1, 2, 2, 2, 3, 0, 0, 0, 0, 2] });
    s = act(bowl(secondBall(s), 2, 4, 5), cross(9));
    s = act(s, { type: "mark", area: area(s, "autoStrike") });
    expect(s.sheets[0].autoStrike).toBe(true);
    s = act(act(bowl(s, 1, 1), { type: "miss" }), { type: "next" }); // Extra Pin is held: say next
    const sh = s.sheets[0];
    expect(sh.first[1]).toBe(FULL);
    expect(sh.strikeBy[1]).toBe("autoStrike");
    expect(sh.frame).toBe(2);
    expect(sh.pendingMarks).toBe(1);
    expect(ballsLeft(sh)).toBe(3);
  });

  it("Auto-strike gained by a tenth-frame strike strikes the bonus frame (decision: bonus frames count)", () => {
    let s = patch(start(), { marks: [1, 2, 2, 2, 3, 0, 0, 0, 0, 2], frame: 9, ballsGained: 10 });
    s = patch(s, { first: [...new Array(9).fill(0), FULL & ~1, 0, 0] });
    s = act(bowl(s, 2, 3, 3), cross(6)); // the tenth frame's last pin: a strike, and a square
    s = act(s, { type: "mark", area: area(s, "autoStrike") });
    const sh = s.sheets[0];
    expect(sh.first[10]).toBe(FULL);
    expect(sh.strikeBy[10]).toBe("autoStrike");
    expect(sh.frame).toBe(11);
  });
});

describe("Abilities of our design", () => {
  it("Ball Return: when gained, two more bowling balls", () => {
    let s = patch(start(), { marks: [1, 2, 2, 1, 0, 0, 0, 0, 0, 0] });
    s = act(bowl(secondBall(s), 2, 4, 5), cross(9));
    s = act(s, { type: "mark", area: area(s, "ballReturn") });
    expect(ballsLeft(s.sheets[0])).toBe(3);
  });

  it("Double: once per game after rolling, double the value of one die", () => {
    const s = act(bowl(grant(start(), "double"), 1, 6), { type: "double", die: 0 });
    expect(s.sheets[0].dice).toEqual([12]);
    expect(isLegal(s, cross(2, 10))).toBe(true);
  });

  it("Spin: once per game after rolling, turn one die to any face", () => {
    const s = act(bowl(grant(start(), "spin"), 2, 2, 3), { type: "spin", die: 0, face: 6 });
    expect(s.sheets[0].dice).toEqual([6, 3]);
    expect(isLegal(s, { type: "spin", die: 1, face: 1 })).toBe(false);
  });

  it("Lucky Doubles: from now on, a roll showing a pair gives a bowling ball", () => {
    const s = bowl(grant(start(), "luckyDoubles"), 2, 3, 3);
    expect(ballsLeft(s.sheets[0])).toBe(2);
    expect(ballsLeft(bowl(grant(start(), "luckyDoubles"), 2, 3, 4).sheets[0])).toBe(1);
  });
});
