import { describe, expect, it } from "vitest";
import { createRng } from "../../../engine/rng.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import { CLUB_IDS } from "../data.ts";
import { game } from "../game.ts";
import { gameModule } from "../index.ts";
import type { State } from "../state.ts";
import { act, C, findSpace, onCourse, roll } from "../testkit.ts";
import { modelFor } from "./planner.ts";
import { lastShotValues } from "./table.ts";

describe("the table bot", () => {
  it("Solo: shots plus penalties. Alone the table bot plays exactly as the planner", () => {
    const options = { layout: "generated", courseSeed: 5 };
    const a = playBots(gameModule, options, 7, ["table"]);
    const b = playBots(gameModule, options, 7, ["planner"]);
    expect(a.record.actions).toEqual(b.record.actions);
  });

  it("The hole is over once any player stops on the green: a rival on the green makes the last shot play for the green, less the penalties it risks", () => {
    const { from: nearGreen, d: toGreen } = findSpace((n) => n === C.green);
    let s = onCourse(2);
    s.balls = [nearGreen, C.tee];
    s = roll(act(s, { type: "shot", club: "putter", dir: toGreen }), 1, 1);
    expect(s.greenReached).toBe(true);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
    const values = lastShotValues(s, modelFor(s.layout, "table"))!;
    expect(values).toHaveLength(36);
    // Each value is expected points this hole: at least the chance of missing the green.
    for (let i = 1; i < values.length; i++)
      expect(values[i].value).toBeGreaterThanOrEqual(values[i - 1].value);
    const best = values[0];
    const chosen = gameModule.bots.table().choose(s, createRng(1));
    expect(chosen).toEqual({ type: "shot", club: CLUB_IDS[best.club], dir: best.dir });
    // The hint ranks the same shots by the same objective, in its own unit.
    const h = gameModule.hint!(s);
    expect(h[0].action).toEqual(chosen);
    expect(gameModule.hintUnitAt!(s)).toMatch(/points this hole/);
  });

  it("Your score is the number of penalty tokens you hold plus the players closer to the green: the table bot's hint is valued with dearer penalties", () => {
    const s = onCourse(2);
    expect(gameModule.hintUnitAt!(s)).toMatch(/6 x penalties/);
    expect(gameModule.hintUnitAt!(onCourse(1))).toBe("expected shots + penalties to hole out");
    const h = gameModule.hint!(s);
    const m = modelFor(s.layout, "table");
    expect(h[0].value).toBeCloseTo(m.V[C.tee], 9);
  });

  it("plays every phase of a table game, cards and variants included", () => {
    for (const options of [{ cards: true, layout: "generated" }, { variant: "bumper" }]) {
      const m = playBots(gameModule, options, 3, ["table", "greedy"]);
      expect((m.state as State).phase).toBe("over");
    }
  });
});
