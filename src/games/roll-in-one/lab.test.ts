import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playBots } from "../../strategy/autoplay.ts";
import { game } from "./game.ts";
import { gameModule as rollInOne } from "./index.ts";
import { lab } from "./lab.ts";
import type { State } from "./state.ts";
import { act, LAYOUT, place, roll, table } from "./testkit.ts";

const here = (p: string) => new URL(p, import.meta.url).pathname;

describe("the design lab", () => {
  it("loads a caddie card list into the options it changes (cards on, the list)", () => {
    const o = lab.load(here("./data/lab/caddies-rerolls.json"));
    expect(o.cards).toBe(true);
    const full = game.optionsSchema.parse({ players: 1, ...o });
    const s = game.setup(full);
    expect(s.pile).toHaveLength(29);
    expect(new Set(s.pile)).toEqual(new Set(["second-opinion", "tee-it-up"]));
  });
  it("loads a boards file: holes are designed and generated from those boards", () => {
    const o = lab.load(here("./data/lab/boards-wet.json"));
    const s = game.setup(game.optionsSchema.parse({ players: 1, layout: "generated", ...o }));
    expect(s.phase).toBe("play");
    expect(s.layout.boards.every((b) => b.board.startsWith("lab-"))).toBe(true);
    const m = playBots(rollInOne, { layout: "generated", ...o }, 3, ["planner"]);
    expect(game.result(m.state as State).scores[0]).toBeGreaterThan(0);
    const bad = join(tmpdir(), "rio-lab-boards.json");
    writeFileSync(
      bad,
      JSON.stringify({ boards: [{ id: "tee", kind: "tee", name: "T", rows: ["RQ"] }] }),
    );
    expect(() => lab.load(bad)).toThrow(/rio-lab-boards\.json.*boards\[0\]\.rows\[0\]/);
  });
  it("loads a golfer card list and a saved course; the course gets the planner's exact expectation", () => {
    expect(lab.load(here("./data/golfers.json")).golferCards).toHaveLength(8);
    const file = join(tmpdir(), "rio-lab-course.json");
    writeFileSync(file, JSON.stringify({ holes: [LAYOUT] }));
    const o = lab.load(file);
    const exact = lab.exact!(game.optionsSchema.parse({ players: 1, ...o }));
    expect(exact).toHaveLength(1);
    expect(exact[0].value).toBeGreaterThan(1);
  });
  it("refuses a bad file naming the file, the path inside it and what was expected", () => {
    const file = join(tmpdir(), "rio-lab-bad.json");
    writeFileSync(
      file,
      JSON.stringify({ caddies: [{ id: "x", name: "X", text: "t", copies: 1 }] }),
    );
    expect(() => lab.load(file)).toThrow(/rio-lab-bad\.json.*caddies\[0\]\.effect/);
    writeFileSync(file, JSON.stringify({ dice: [] }));
    expect(() => lab.load(file)).toThrow(/rio-lab-bad\.json.*"caddies".*"golfers".*"holes"/);
    writeFileSync(file, "{ not json");
    expect(() => lab.load(file)).toThrow(/rio-lab-bad\.json: cannot read JSON/);
  });
});

describe("hint covers card plays", () => {
  it("at the shot decision, card plays are listed with the planner's values beside the shots", () => {
    const s = place(table(1, [["tee-it-up"]]), 0, 2, 3);
    const h = rollInOne.hint!(s);
    expect(h.some((x) => x.action.type === "card" && x.label.startsWith("card tee-it-up"))).toBe(
      true,
    );
    expect(h.some((x) => x.action.type === "shot")).toBe(true);
    for (let i = 1; i < h.length; i++) expect(h[i].value).toBeGreaterThanOrEqual(h[i - 1].value);
  });
  it("after a roll, pass and each play are valued; the planner's choice is the best net of what it spends", () => {
    let s = place(table(1, [["second-opinion", "drop-shot", "tailwind"]]), 0, 2, 3);
    s = roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1);
    const h = rollInOne.hint!(s);
    expect(h.map((x) => x.action.type)).toContain("pass");
    expect(h.filter((x) => x.action.type === "card").length).toBeGreaterThanOrEqual(3);
    const bot = rollInOne.bots.planner();
    const choice = bot.choose(s, undefined as never);
    expect(game.checkAction(s, choice)).toBeNull();
  });
});

describe("hint when feeling mean", () => {
  it("a rival's window lists plays by the player's expectation, highest (worst for them) first", () => {
    let s = place(
      table(2, [["rake"], ["tailwind", "drop-shot", "crosswind"]], [], { mean: true }),
      0,
      2,
      3,
    );
    s = roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1);
    while (s.window[0] === 0) s = act(s, { type: "pass" });
    expect(s.window[0]).toBe(1);
    const h = rollInOne.hint!(s);
    expect(h[0].label).toMatch(/the shooter's expectation/);
    for (let i = 1; i < h.length; i++) expect(h[i].value).toBeLessThanOrEqual(h[i - 1].value);
  });
});
