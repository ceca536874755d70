import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectGolden, playthroughText } from "../../../tests/harness.ts";
import { createMatch, enterRoll, act as matchAct, roll as matchRoll } from "../../engine/match.ts";
import { playBots } from "../../strategy/autoplay.ts";
import { plainPaint } from "../paint.ts";
import { gameModule as golo } from "./index.ts";
import { parse } from "./parse.ts";
import type { State } from "./state.ts";
import { optimalChoice } from "./strategy/bots.ts";
import { hint } from "./strategy/hint.ts";
import { act, roll, start } from "./testkit.ts";
import { render, scorecard as scorecardText } from "./ui.ts";

const R = { type: "roll", bottoms: false } as const;
const PARS = [3, 3, 4, 4, 4, 4, 4, 5, 5];

describe("text UI", () => {
  it("parse never throws and always gives an action or an error", () => {
    const states = [
      start(),
      roll(act(start({ referee: true }), R), PARS),
      start({ mode: "match", players: 2 }),
    ];
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 2 }), (line, i) => {
        const r = parse(line, states[i]);
        return "action" in r || ("error" in r && typeof r.error === "string" && r.error.length > 0);
      }),
    );
  });

  it("commands: positions as shown, bottoms, all, none, ob, mulligan, unplayable, dq", () => {
    const s = roll(act(start({ referee: true, players: 2 }), R), PARS);
    expect(parse("remove 1 3 5", s)).toEqual({ action: { type: "remove", dice: [0, 2, 4] } });
    expect(parse("2 9", s)).toEqual({ action: { type: "remove", dice: [1, 8] } });
    expect(parse("all", s)).toEqual({ action: { type: "remove", dice: [...s.cup] } });
    expect(parse("mulligan 4", s)).toEqual({ action: { type: "mulligan", die: 3 } });
    expect(parse("unplayable", s)).toEqual({ action: { type: "unplayable" } });
    expect(parse("dq 2", s)).toEqual({ action: { type: "dq", seat: 1 } });
    expect(parse("remove 10", s)).toEqual({ error: "no die at position 10 (1-9)" });
    expect("error" in parse("none", s)).toBe(true);
    expect(parse("bottoms", start())).toEqual({ action: { type: "roll", bottoms: true } });
    expect("error" in parse("ob 1", roll(act(start(), R), PARS))).toBe(true);
  });

  it("render draws the roll by position, the removed dice with results and the strokes", () => {
    let s = roll(act(start(), R), [1, 3, 4, 4, 4, 4, 4, 5, 5]);
    let text = render(s, 0, plainPaint);
    expect(text).toContain("1:[ 1] red A");
    expect(text).toContain("9:[ 5] blue B");
    s = act(s, { type: "remove", dice: [0] });
    text = render(s, 0, plainPaint);
    expect(text).toContain("Removed: [ 1] red A ace");
    expect(text).toContain("Strokes: 1 (-2 on holes played)");
  });

  it("the scorecard names each hole's result with totals, per player", () => {
    const m = playBots(golo, { mode: "simple" }, 4, ["optimal", "greedy"]);
    const text = scorecardText(m.state as State, ["Ann", "Bob"], plainPaint);
    expect(text).toMatch(/^Ann: \d+ strokes/m);
    expect(text).toMatch(/^Bob: \d+ strokes/m);
    expect(text).toMatch(/result .*(par|birdie|bogey)/);
    expect(text).toContain("Total");
  });

  it("hint lists options best first with the expected final score; the optimal bot takes the first", () => {
    const s = roll(act(start(), R), [6, 6, 3, 7, 7, 8, 5, 3, 9]);
    const h = hint(s);
    expect(h.length).toBeGreaterThan(1);
    // Every option the solver weighs: 95 ways to take the lowest dice of each kind.
    expect(h.length).toBe(95);
    for (let i = 1; i < h.length; i++) expect(h[i].value).toBeGreaterThanOrEqual(h[i - 1].value);
    expect(h[0].action).toEqual(optimalChoice(s));
    // Before any roll the hint is the exact expected nine: strokes 0 + 34.69...
    const tee = hint(start());
    expect(tee[0].value).toBeCloseTo(tee[1].value, 12);
    expect(tee[0].value).toBeGreaterThan(34);
    expect(tee[0].value).toBeLessThan(35);
  });
});

describe("golden: a referee game with ground-rules events injected", () => {
  it("golden: referee-events", () => {
    const m = createMatch(golo.game, { referee: true, players: 2 }, 21, ["Ann", "Bob"]);
    const events = [
      { type: "unplayable" },
      { type: "unplayable" },
      { type: "ob", die: 8 },
      { type: "mulligan", die: 2 },
    ];
    let decisions = 0;
    for (;;) {
      const step = golo.game.next(m.state as State);
      if (step.kind === "end") break;
      if (step.kind === "chance") {
        matchRoll(m);
        continue;
      }
      const s = m.state as State;
      const e = s.phase === "act" && decisions % 3 === 1 ? events.shift() : undefined;
      const legal = e && golo.game.checkAction(s, e as never) === null;
      matchAct(m, step.seat, legal ? e : optimalChoice(s));
      decisions++;
    }
    const types = m.record.actions
      .filter((a) => "action" in a)
      .map((a) => (a as unknown as { action: { type: string } }).action.type);
    expect(types).toContain("ob");
    expect(types).toContain("unplayable");
    expect(types).toContain("mulligan");
    // The record replays, typed rolls or not.
    const r = createMatch(golo.game, m.record.options, m.record.seed);
    for (const e of m.record.actions) {
      if ("chance" in e) enterRoll(r, e.chance);
      else matchAct(r, e.seat, e.action);
    }
    expect(r.state).toEqual(m.state);
    expectGolden(
      join(import.meta.dirname, "golden", "referee-events.txt"),
      playthroughText(golo, m),
    );
  });
});

describe("help and rules", () => {
  it("help lists only commands that parse reads, each in a position where it applies", () => {
    const rolled = roll(act(start({ referee: true, players: 2 }), R), PARS);
    const trips = roll(act(start({ mode: "trips" }), R), PARS);
    const where: Record<string, State> = { none: trips, roll: start(), bottoms: start() };
    for (const c of golo.commands ?? []) {
      const r = parse(c.command, where[c.command] ?? rolled);
      expect(r, c.command).toHaveProperty("action");
    }
  });

  it("the rules text covers every mode the options accept and the ground rules", () => {
    for (const word of ["simple", "Flop", "Trips", "scorecard", "Match Play", "Skins", "Bottoms"]) {
      expect(golo.rulesText).toContain(word);
    }
    for (const word of ["OB", "Mulligan", "Unplayable lie", "DQ"])
      expect(golo.rulesText).toContain(word);
  });
});
