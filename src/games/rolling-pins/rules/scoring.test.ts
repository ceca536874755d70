/** Scoring as the rulebook's Scoring section says, plus the bonus frames. */
import { describe, expect, it } from "vitest";
import { playBots } from "../../../strategy/autoplay.ts";
import { plainPaint } from "../../paint.ts";
import { FULL } from "../data.ts";
import { game } from "../game.ts";
import { gameModule } from "../index.ts";
import type { State } from "../state.ts";
import { ballsLeft, newSheet, type PlayerSheet } from "../state.ts";
import { act, bowl, cross, grant, patch, pinsMask, start } from "../testkit.ts";
import { bowlingScore, frameScores, rankOf, totalScore } from "./scoring.ts";

/** A finished sheet from pins per ball: [first, second] per frame (masks of the lowest bits). */
function sheetOf(frames: [number, number][]): PlayerSheet {
  const s = newSheet();
  frames.forEach(([a, b], f) => {
    s.first[f] = (1 << a) - 1;
    s.second[f] = ((1 << (a + b)) - 1) & ~s.first[f];
  });
  s.phase = "done";
  s.frame = 11;
  return s;
}
const open = (n: number): [number, number][] => new Array(n).fill([0, 0]);

describe("Scoring", () => {
  it("Count how many pins you crossed out with each ball: 7 then 2 more scores 9 for that frame", () => {
    const f = frameScores(sheetOf([[7, 2], ...open(11)]))[0];
    expect([f.first, f.second, f.score]).toEqual([7, 2, 9]);
  });

  it("a spare scores 10 plus the next ball: spare then 6 pins is 10+6=16", () => {
    const fs = frameScores(sheetOf([[4, 6], [6, 1], ...open(10)]));
    expect(fs[0].spare).toBe(true);
    expect(fs[0].score).toBe(16);
    expect(fs[1].total).toBe(23);
  });

  it("a strike scores 10 plus the next two balls: strike then 6 and 2 is 10+8=18", () => {
    expect(frameScores(sheetOf([[10, 0], [6, 2], ...open(10)]))[0].score).toBe(18);
  });

  it("two strikes then 8 with the first ball: the first frame scores 10+10+8=28", () => {
    expect(frameScores(sheetOf([[10, 0], [10, 0], [8, 1], ...open(9)]))[0].score).toBe(28);
  });

  it("Perfect game is 300 (twelve strikes through both bonus frames), and matches the bowling formula", () => {
    const s = sheetOf(new Array(12).fill([10, 0]));
    expect(totalScore(s)).toBe(300);
    expect(bowlingScore(new Array(12).fill(10))).toBe(300);
  });

  it("Perfect game by play: Tenpin on every first roll scores 300", () => {
    let s = grant(start(), "tenpin");
    while (game.next(s).kind !== "end") {
      s = game.legalActions(s).some((a) => a.type === "mark")
        ? act(s, game.legalActions(s)[0])
        : bowl(s, 2, 5, 5);
    }
    expect(game.result(s).scores).toEqual([300]);
    expect(frameScores(s.sheets[0]).map((f) => f.total)).toEqual([
      30, 60, 90, 120, 150, 180, 210, 240, 270, 300,
    ]);
  });

  it("Only use the bonus frames if you score a spare or a strike in the last frame", () => {
    const at10 = patch(start({ abilities: false }), { frame: 9, ballsUsed: 10, ballsGained: 10 });
    const nineTen = FULL & ~pinsMask(at10, 9, [9, 10]);
    const only = patch(at10, { first: [...new Array(9).fill(0), nineTen, 0, 0] });
    const openGame = bowl(bowl(only, 2, 1, 1), 1, 1); // only 9 and 10 stand: both balls miss
    expect(game.next(openGame).kind).toBe("end");
    // A spare in the tenth: one bonus ball, then the game ends.
    let spare = patch(at10, { first: [...new Array(9).fill(0), FULL & ~1, 0, 0] });
    spare = act(bowl(bowl(spare, 2, 1, 1), 2, 3, 3), cross(6)); // only pin 6 stands: 2 misses
    expect(spare.sheets[0].frame).toBe(10);
    spare = act(bowl(spare, 2, 1, 1), cross(2));
    spare = bowl(spare, 1, 2); // pin 2 is down, nothing else makes 2: the bonus ball ends
    expect(game.next(spare).kind).toBe("end");
    expect(game.result(spare).scores[0]).toBe(10 + 1);
  });

  it("after a tenth-frame strike, two bonus balls: the second from the bonus frame's second ball", () => {
    let s = patch(start({ abilities: false }), { frame: 9, ballsUsed: 10, ballsGained: 10 });
    s = patch(s, { first: [...new Array(9).fill(0), FULL & ~1, 0, 0] });
    s = act(bowl(s, 2, 3, 3), cross(6)); // pin 6 is the last one standing: strike
    expect(s.sheets[0].frame).toBe(10);
    s = bowl(act(bowl(s, 2, 1, 1), cross(2)), 1, 1); // bonus frame 1 (pins 1-10): 1 is standing
    s = act(s, { type: "miss" });
    s = act(bowl(s, 1, 5), cross(5));
    s = act(bowl(s, 1, 1), { type: "miss" });
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).scores[0]).toBe(10 + 1 + 1);
  });

  it("unused bowling balls from earlier frames may still be used in the bonus frames (decision)", () => {
    let s = patch(start({ abilities: false }), { frame: 9, ballsUsed: 8, ballsGained: 10 });
    s = patch(s, { first: [...new Array(9).fill(0), FULL & ~1, 0, 0] });
    s = bowl(act(bowl(s, 2, 3, 3), cross(6)), 1, 3);
    expect(s.sheets[0].frame).toBe(10);
    expect(ballsLeft(s.sheets[0])).toBe(2);
    expect(game.checkAction(s, { type: "ball", die: 0, delta: 2 })).toBeNull();
  });

  it("These (bonus) frames don't have special gray pins or bowling balls", () => {
    let s = patch(start(), { frame: 9, ballsUsed: 10, ballsGained: 10 });
    s = patch(s, { first: [...new Array(9).fill(0), FULL & ~1, 0, 0] });
    s = act(bowl(s, 2, 3, 3), cross(6));
    s = act(s, { type: "mark", area: 0 });
    expect(ballsLeft(s.sheets[0])).toBe(0);
    s = act(bowl(s, 2, 1, 1), { type: "miss" });
    s = act(bowl(s, 2, 4, 5), cross(9)); // 9 is gray in frame 1, but bonus frames have none
    expect(s.sheets[0].pendingMarks).toBe(0);
  });
});

describe("Solo Table", () => {
  it("Solo Table: <=99 Pinhead, 100-134 Beginner, 135-169 Intermediate, 170-199 Advanced, 200+ Master", () => {
    const at = (scores: number[]) => scores.map(rankOf);
    expect(at([0, 99])).toEqual(["Pinhead", "Pinhead"]);
    expect(at([100, 134])).toEqual(["Beginner", "Beginner"]);
    expect(at([135, 169])).toEqual(["Intermediate", "Intermediate"]);
    expect(at([170, 199])).toEqual(["Advanced", "Advanced"]);
    expect(at([200, 300])).toEqual(["Master", "Master"]);
  });

  it("a finished solo game shows its rank; a game of several players does not", () => {
    const solo = playBots(gameModule, {}, 7, ["greedy"]).state as State;
    const score = totalScore(solo.sheets[0]);
    expect(game.result(solo).note).toBe(`Solo Table: ${rankOf(score)}`);
    expect(gameModule.ui.render(solo, null, plainPaint)).toContain(
      `Game over: ${score} pins (Solo Table: ${rankOf(score)})`,
    );
    const two = playBots(gameModule, {}, 7, ["greedy", "greedy"]).state as State;
    expect(game.result(two).note).toBeUndefined();
    expect(gameModule.ui.render(two, 0, plainPaint)).not.toContain("Solo Table");
  });
});
