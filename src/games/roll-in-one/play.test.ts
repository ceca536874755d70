import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playthroughText } from "../../../tests/harness.ts";
import { createMatch, enterRoll } from "../../engine/match.ts";
import { playBots } from "../../strategy/autoplay.ts";
import { plainPaint } from "../paint.ts";
import { gameModule as rollInOne } from "./index.ts";
import type { State } from "./state.ts";

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

describe("terminal", () => {
  it("`cards` is answered as information, not an error; a bot's pass on a card window is quiet", () => {
    const m = createMatch(rollInOne.game, { players: 2, layout: "generated", cards: true }, 1);
    const s = m.state as State;
    const r = rollInOne.ui.parse("cards", s);
    expect("info" in r && r.info).toMatch(/caddie cards/i);
    expect(rollInOne.ui.quiet?.({ type: "pass" }, s)).toBe(true);
    expect(rollInOne.ui.quiet?.({ type: "shot", club: "wood", dir: 0 }, s)).toBe(false);
    expect(rollInOne.ui.quiet?.({ type: "curve", dir: 1 }, s)).toBe(false);
  });

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
      expect("action" in r || ("error" in r ? r.error : r.info).length > 0).toBe(true);
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
          else expect(("error" in r ? r.error : r.info).length).toBeGreaterThan(0);
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
    const pic = rollInOne.ui.render(r.state as State, null, plainPaint, ["Ann", "you"]);
    expect(pic).toContain("G");
    expect(pic).toMatch(/\*/); // both balls on the tee: stacked
    expect(pic).toContain("1 Ann at 0,0 (rough):");
    expect(pic).toMatch(/shots 0, penalties 0/);
    // A column ruler names the q of the top row's spaces: the balls on the tee (0,0) sit under 0.
    const rows = pic.split("\n");
    const ruler = rows.findIndex((l) => l.startsWith("q at r  0 |"));
    expect(rows[ruler]).toMatch(/0 1 2 3/);
    expect(rows[ruler][rows[ruler + 1].indexOf("*")]).toBe("0");
    expect(pic).toContain("2 you at 0,0 (rough):");
    expect(rollInOne.ui.prompt(r.state as State, plainPaint, ["Ann", "you"])).toMatch(
      /^Ann's shot:/,
    );
  });
});

describe("terminal: the builder and the shot", () => {
  it("generate without a seed takes a fresh one and says which, so the hole can be built again", () => {
    const s = createMatch(rollInOne.game, { players: 1 }, 1).state as State;
    const seeds = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const r = rollInOne.ui.parse("generate", s);
      if (!("action" in r) || r.action.type !== "generate") throw new Error("not a generate");
      expect(r.action.seed).toBeGreaterThanOrEqual(1);
      seeds.add(r.action.seed);
      expect(rollInOne.ui.describe(r.action, s, ["you"])).toBe(
        `generates a hole (seed ${r.action.seed}: "generate ${r.action.seed}" builds it again)`,
      );
    }
    // Five draws from 999,999 seeds: all alike would mean a fixed seed.
    expect(seeds.size).toBeGreaterThan(1);
    expect(rollInOne.ui.parse("generate 7", s)).toEqual({ action: { type: "generate", seed: 7 } });
  });

  it("in the middle of a shot the whole hole is drawn again when it fits the screen", () => {
    const names = ["you", "bot"];
    const m = createMatch(rollInOne.game, { players: 1, layout: "generated" }, 1);
    const atClub = m.state as State;
    // A first number moves the ball a space; the curve after it waits for the player.
    const inFlight = rollInOne.game.applyChance(
      rollInOne.game.applyChance(
        rollInOne.game.apply(atClub, { type: "shot", club: "4-iron", dir: 0 }),
        [9],
      ),
      ["curve"],
    );
    expect(rollInOne.game.next(inFlight)).toEqual({ kind: "decision", seat: 0 });
    // A solo hole fits 80 x 24 (ui/screen.test.ts: where it does not, only the changes).
    expect(rollInOne.ui.renderChange!(atClub, inFlight, 0, plainPaint, names)).toBeNull();
    const full = rollInOne.ui.render(inFlight, 0, plainPaint, names);
    expect(full).toContain("1 you in flight at 1,0 (");
    expect(full).toMatch(/Your 4-iron heading E, number to beat 9/);
    // The same seat at its next shot (no flight): the whole table.
    expect(rollInOne.ui.renderChange!(inFlight, atClub, 0, plainPaint, names)).toBeNull();
  });
});
