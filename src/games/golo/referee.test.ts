import { describe, expect, it } from "vitest";
import { playBots } from "../../strategy/autoplay.ts";
import { obDie } from "./actions.ts";
import { game } from "./game.ts";
import { gameModule } from "./index.ts";
import { parse } from "./parse.ts";
import { act, die, roll, start } from "./testkit.ts";

const R = { type: "roll", bottoms: false } as const;
const PARS = [3, 3, 4, 4, 4, 4, 4, 5, 5];
const rolled = (options: Record<string, unknown> = {}) =>
  roll(act(start({ referee: true, ...options }), R), PARS);

describe("Ground Rules (referee mode)", () => {
  it("ground-rules events are legal only in referee mode", () => {
    const s = roll(act(start(), R), PARS);
    expect(game.checkAction(s, { type: "ob", die: 0 })).toMatch(/referee/);
    expect(game.checkAction(s, { type: "mulligan", die: 0 })).toMatch(/referee/);
    expect(game.checkAction(s, { type: "unplayable" })).toMatch(/referee/);
    expect(game.checkAction(s, { type: "dq", seat: 0 })).toMatch(/referee/);
    expect(game.legalActions(s).every((a) => a.type === "remove")).toBe(true);
  });

  it("OB: The rest of the roll is considered void, and the player re-rolls the die that left the playing field", () => {
    let s = rolled();
    const w = die(s, "white 2");
    s = act(s, { type: "ob", die: w });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice.map((d) => d.name)).toEqual(["white 2"]);
    s = roll(s, [5]);
    // The other eight faces are void: they are rolled again from the cup.
    expect(s.phase).toBe("tee");
    expect(s.faces).toEqual([]);
    expect(s.cup).toHaveLength(8);
    expect(s.cup).not.toContain(w);
  });

  it("OB: A two-shot penalty is added to the score on that die and represents that hole played", () => {
    let s = rolled();
    s = act(s, { type: "ob", die: die(s, "white 2") });
    s = roll(s, [3]);
    expect(s.cards[0][0]).toMatchObject({
      die: die(s, "white 2"),
      face: 3,
      penalty: 2,
      strokes: 5,
    });
  });

  it("OB: If more than one die rolls from the field, the highest par is selected", () => {
    const s = rolled();
    expect(obDie(s, [die(s, "red A"), die(s, "blue B"), die(s, "white 1")])).toBe(die(s, "blue B"));
    const p = parse("ob 1 9", s);
    const both = [die(s, "red A"), die(s, "blue B")];
    expect("action" in p && p.action).toEqual({
      type: "ob",
      die: die(s, "blue B"),
      offTable: both,
    });
  });

  it("OB: the engine itself selects the highest par: an action re-rolling a lower par die is refused", () => {
    const s = rolled();
    const [redA, whiteOne, blueA, blueB] = ["red A", "white 1", "blue A", "blue B"].map((n) =>
      die(s, n),
    );
    const why = game.checkAction(s, { type: "ob", die: redA, offTable: [redA, blueB] });
    expect(why).toMatch(/blue B \(par 5\) left the table too: the highest par is re-rolled/);
    expect(
      game.checkAction(s, { type: "ob", die: whiteOne, offTable: [redA, whiteOne] }),
    ).toBeNull();
    expect(game.checkAction(s, { type: "ob", die: redA, offTable: [whiteOne] })).toMatch(
      /one of those/,
    );
    // Of equal pars either may be re-rolled (the text command takes the first named).
    expect(game.checkAction(s, { type: "ob", die: blueB, offTable: [blueA, blueB] })).toBeNull();
    // The rest of the roll is void whatever left: only the re-rolled die scores.
    const after = roll(act(s, { type: "ob", die: blueB, offTable: [redA, blueB] }), [6]);
    expect(after.cards[0].filter((h) => h)).toHaveLength(1);
    expect(after.cup).toContain(redA);
  });

  it("decision: a roll voided by OB does not count as one of the three rolls of Trips", () => {
    let s = rolled({ mode: "trips" });
    s = act(s, { type: "ob", die: 0 });
    s = roll(s, [4]);
    expect(s.rolls).toBe(0);
  });

  it("decision: in scorecard play the OB die plays the first unplayed hole of its par", () => {
    let s = rolled({ mode: "scorecard", pars: [4, 4, 3, 4, 5, 4, 4, 3, 5] });
    s = act(s, { type: "ob", die: die(s, "blue A") });
    s = roll(s, [6]);
    expect(s.cards[0][4]).toMatchObject({ par: 5, strokes: 8 });
    expect(s.cards[0][0]).toBeNull();
  });

  it("Mulligan: the caught die may be re-rolled with no penalty", () => {
    let s = rolled();
    const b = die(s, "blue A");
    s = act(s, { type: "mulligan", die: b });
    s = roll(s, [3]);
    expect(s.phase).toBe("act");
    expect(s.faces).toEqual([3, 3, 4, 4, 4, 4, 4, 3, 5]);
    s = act(s, { type: "remove", dice: [b] });
    expect(s.cards[0][0]).toMatchObject({ face: 3, penalty: 0, strokes: 3 });
  });

  it("Unplayable Lie: A single unplayable lie results in a re-roll with no penalty", () => {
    let s = rolled();
    s = act(s, { type: "unplayable" });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice).toHaveLength(9);
    s = roll(s, PARS);
    s = act(s, { type: "remove", dice: [0] });
    expect(s.cards[0][0]?.penalty).toBe(0);
  });

  it("Unplayable Lie: A second consecutive unplayable lie results in a one-stroke penalty applied to the next die removed", () => {
    let s = rolled();
    s = roll(act(s, { type: "unplayable" }), PARS);
    s = roll(act(s, { type: "unplayable" }), PARS);
    expect(s.penalty).toBe(1);
    s = act(s, { type: "remove", dice: [4, 2] });
    expect(s.cards[0][0]).toMatchObject({ die: 4, penalty: 1, strokes: 5 });
    expect(s.cards[0][1]).toMatchObject({ die: 2, penalty: 0 });
  });

  it("decision: a roll that stands ends the run of unplayable lies", () => {
    let s = rolled();
    s = roll(act(s, { type: "unplayable" }), PARS);
    s = act(s, { type: "remove", dice: [0] });
    s = roll(act(s, R), PARS.slice(1));
    s = roll(act(s, { type: "unplayable" }), PARS.slice(1));
    expect(s.penalty).toBe(0);
  });

  it("DQ: a disqualified player is ranked last, whatever the strokes", () => {
    let s = start({ referee: true, players: 2 });
    s = act(s, { type: "dq", seat: 0 });
    expect(s.seat).toBe(1);
    s = roll(act(s, R), [8, 7, 8, 8, 8, 8, 8, 10, 9]);
    s = act(s, { type: "remove", dice: [...s.cup] });
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).ranking).toEqual([[1], [0]]);
  });

  it("DQ in Match Play ends the match: the other player is the victor", () => {
    let s = start({ referee: true, players: 2, mode: "match" });
    s = act(s, { type: "dq", seat: 1 });
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).ranking).toEqual([[0], [1]]);
  });
});

describe("Ground rules in random play", () => {
  it("ground-rules events occur in referee-mode random play", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const m = playBots(gameModule, { referee: true, mode: "simple" }, seed, ["random", "random"]);
      for (const e of m.record.actions)
        if ("action" in e) seen.add((e.action as { type: string }).type);
    }
    for (const t of ["ob", "mulligan", "unplayable", "dq"]) expect(seen.has(t)).toBe(true);
  });
});
