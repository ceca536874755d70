import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectGolden, playthroughText, randomPlayTests } from "../../../tests/harness.ts";
import { plainPaint } from "../../cli/paint.ts";
import { rollDie } from "../../engine/dice.ts";
import { createMatch, enterRoll } from "../../engine/match.ts";
import { botRng, playBots } from "../../strategy/autoplay.ts";
import { rollInOne } from "./index.ts";
import type { State } from "./state.ts";

const golden = (name: string) => new URL(`./golden/${name}`, import.meta.url).pathname;

describe("random seeded play", () => {
  randomPlayTests(rollInOne, [
    {
      label: "solo, generated holes, random",
      options: { layout: "generated" },
      bots: ["random"],
      games: 3,
    },
    { label: "solo, designed holes, planner", options: {}, bots: ["planner"], games: 2 },
    {
      label: "2 players, designed, random vs greedy",
      options: {},
      bots: ["random", "greedy"],
      games: 2,
    },
    {
      label: "3 players, generated, planner/greedy/random",
      options: { layout: "generated", courseSeed: 4 },
      bots: ["planner", "greedy", "random"],
      games: 2,
    },
    {
      label: "5 players, designed, random",
      options: { maxRounds: 12 },
      bots: ["random", "random", "random", "random", "random"],
      games: 1,
    },
  ]);
});

describe("invariants over bot games", () => {
  it("penalties come only from the listed causes: out of bounds, stopping in water, pushed into water", () => {
    for (let seed = 1; seed <= 4; seed++) {
      let before: State | null = null;
      playBots(
        rollInOne,
        { layout: "generated", courseSeed: seed },
        seed,
        ["random", "greedy", "random"],
        (m) => {
          const s = m.state as State;
          if (before && before.phase === "play" && s.hole === before.hole) {
            s.penalties.forEach((p, i) => {
              if (p > before!.penalties[i]) {
                expect(s.events.join(" ")).toMatch(/out of bounds|water/);
              }
            });
          }
          before = structuredClone(s);
        },
      );
    }
  });
});

describe("purity", () => {
  it("apply and applyChance never change the state they are given", () => {
    const m = createMatch(rollInOne.game, { players: 3 }, 8);
    const bots = ["random", "greedy", "planner"].map((b) => rollInOne.bots[b]());
    const rng = botRng(8);
    let s = m.state as State;
    for (let i = 0; i < 400 && rollInOne.game.next(s).kind !== "end"; i++) {
      const before = JSON.stringify(s);
      const step = rollInOne.game.next(s);
      const after =
        step.kind === "chance"
          ? rollInOne.game.applyChance(
              s,
              step.dice.map((d) => rollDie(rng, d)),
            )
          : rollInOne.game.apply(s, bots[(step as { seat: number }).seat].choose(s, rng));
      expect(JSON.stringify(s)).toBe(before);
      s = after;
    }
  });
});

describe("terminal", () => {
  it("parse never throws and says what is wrong", () => {
    const m = createMatch(rollInOne.game, { players: 2, layout: "generated" }, 1);
    enterRoll(m, [1, 2]);
    const s = m.state as State;
    for (const line of [
      "",
      "wood",
      "wood up",
      "banana e",
      "shot 9 ne",
      "place",
      "green x",
      "\u0000",
      "left",
    ]) {
      const r = rollInOne.ui.parse(line, s);
      expect("action" in r || r.error.length > 0).toBe(true);
    }
    expect(rollInOne.ui.parse("9 NE", s)).toEqual({
      action: { type: "shot", club: "9-iron", dir: 5 },
    });
    expect(rollInOne.ui.parse("wood up", s)).toEqual({ error: "which direction? E SE SW W NW NE" });
  });

  it("parse and parseRoll never throw, whatever is typed, in every phase", () => {
    const design = createMatch(rollInOne.game, { players: 1 }, 1).state as State;
    const play = createMatch(rollInOne.game, { players: 1, layout: "generated" }, 1).state as State;
    const curve = rollInOne.game.applyChance(
      rollInOne.game.apply(play, { type: "shot", club: "4-iron", dir: 0 }),
      ["curve"],
    );
    fc.assert(
      fc.property(fc.string(), (line) => {
        for (const s of [design, play, curve]) {
          const r = rollInOne.ui.parse(line, s);
          if ("action" in r)
            expect(rollInOne.game.actionSchema.safeParse(r.action).success).toBe(true);
          else expect(r.error.length).toBeGreaterThan(0);
          rollInOne.ui.parseRoll!(line, s);
        }
      }),
    );
  });

  it("the builder's show command previews a board with a turn, without acting", () => {
    const s = createMatch(rollInOne.game, { players: 1 }, 1).state as State;
    const r = rollInOne.ui.parse("show narrow 1", s);
    expect("error" in r && r.error).toMatch(/narrow turned 1[\s\S]*@/);
  });

  it("Referee mode: each die face is typed in (t, c, dc, 2d)", () => {
    const m = createMatch(rollInOne.game, { players: 1, layout: "generated", referee: true }, 1);
    const s = m.state as State;
    expect(rollInOne.ui.parseRoll!("7 t c dc 2d dot3", s)).toEqual([
      7,
      "triangle",
      "curve",
      "dotted-curve",
      "dot2",
      "dot3",
    ]);
    expect(rollInOne.ui.parseRoll!("x", s)).toHaveProperty("error");
  });

  it("the picture shows terrain, tee, green and every ball, and each roll's reason is described", () => {
    const m = playBots(rollInOne, { layout: "generated" }, 3, ["planner", "random"]);
    const text = playthroughText(rollInOne, m);
    expect(text).toMatch(/rolls .*: .*(beats|does not beat|lands|moves)/);
    const r = createMatch(rollInOne.game, { players: 2, layout: "generated" }, 3);
    enterRoll(r, [1, 2]);
    const pic = rollInOne.ui.render(r.state as State, null, plainPaint);
    expect(pic).toContain("G");
    expect(pic).toMatch(/\*/); // both balls on the tee: stacked
    expect(pic).toMatch(/P1: .*shots 0, penalty tokens 0/);
  });
});

describe("golden playthroughs", () => {
  it("solo 3-hole round, planner, generated holes", () => {
    const m = playBots(rollInOne, { layout: "generated", courseSeed: 2 }, 11, ["planner"]);
    expectGolden(golden("solo-planner.txt"), playthroughText(rollInOne, m));
  });

  it("three players designing their holes: planner, greedy, random", () => {
    const m = playBots(rollInOne, {}, 12, ["planner", "greedy", "random"]);
    expectGolden(golden("three-players.txt"), playthroughText(rollInOne, m));
  });
});
