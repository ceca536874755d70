import { describe, expect, it } from "vitest";
import { createRng } from "../../../engine/rng.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import { CLUB_IDS, CLUBS } from "../data.ts";
import { game } from "../game.ts";
import { gameModule } from "../index.ts";
import type { State } from "../state.ts";
import { act, C, findSpace, LAYOUT, onCourse, roll } from "../testkit.ts";
import { firstRollVal } from "./model.ts";
import { landing } from "./odds.ts";
import { modelFor } from "./planner.ts";
import { chainFrom, raceOf } from "./race.ts";
import { expectedScores } from "./standings.ts";
import { RIVAL_WEIGHT, restingScores, tableShotValues } from "./table.ts";
import { firstRoll, solveTurn } from "./turn.ts";

describe("the table bot", () => {
  it("Solo: shots plus penalties. Alone the table bot plays exactly as the planner", () => {
    const options = { layout: "generated", courseSeed: 5 };
    const a = playBots(gameModule, options, 7, ["table"]);
    const b = playBots(gameModule, options, 7, ["planner"]);
    expect(a.record.actions).toEqual(b.record.actions);
  });

  it("the turn solver is exact: valued by the planner's own V at rest, every shot is worth what the planner's model says", () => {
    const m = modelFor(onCourse(1).layout, "planner");
    const n = m.course.hexes.length;
    const rest = new Float64Array(n * 12);
    for (let c = 0; c < n; c++) {
      const v = c === m.course.green ? 0 : m.V[c];
      for (let d = 0; d < 6; d++) {
        rest[(c * 6 + d) * 2] = v;
        rest[(c * 6 + d) * 2 + 1] = v + m.pen;
      }
    }
    const turn = solveTurn(m, rest);
    for (let c = 0; c < n; c += 3) {
      for (let k = 0; k < CLUBS.length; k++) {
        for (let d = 0; d < 6; d++)
          expect(firstRoll(turn, k, c, d)).toBeCloseTo(firstRollVal(m, k, c, d), 7);
      }
    }
  });

  it("Any player who has not yet gone this round gets their turn: a rival still to play after a ball reached the green scores its penalties plus 1 unless it reaches the green too", () => {
    const m = modelFor(onCourse(2).layout, "table");
    const r = raceOf(m);
    const { from } = findSpace((n) => n === C.green);
    const chain = chainFrom(r, from);
    const scores = expectedScores(
      [
        { parts: [{ chain: r.holed, w: 1 }], offset: 0, held: 0 },
        { parts: [{ chain, w: 1 }], offset: 1, held: 2 },
      ],
      29,
      r.D,
    );
    const moves = r.moves[from];
    let pen = 0;
    let green = 0;
    for (let i = 0; i < moves.length; i += 3) {
      pen += moves[i + 1] * moves[i + 2];
      if (moves[i] === C.green) green += moves[i + 1];
    }
    expect(scores[0]).toBeCloseTo(0, 12);
    expect(scores[1]).toBeCloseTo(2 + pen + (1 - green), 12);
    expect(green).toBeGreaterThan(0);
  });

  it("The hole is over once any player stops on the green: the last shot plays for the green, at least as well as the planner's curves would", () => {
    const { from: nearGreen, d: toGreen } = findSpace((n) => n === C.green);
    let s = onCourse(2);
    s.balls = [nearGreen, C.tee];
    s = roll(act(s, { type: "shot", club: "putter", dir: toGreen }), 1, 1);
    expect(s.greenReached).toBe(true);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
    const m = modelFor(s.layout, "table");
    const values = tableShotValues(s, m);
    expect(values).toHaveLength(36);
    for (let i = 1; i < values.length; i++)
      expect(values[i].value).toBeGreaterThanOrEqual(values[i - 1].value);
    // The rival on the green scores 0 whatever happens: each value is the expected points of
    // this last shot, penalties plus 1 if it misses the green; the turn picks curves for that.
    for (const v of values) {
      const l = landing(m, v.club, C.tee, v.dir);
      expect(v.value).toBeLessThanOrEqual(l.expectedPenalties + (1 - l.green) + 1e-9);
      expect(v.value).toBeGreaterThanOrEqual(0);
    }
    const best = values[0];
    const chosen = gameModule.bots.table().choose(s, createRng(1));
    expect(chosen).toEqual({ type: "shot", club: CLUB_IDS[best.club], dir: best.dir });
    // The hint ranks the same shots by the same objective, in its own unit.
    const h = gameModule.hint!(s);
    expect(h[0].action).toEqual(chosen);
    expect(h[0].value).toBeCloseTo(best.value, 12);
    expect(gameModule.hintUnitAt!(s)).toMatch(/players closer/);
  });

  it("A player takes a penalty if their ball is pushed into water: the table bot counts it against the rival it pushes", () => {
    // A rough space with water ahead of it in some direction.
    let at = -1;
    let dir = -1;
    for (let c = 0; c < C.hexes.length && at < 0; c++) {
      if (C.terrain[c] !== "R" || c === C.green || c === C.tee) continue;
      for (let d = 0; d < 6; d++) {
        const w = C.nbr[c * 6 + d];
        if (w >= 0 && C.terrain[w] === "W") {
          at = c;
          dir = d;
          break;
        }
      }
    }
    expect(at).toBeGreaterThanOrEqual(0);
    const wet = C.nbr[at * 6 + dir];
    const s: State = onCourse(2);
    s.toPlay = [0];
    s.balls = [C.tee, at];
    const m = modelFor(s.layout, "table");
    const pushed = restingScores(s, m, at, dir);
    // The same rival already lying in that water with its penalty: the same race for it.
    const placed = { ...s, balls: [C.tee, wet], penalties: [0, 1] };
    const there = restingScores(placed, m, at, dir);
    expect(pushed[1]).toBeGreaterThan(1);
    expect(Math.abs(pushed[1] - there[1])).toBeLessThan(0.1);
  });

  it("Your score is the number of penalty tokens you hold plus the players closer to the green: hint and bot at a table play by the table's objective", () => {
    const s = onCourse(2);
    expect(gameModule.hintUnitAt!(s)).toMatch(new RegExp(`${RIVAL_WEIGHT} x the rivals' mean`));
    expect(gameModule.hintUnitAt!(onCourse(1))).toBe("expected shots + penalties to hole out");
    const h = gameModule.hint!(s);
    const values = tableShotValues(s, modelFor(s.layout, "table"));
    expect(h[0].value).toBeCloseTo(values[0].value, 12);
    const chosen = gameModule.bots.table().choose(s, createRng(1));
    expect(chosen).toEqual(h[0].action);
    // Alone, the hint is the planner's: expected shots + penalties to hole out.
    const solo = onCourse(1);
    expect(gameModule.hint!(solo)[0].value).toBeCloseTo(modelFor(solo.layout).V[C.tee], 9);
  });

  it("plays every phase of a table game, cards and variants included", () => {
    const oneHole = { holes: [LAYOUT] };
    for (const options of [{ cards: true, course: oneHole }, { variant: "bumper" }]) {
      const m = playBots(gameModule, options, 3, ["table", "greedy"]);
      expect((m.state as State).phase).toBe("over");
    }
  }, 240_000);
});
