/** Multiplayer, duplicate rolls, referee mode, sheets from files, and random seeded play. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { describe, expect, it } from "vitest";
import { createMatch, createRng, enterRoll, GameError } from "../../engine/index.ts";
import type { Action } from "./actions.ts";
import { ABILITIES, loadDefaultSheet, loadSheetFile } from "./data.ts";
import { applyChance, game } from "./game.ts";
import { gameModule } from "./index.ts";
import { ballsLeft, type State } from "./state.ts";
import { act, bowl, cross, grant, isLegal, patch, start } from "./testkit.ts";

describe("Multiplayer", () => {
  it("each player plays their own solo game, frame by frame in turn", () => {
    let s = start({ players: 2 });
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    s = act(bowl(act(bowl(s, 2, 3, 4), { type: "miss" }), 2, 3, 4), { type: "miss" });
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
    expect(s.sheets[0].frame).toBe(1);
    s = act(bowl(act(bowl(s, 2, 3, 4), { type: "miss" }), 2, 3, 4), { type: "miss" });
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    expect(s.sheets[1].frame).toBe(1);
  });

  it("a square earned by a player's very last ball does not end the others' game", () => {
    let s = grant(start({ players: 2 }), "extraPin");
    s = patch(patch(s, { frame: 9, ballsGained: 10 }, 0), { frame: 9, ballsGained: 10 }, 1);
    s = { ...s, turnFrame: 9 };
    s = act(bowl(act(bowl(s, 2, 1, 1), { type: "miss" }), 2, 1, 1), { type: "miss" });
    s = act(s, { type: "extraPin", pin: 9 }); // gray in frame 10: a square, after the last ball
    expect(s.sheets[0].phase).toBe("done");
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
  });

  it("duplicate rolls: players that choose to roll one die use the colour die, the others use both dice", () => {
    let s = start({ players: 2, duplicate: true });
    s = act(act(s, { type: "dice", count: 2 }), { type: "dice", count: 1 });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice.map((d) => d.name)).toEqual(["white", "colour"]);
    s = applyChance(s, [3, 5]);
    expect(s.sheets[0].dice).toEqual([3, 5]);
    expect(s.sheets[1].dice).toEqual([5]);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    s = act(s, cross(8));
    expect(game.next(s)).toEqual({ kind: "decision", seat: 1 });
  });

  it("duplicate rolls: a die of a third colour for the Extra Die; after rolling, each may use their own abilities", () => {
    let s = grant(grant(start({ players: 2, duplicate: true }), "extraDie"), "flip");
    s = act(act(act(s, { type: "extraDie" }), { type: "dice", count: 2 }), {
      type: "dice",
      count: 2,
    });
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice.length).toBe(3);
    s = applyChance(s, [1, 2, 6]);
    expect(s.sheets[0].dice).toEqual([1, 2, 6]);
    expect(s.sheets[1].dice).toEqual([1, 2]);
    s = act(s, { type: "flip", die: 2 });
    expect(s.sheets[0].dice).toEqual([1, 2, 1]);
    expect(s.sheets[1].dice).toEqual([1, 2]);
  });
});

describe("Referee mode", () => {
  it("a person types each roll; faces a d6 does not have are refused and the match is unchanged", () => {
    const m = createMatch(game, { players: 1, referee: true }, 1);
    const before = JSON.stringify(m.state);
    m.state = game.apply(m.state as State, { type: "dice", count: 2 });
    expect(() => enterRoll(m, [7, 1])).toThrow(GameError);
    enterRoll(m, [6, 1]);
    expect((m.state as State).sheets[0].dice).toEqual([6, 1]);
    expect(before).not.toEqual(JSON.stringify(m.state));
  });

  it("the app checks every typed choice is legal and says why not", () => {
    const s = bowl(start({ referee: true }), 2, 1, 6);
    const bad = gameModule.ui.parse("x 3 5", s);
    expect("error" in bad && bad.error).toMatch(/add up to 8, the roll is 7/);
    expect(gameModule.ui.parse("x 2 5", s)).toEqual({ action: cross(2, 5) });
    expect("error" in gameModule.ui.parse("fly away", s)).toBe(true);
    expect(gameModule.ui.parse("ball 1 +1", s)).toEqual({
      action: { type: "ball", die: 0, delta: 1 },
    });
  });
});

describe("Typed commands", () => {
  const parse = (line: string, s: State) => gameModule.ui.parse(line, s);
  it("natural commands become actions; anything else gets a message, never an exception", () => {
    const s0 = grant(grant(start(), "flip"), "extraPin");
    expect(parse("2", s0)).toEqual({ action: { type: "dice", count: 2 } });
    expect(parse("pin 7", s0)).toEqual({ action: { type: "extraPin", pin: 7 } });
    const one = bowl(s0, 1, 4);
    expect(parse("3 1", one)).toEqual({ action: cross(1, 3) });
    expect(parse("ball +1", one)).toEqual({ action: { type: "ball", die: 0, delta: 1 } });
    expect(parse("flip 1", one)).toEqual({ action: { type: "flip", die: 0 } });
    const err = (line: string) => {
      const r = parse(line, one);
      return "error" in r ? r.error : "";
    };
    expect(err("reroll")).toMatch(/Re-roll/);
    expect(err("commands")).toMatch(/miss/);
    for (const junk of [
      "",
      "x",
      "x a b",
      "ball 9 +1",
      "spin 1 7",
      "mark 11",
      "🎳",
      "x 1 1",
      "next",
    ])
      expect("error" in parse(junk, one), junk).toBe(true);
  });
});

describe("The sheet as data", () => {
  const dir = mkdtempSync(join(tmpdir(), "rolling-pins-"));
  const write = (name: string, data: unknown) => {
    const f = join(dir, name);
    writeFileSync(f, JSON.stringify(data));
    return f;
  };

  it("the default sheet: ten frames of ten pins, two gray each, two bonus frames, ten areas with ten top squares", () => {
    const s = loadDefaultSheet();
    expect(s.frames).toHaveLength(10);
    expect(s.frames.every((f) => f.pins.length === 10 && f.gray.length === 2)).toBe(true);
    expect(s.bonusFrames).toHaveLength(2);
    expect(s.abilities.top.reduce((t, a) => t + a.squares, 0)).toBe(10);
    expect([...s.abilities.top, ...s.abilities.bottom].map((a) => a.ability).sort()).toEqual(
      [...ABILITIES].sort(),
    );
  });

  it("a bad sheet file gets an error naming the path in it and what was expected", () => {
    const bad = structuredClone(loadDefaultSheet()) as {
      frames: { gray: number[]; pins: number[] }[];
    };
    bad.frames[2].gray[0] = 99;
    expect(() => loadSheetFile(write("gray.json", bad))).toThrow(/frames\[2\]\.gray\[0\]/);
    const dup = structuredClone(loadDefaultSheet()) as { frames: { pins: number[] }[] };
    dup.frames[4].pins[3] = dup.frames[4].pins[0];
    expect(() => loadSheetFile(write("dup.json", dup))).toThrow(/frames\[4\]\.pins\[3\].*twice/);
    const top = structuredClone(loadDefaultSheet()) as {
      abilities: { top: { squares: number }[] };
    };
    top.abilities.top[0].squares = 3;
    expect(() => loadSheetFile(write("top.json", top))).toThrow(/abilities\.top.*ten squares/);
    expect(() => loadSheetFile(join(dir, "none.json"))).toThrow(/cannot read/);
  });

  it("another sheet can be loaded: its pins are the ones crossed", () => {
    const other = structuredClone(loadDefaultSheet());
    other.frames[0].pins = [20, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    other.frames[0].gray = [20, 2];
    const sheet = loadSheetFile(write("other.json", other));
    const s = bowl(start({ sheet }), 2, 6, 6);
    const t = act(act(s, { type: "ball", die: 0, delta: 1 }), cross(2, 3, 8));
    expect(isLegal(bowl(t, 1, 5), cross(5))).toBe(true);
    expect(game.optionsSchema.safeParse({ players: 1, sheet: { name: "x" } }).success).toBe(false);
  });
});

describe("random play with every ability held", () => {
  it("a crossed pin stays crossed, frame scores follow bowling, abilities used at most as allowed; all abilities used", () => {
    const seen = new Set<string>();
    const rng = createRng(42);
    for (let g = 0; g < 20; g++) {
      let s = start({ players: 1 + (g % 2), duplicate: g % 4 === 1 });
      for (const a of ABILITIES)
        for (let seat = 0; seat < s.sheets.length; seat++) s = grant(s, a, seat);
      while (game.next(s).kind !== "end") {
        const step = game.next(s);
        const before = s;
        if (step.kind === "chance")
          s = applyChance(
            s,
            step.dice.map(() => 1 + uniformInt(rng, 0, 5)),
          );
        else {
          const legal = game.legalActions(s);
          const prefer = legal.filter((a) => a.type !== "miss" && a.type !== "ball");
          const pool: Action[] = prefer.length && uniformInt(rng, 0, 3) > 0 ? prefer : legal;
          const a = pool[uniformInt(rng, 0, pool.length - 1)];
          seen.add(a.type);
          expect(game.checkAction(s, a)).toBeNull();
          s = game.apply(s, a);
        }
        if (s.sheets.some((sh) => sh.strikeBy.includes("tenpin"))) seen.add("tenpin strike");
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        expect(game.invariants?.(s)).toEqual([]);
        s.sheets.forEach((sh, i) => {
          const old = before.sheets[i];
          for (let f = 0; f < 12; f++) {
            const was = old.first[f] | old.second[f];
            expect((sh.first[f] | sh.second[f]) & was).toBe(was);
          }
          expect(sh.used.every((u) => u <= 1)).toBe(true);
          expect(ballsLeft(sh)).toBeGreaterThanOrEqual(0);
        });
      }
    }
    for (const t of [
      "cross",
      "miss",
      "ball",
      "flip",
      "spin",
      "double",
      "discard",
      "reroll",
      "extraDie",
      "extraPin",
      "dice",
      "tenpin strike",
    ])
      expect(seen.has(t), t).toBe(true);
  });
});

describe("checkAction agrees with legalActions", () => {
  it("a well-formed action passes checkAction exactly when legalActions lists it (random states, random actions)", () => {
    const rng = createRng(7);
    const r = (n: number) => uniformInt(rng, 0, n - 1);
    const candidate = (): Action => {
      const die = r(3);
      const pins = Array.from({ length: 1 + r(3) }, () => 1 + r(11)).sort((a, b) => a - b);
      const all: Action[] = [
        { type: "dice", count: (1 + r(2)) as 1 | 2 },
        { type: "cross", pins },
        { type: "miss" },
        { type: "ball", die, delta: r(7) - 3 },
        { type: "flip", die },
        { type: "spin", die, face: 1 + r(6) },
        { type: "double", die },
        { type: "discard", die },
        { type: "reroll" },
        { type: "extraDie" },
        { type: "extraPin", pin: 1 + r(11) },
        { type: "strike" },
        { type: "mark", area: r(10) },
        { type: "next" },
      ];
      return all[r(all.length)];
    };
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      let s = start({ players: 1 + (g % 2), duplicate: g % 3 === 2 });
      if (g % 2 === 0) for (const a of ABILITIES) s = grant(s, a, 0);
      while (game.next(s).kind !== "end") {
        const step = game.next(s);
        if (step.kind === "chance") {
          s = applyChance(
            s,
            step.dice.map(() => 1 + r(6)),
          );
          continue;
        }
        const legal = new Set(game.legalActions(s).map((a) => JSON.stringify(a)));
        for (let i = 0; i < 8; i++) {
          const a = candidate();
          expect(game.checkAction(s, a) === null, JSON.stringify(a)).toBe(
            legal.has(JSON.stringify(a)),
          );
          checked++;
        }
        const list = game.legalActions(s);
        s = game.apply(s, list[r(list.length)]);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
