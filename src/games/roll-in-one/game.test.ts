import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game } from "./game.ts";
import type { CourseFile } from "./options.ts";
import { candidatePlacements, EMPTY_LAYOUT } from "./rules/course.ts";
import { generateLayout } from "./rules/generator.ts";
import { greenDistance, holeScores } from "./rules/play.ts";
import { compareSeats } from "./rules/result.ts";
import { act, C, findSpace, LAYOUT, onCourse, opts, roll } from "./testkit.ts";

describe("Setting up and starting a hole", () => {
  it("Roll the Putter (4-sided die) to see who goes first. The player who rolls the lowest score receives the first player marker", () => {
    const s = game.setup(opts({ players: 3, layout: "design" }));
    const step = game.next(s);
    expect(step).toMatchObject({ kind: "chance" });
    expect(step.kind === "chance" && step.dice.map((d) => d.name)).toEqual([
      "putter",
      "putter",
      "putter",
    ]);
    const after = game.applyChance(s, [3, 1, 4]);
    expect(after.marker).toBe(1);
    expect(game.next(after)).toEqual({ kind: "decision", seat: 1 });
  });

  it("Decision: players tied for the lowest putter roll roll again until one is lowest", () => {
    let s = game.setup(opts({ players: 3 }));
    s = game.applyChance(s, [2, 4, 2]);
    expect(s.rolloff).toEqual([0, 2]);
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice).toHaveLength(2);
    s = game.applyChance(s, [3, 1]);
    expect(s.marker).toBe(2);
  });

  it("The player holding the first player marker designs a hole; the marker passes clockwise", () => {
    let s = game.setup(opts({ players: 3 }));
    s = game.applyChance(s, [4, 4, 1]);
    const designers: number[] = [];
    while (game.next(s).kind !== "end") {
      const step = game.next(s);
      if (s.phase === "design" && step.kind === "decision") {
        designers.push(step.seat);
        s = act(act(s, { type: "generate", seed: designers.length }), { type: "accept" });
        continue;
      }
      // Everyone putts from anywhere until the pick-up: cheap and enough to finish holes.
      if (step.kind === "chance") s = game.applyChance(s, [1]);
      else s = act(s, game.legalActions(s)[0]);
    }
    expect(designers).toEqual([2, 0, 1]);
  });

  it("In a two-player game, each player creates two holes, for a total of four holes", () => {
    expect(game.setup(opts({ players: 2 })).holesTotal).toBe(4);
    expect(game.setup(opts({ players: 4 })).holesTotal).toBe(4);
    expect(game.setup(opts({ players: 5 })).holesTotal).toBe(5);
  });

  it("Each player begins their first turn from the tee", () => {
    const s = onCourse(3);
    expect(s.balls).toEqual([C.tee, C.tee, C.tee]);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
  });
});

describe("On your turn", () => {
  it("You cannot change dice mid-turn; you MUST keep rolling until the ball lands", () => {
    let s = act(onCourse(2), { type: "shot", club: "wood", dir: 0 });
    expect(game.checkAction(s, { type: "shot", club: "putter", dir: 0 })).toMatch(/in the air/);
    expect(game.next(s)).toMatchObject({ kind: "chance", dice: [{ name: "wood" }] });
    s = roll(s, 3);
    expect(game.next(s).kind).toBe("chance");
  });

  it("You can only change direction mid-turn if you roll a curve symbol. If that happens, you must turn", () => {
    let s = act(onCourse(1), { type: "shot", club: "4-iron", dir: 0 });
    s = roll(s, 2, "curve");
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    expect(game.legalActions(s)).toEqual([
      { type: "curve", dir: 5 },
      { type: "curve", dir: 1 },
    ]);
    expect(game.checkAction(s, { type: "curve", dir: 0 })).toMatch(/NE or SE, not E/);
    expect(game.checkAction(s, { type: "shot", club: "wood", dir: 0 })).toMatch(/curve/);
  });

  it("A round is all players taking a turn, beginning with the first player, clockwise", () => {
    let s = onCourse(3);
    const order: number[] = [];
    for (let k = 0; k < 6; k++) {
      const step = game.next(s);
      if (step.kind !== "decision") throw new Error("expected a decision");
      order.push(step.seat);
      s = roll(act(s, { type: "shot", club: "putter", dir: 1 }), 2, 1);
    }
    expect(order).toEqual([0, 1, 2, 0, 1, 2]);
  });
});

describe("Playing and scoring a hole", () => {
  const { from: nearGreen, d: toGreen } = findSpace((n) => n === C.green);

  it("The hole is over once any player stops on the green token! Any player who has not yet gone this round gets their turn", () => {
    let s = onCourse(3);
    s.balls = [nearGreen, C.tee, C.tee];
    s = roll(act(s, { type: "shot", club: "putter", dir: toGreen }), 1, 1);
    expect(s.balls[0]).toBe(-1);
    expect(s.cards).toHaveLength(0);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
    s = roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1, 1);
    s = roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1, 1);
    expect(s.cards).toHaveLength(1);
    expect(game.next(s).kind).toBe("end");
  });

  it("After stopping on the green, remove your ball from play", () => {
    let s = onCourse(2);
    s.balls = [C.tee, nearGreen];
    s = roll(act(s, { type: "shot", club: "putter", dir: 3 }), 1, 1);
    s = roll(act(s, { type: "shot", club: "putter", dir: toGreen }), 1, 1);
    expect(s.balls[1]).toBe(-1);
    expect(s.cards).toHaveLength(1);
  });

  it("Your score is the number of penalty tokens you hold plus the number of players that are closer to the green than you, including players who have reached the green", () => {
    const s = onCourse(4);
    const g = C.hexes[C.green];
    const far = C.hexes.findIndex((h) => Math.abs(h.q - g.q) + Math.abs(h.r - g.r) > 6);
    s.balls = [-1, nearGreen, far, nearGreen];
    s.penalties = [1, 0, 2, 0];
    expect(holeScores(s)).toEqual([1, 1, 5, 1]);
  });

  it("score properties: a ball on the green scores its penalties; each pair of unequal distances adds one point", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1, max: C.hexes.length - 1 }), fc.nat(3)), {
          minLength: 2,
          maxLength: 5,
        }),
        (seats) => {
          const s = onCourse(seats.length);
          s.balls = seats.map(([b]) => b);
          s.penalties = seats.map(([, p]) => p);
          const score = holeScores(s);
          const dist = s.balls.map((b) => greenDistance(C, b));
          let pairs = 0;
          for (let i = 0; i < dist.length; i++)
            for (let j = 0; j < i; j++) if (dist[i] !== dist[j]) pairs++;
          const extra = score.reduce((t, x, i) => t + x - s.penalties[i], 0);
          return (
            extra === pairs && score.every((x, i) => s.balls[i] !== -1 || x === s.penalties[i])
          );
        },
      ),
    );
  });

  it("Decision: closer means fewer hex steps to the green, ignoring out of bounds; equal is not closer", () => {
    const s = onCourse(2);
    const ring = C.hexes
      .map((_, i) => i)
      .filter((i) => C.nbr.slice(i * 6, i * 6 + 6).includes(C.green));
    s.balls = [ring[0], ring[1]];
    expect(holeScores(s)).toEqual([0, 0]);
  });

  it("After completing a hole, take score. Then discard penalty tokens", () => {
    let s = onCourse(2, LAYOUT, 2);
    s.balls = [nearGreen, C.tee];
    s.penalties = [0, 2];
    s = roll(act(s, { type: "shot", club: "putter", dir: toGreen }), 1, 1);
    s = roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1, 1);
    expect(s.cards[0].penalties).toEqual([0, 2]);
    expect(s.penalties).toEqual([0, 0]);
    expect(s.balls).toEqual([C.tee, C.tee]);
    expect(s.marker).toBe(1);
  });

  it("Solo 3-Hole Round: design and play three holes with 3, 4, and 5 boards in any order; track shots", () => {
    let s = game.setup(opts({ players: 1 }));
    expect(s.holesTotal).toBe(3);
    const four = generateLayout(8, 3);
    s = act(s, { type: "generate", seed: 8 });
    s.layout = four;
    s = act(s, { type: "accept" });
    expect(s.soloExtras).toEqual([2, 4]);
    s.balls = [C.tee];
    expect(holeScores({ ...s, shots: [4], penalties: [2] })).toEqual([6]);
    // The next hole may not use four boards again.
    s.phase = "design";
    s.layout = four;
    expect(game.checkAction(s, { type: "accept" })).toMatch(/needs 2 or 4 boards besides the tee/);
  });

  it("Decision: an unfinished hole is picked up after maxRounds rounds", () => {
    let s = game.setup(
      opts({
        players: 1,
        maxRounds: 2,
        course: { holes: [LAYOUT as CourseFile["holes"][number]] },
      }),
    );
    for (let k = 0; k < 2; k++) s = roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1, 1);
    expect(s.cards).toHaveLength(1);
    expect(game.next(s).kind).toBe("end");
  });
});

describe("Tie Game", () => {
  const card = (score: number[]) => ({
    designer: 0,
    layout: LAYOUT,
    par: 3,
    shots: [],
    penalties: [],
    distance: [],
    score,
  });
  it("In the case of a tie, compare winners' scores without the first hole, then without the first and second holes", () => {
    const s = onCourse(3);
    s.cards = [card([0, 2, 1]), card([2, 0, 1]), card([1, 1, 3])];
    s.phase = "over";
    // Totals 3, 3, 5: without hole 1, seat 1 has 1 and seat 0 has 3.
    expect(compareSeats(s, 1, 0)).toBeLessThan(0);
    expect(game.result(s).ranking).toEqual([[1], [0], [2]]);
  });

  it("If all hole scores are tied, shake hands!", () => {
    const s = onCourse(2);
    s.cards = [card([1, 1]), card([0, 0])];
    s.phase = "over";
    expect(game.result(s).ranking).toEqual([[0, 1]]);
    expect(game.result(s).note).toMatch(/shake hands/);
  });
});

describe("Designing in the game", () => {
  it("the builder places, turns and removes boards and the green, and accepts only a valid hole", () => {
    let s = game.setup(opts({ players: 1 }));
    expect(game.checkAction(s, { type: "accept" })).toMatch(/needs 2 or 3 or 4 boards.*no green/);
    expect(game.checkAction(s, { type: "place", board: "narrow", q: 1, r: 0, rot: 0 })).toMatch(
      /overlap/,
    );
    s = act(s, { type: "place", board: "narrow", q: 4, r: 0, rot: 0 });
    s = act(s, { type: "place", board: "diamond-bunkers", q: 9, r: 0, rot: 0 });
    expect(game.checkAction(s, { type: "turn", board: "diamond-bunkers" })).toMatch(
      /turned, diamond-bunkers would overlap/,
    );
    const free = candidatePlacements(s.layout, "triangle-pines").find((p) => {
      const t = { ...s, layout: { ...s.layout, boards: [...s.layout.boards, p] } };
      return game.checkAction(t, { type: "turn", board: "triangle-pines" }) === null;
    })!;
    s = act(act(s, { type: "place", ...free }), { type: "turn", board: "triangle-pines" });
    expect(s.layout.boards[3].rot).toBe((free.rot + 1) % 6);
    s = act(s, { type: "remove", board: "triangle-pines" });
    expect(game.checkAction(s, { type: "green", q: 7, r: 1 })).toMatch(/water/);
    expect(game.checkAction(s, { type: "remove", board: "tee" })).toMatch(/tee board stays/);
    s = act(s, { type: "remove", board: "diamond-bunkers" });
    s = act(s, { type: "place", board: "diamond-bunkers", q: 9, r: 0, rot: 0 });
    s = act(s, { type: "green", q: 11, r: 2 });
    expect(game.checkAction(s, { type: "accept" })).toBeNull();
    s = act(s, { type: "accept" });
    expect(s.phase).toBe("play");
    expect(s.layout).not.toEqual(EMPTY_LAYOUT);
  });
});
