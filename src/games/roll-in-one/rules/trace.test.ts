import { describe, expect, it } from "vitest";
import type { State } from "../state.ts";
import { act, C, findOn, onCourse, roll } from "../testkit.ts";
import { hexLine } from "./trace.ts";

const rough = (c: typeof C, n: number) => c.terrain[n] === "R" && n !== c.green;

describe("The shot's trace (what a table draws the flight from)", () => {
  it("a shot starts a trace; each roll adds its face, the number to beat and the spaces moved", () => {
    const { layout, c, from, d } = findOn(
      (c, n, d) => rough(c, n) && c.nbr[n * 6 + d] >= 0 && rough(c, c.nbr[n * 6 + d]),
    );
    let s: State = onCourse(1, layout);
    s.balls = [from];
    s = act(s, { type: "shot", club: "putter", dir: d });
    expect(s.trace).toMatchObject({ id: 1, seat: 0, club: "putter", from, hole: 0 });
    expect(s.trace?.steps).toHaveLength(1);
    s = roll(s, 1);
    const first = c.nbr[from * 6 + d];
    expect(s.trace?.steps[1]).toMatchObject({
      face: 1,
      beat: 0,
      moves: [{ seat: 0, path: [from, first] }],
      landed: false,
    });
    s = roll(s, 3);
    expect(s.trace?.steps[2]).toMatchObject({ face: 3, beat: 1 });
    s = roll(s, 2);
    const last = s.trace?.steps[3];
    expect(last).toMatchObject({ face: 2, beat: 3, landed: true });
    expect(last?.words.join(" ")).toMatch(/2 does not beat 3: the ball lands/);
    // The next shot is a new trace.
    s = act(s, { type: "shot", club: "putter", dir: d });
    expect(s.trace?.id).toBe(2);
    expect(s.trace?.steps).toHaveLength(1);
  });

  it("dots move several spaces in one roll: the path has every space on the way", () => {
    const { layout, c, from, d } = findOn((c, n, d) => {
      let at = n;
      for (let k = 0; k < 3; k++) {
        if (!rough(c, at)) return false;
        at = c.nbr[at * 6 + d];
        if (at < 0) return false;
      }
      return rough(c, at);
    });
    let s: State = onCourse(1, layout);
    s.balls = [from];
    s = roll(act(s, { type: "shot", club: "9-iron", dir: d }), "dot3");
    const path = s.trace?.steps[1].moves[0].path ?? [];
    expect(path).toHaveLength(4);
    expect(path[0]).toBe(from);
    for (let k = 1; k < path.length; k++) expect(path[k]).toBe(c.nbr[path[k - 1] * 6 + d]);
    expect(s.trace?.steps[1].landed).toBe(true);
  });

  it("a collision: the shooter's move first, then the ball it pushed (with the penalty of water)", () => {
    const { layout, c, from, d } = findOn(
      (c, n, d) => rough(c, n) && c.nbr[n * 6 + d] >= 0 && c.terrain[c.nbr[n * 6 + d]] === "W",
    );
    const mid = c.nbr[from * 6 + d];
    const behind = c.nbr[mid * 6 + ((d + 3) % 6)];
    let s: State = onCourse(2, layout);
    s.balls = [from, mid];
    s = roll(act(s, { type: "shot", club: "putter", dir: d }), 1, 1);
    const step = s.trace?.steps.at(-1);
    expect(behind).toBe(from);
    // The first 1 flies onto the other ball's space; the second lands there and pushes it.
    expect(s.trace?.steps[1].moves).toEqual([{ seat: 0, path: [from, mid] }]);
    expect(step?.moves).toEqual([{ seat: 1, path: [mid, c.nbr[mid * 6 + d]] }]);
    expect(step?.landed).toBe(true);
    expect(step?.penalized).toEqual([1]);
    expect(step?.words.join(" ")).toMatch(/pushed into water: penalty/);
  });

  it("the shot that ends the hole is traced on that hole, to where the balls came to rest", () => {
    // The putter from a space next to the green, aimed at it.
    const { layout, c, from, d } = findOn((c, n) => n === c.green);
    let s: State = onCourse(1, layout, 2);
    s.balls = [from];
    s = roll(act(s, { type: "shot", club: "putter", dir: d }), 1, 1);
    expect(s.hole).toBe(1);
    expect(s.trace?.hole).toBe(0);
    expect(s.trace?.steps[1].moves).toEqual([{ seat: 0, path: [from, c.green] }]);
    expect(s.trace?.steps.at(-1)).toMatchObject({ landed: true, moves: [] });
    expect(s.trace?.steps.at(-1)?.words.join(" ")).toMatch(/stops on the green!.*hole 1 is over/);
    expect(s.cards[0].balls).toEqual([-1]);
  });

  it("hexLine walks a straight line space by space", () => {
    const a = C.tee;
    for (let d = 0; d < 6; d++) {
      let b = a;
      const want = [a];
      for (let k = 0; k < 3 && C.nbr[b * 6 + d] >= 0; k++) {
        b = C.nbr[b * 6 + d];
        want.push(b);
      }
      expect(hexLine(C, a, b)).toEqual(want);
    }
  });
});
