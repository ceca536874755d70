import { describe, expect, it } from "vitest";
import type { Options } from "../options.ts";
import type { State } from "../state.ts";
import { act, at, C, findOn, findSpace, onCourse, roll, strip, table } from "../testkit.ts";
import { collide } from "./collide.ts";

describe("Ball collisions", () => {
  const row = strip(["RRRRR", "RRRRW"]);
  it("the stopping ball hits the other ball forward (along its own final direction)", () => {
    const balls = [at(row, 2, 0), at(row, 2, 0)];
    collide(row, balls, 0, 0, null);
    expect(balls).toEqual([at(row, 2, 0), at(row, 3, 0)]);
  });

  it("Ball collisions can chain, causing one ball to hit another forward to hit another forward", () => {
    const balls = [at(row, 1, 0), at(row, 1, 0), at(row, 2, 0)];
    collide(row, balls, 0, 0, null);
    expect(balls).toEqual([at(row, 1, 0), at(row, 2, 0), at(row, 3, 0)]);
  });

  it("Decision: a pushed ball moves exactly one space: no fairway slide, no sand or trees effect", () => {
    const fair = strip(["RRFFR"]);
    const balls = [at(fair, 1, 0), at(fair, 1, 0)];
    collide(fair, balls, 0, 0, null);
    expect(balls[1]).toBe(at(fair, 2, 0));
  });

  it("Players cannot hit an opponent out of bounds. Balls stack instead", () => {
    const balls = [at(row, 4, 0), at(row, 4, 0)];
    expect(collide(row, balls, 0, 0, null)).toEqual([]);
    expect(balls).toEqual([at(row, 4, 0), at(row, 4, 0)]);
    // A chain that reaches the edge stacks at its end.
    const chain = [at(row, 3, 0), at(row, 3, 0), at(row, 4, 0)];
    collide(row, chain, 0, 0, null);
    expect(chain).toEqual([at(row, 3, 0), at(row, 4, 0), at(row, 4, 0)]);
  });

  it("A player takes a penalty if their ball is pushed into water", () => {
    const { layout, c, from, d } = findOn(
      (c, n, d) =>
        c.terrain[n] === "R" &&
        n !== c.green &&
        c.nbr[n * 6 + d] >= 0 &&
        c.terrain[c.nbr[n * 6 + d]] === "W",
    );
    const mid = c.nbr[from * 6 + d];
    let s = onCourse(2, layout);
    s.balls = [from, mid];
    s = roll(act(s, { type: "shot", club: "putter", dir: d }), 1, 1);
    expect(s.balls[1]).toBe(c.nbr[mid * 6 + d]);
    expect(s.penalties).toEqual([0, 1]);
  });

  it("A player takes a penalty if their ball is pushed into water: by the pushed ball's own golfer and cards, not the mover's", () => {
    const { layout, c, from, d } = findOn(
      (c, n, d) =>
        c.terrain[n] === "R" &&
        n !== c.green &&
        c.nbr[n * 6 + d] >= 0 &&
        c.terrain[c.nbr[n * 6 + d]] === "W",
    );
    const mid = c.nbr[from * 6 + d];
    const course = { course: { holes: [layout, layout] } } as Partial<Options>;
    /** Seat 0 putts 1, 1 from `from` onto seat 1's ball, passing every window. */
    const push = (s: State, card?: string): State => {
      s.balls = [from, mid];
      if (card) s = act(s, { type: "card", card });
      s = act(s, { type: "shot", club: "putter", dir: d });
      for (const face of [1, 1]) {
        s = roll(s, face);
        while (s.window.length) s = act(s, { type: "pass" });
      }
      expect(s.balls[1]).toBe(c.nbr[mid * 6 + d]);
      return s;
    };
    // The mover's Skipping Stone Sid does not keep the pushed ball dry.
    expect(push(table(2, [[], []], ["skipper", "lucky"], course)).penalties).toEqual([0, 1]);
    // Nor does the mover's Lifeguard card.
    expect(
      push(table(2, [["lifeguard"], []], ["lucky", "lucky"], course), "lifeguard").penalties,
    ).toEqual([0, 1]);
    // The pushed ball's own Skipping Stone Sid does.
    expect(push(table(2, [[], []], ["lucky", "skipper"], course)).penalties).toEqual([0, 0]);
  });

  it("A golf ball may occupy the same space as another ball during flight", () => {
    const { from, d } = findSpace(
      (n, d) =>
        C.terrain[n] === "R" &&
        n !== C.green &&
        C.nbr[n * 6 + d] >= 0 &&
        C.terrain[C.nbr[n * 6 + d]] === "R" &&
        C.nbr[n * 6 + d] !== C.green,
    );
    const mid = C.nbr[from * 6 + d];
    let s = onCourse(2);
    s.balls = [from, mid];
    s = roll(act(s, { type: "shot", club: "putter", dir: d }), 1, 2, 2);
    expect(s.balls).toEqual([C.nbr[mid * 6 + d], mid]);
  });

  it("Decision: a ball that ends its turn where it started (never left) hits nothing", () => {
    const trees = C.terrain.findIndex((t, i) => t === "T" && i !== C.green);
    let s = onCourse(2);
    s.balls = [trees, trees];
    s = roll(act(s, { type: "shot", club: "wood", dir: 0 }), "triangle");
    expect(s.balls).toEqual([trees, trees]);
  });

  it("Decision: a ball pushed onto the green has stopped on the green", () => {
    const { layout, c, from, d } = findOn(
      (c, n, d) => c.terrain[n] === "R" && n !== c.green && c.nbr[n * 6 + d] === c.green,
    );
    let s = onCourse(2, layout);
    s.balls = [from, c.nbr[from * 6 + d]];
    s = roll(act(s, { type: "shot", club: "putter", dir: d }), 1, 1);
    expect(s.balls[1]).toBe(-1);
    expect(s.greenReached).toBe(true);
  });
});
