import { describe, expect, it } from "vitest";
import { plainPaint } from "../paint.ts";
import { game } from "./game.ts";
import { gameModule as rollInOne } from "./index.ts";
import { skipEmptyDraws } from "./rules/deal.ts";
import type { State } from "./state.ts";
import { act, opts, place, roll, table } from "./testkit.ts";
import { ui } from "./ui.ts";

describe("Decisions for cards and variants", () => {
  it("Decision: cards are off unless asked for, and part-1 options stay as they were", () => {
    const o = opts({ players: 1 });
    expect(Object.keys(o).sort()).toEqual([
      "courseSeed",
      "layout",
      "maxRounds",
      "players",
      "referee",
    ]);
    const s = game.setup(o);
    expect(s.deal).toEqual([]);
    expect(s.hands).toEqual([[]]);
  });
  it("Setting Up: shuffle and deal each player a golfer card: a new match people play deals cards unless --no-cards", () => {
    const o = opts({ ...rollInOne.newMatchOptions, players: 2 });
    const s = game.setup(o);
    expect(s.deal).toEqual([
      { seat: 0, what: "golfer" },
      { seat: 1, what: "golfer" },
    ]);
    const flag = rollInOne.optionFlags.find((f) => f.flags === "--no-cards");
    expect(flag?.key).toBe("cards");
    expect(
      game.setup(opts({ ...rollInOne.newMatchOptions, cards: false, players: 2 })).deal,
    ).toEqual([]);
  });
  it("Decision: an empty caddie pile is refilled from the discard pile; with both empty the draw is skipped", () => {
    const s = table(1, [[]]);
    const refill: State = {
      ...s,
      pile: [],
      discard: ["rake", "mulligan"],
      deal: [{ seat: 0, what: "caddie" }],
    };
    skipEmptyDraws(refill);
    expect(refill.pile).toEqual(["mulligan", "rake"]);
    expect(refill.discard).toEqual([]);
    const none: State = { ...s, pile: [], discard: [], deal: [{ seat: 0, what: "caddie" }] };
    skipEmptyDraws(none);
    expect(none.deal).toEqual([]);
  });
  it("Decision: a window after a roll opens only for a seat that has a play", () => {
    const s = place(table(1, [[]]), 0, 2, 3);
    const bare: State = {
      ...s,
      hands: [[]],
      golfers: ["sandy"],
      pile: [...s.pile, ...s.hands[0]].sort(),
    };
    const after = roll(act(bare, { type: "shot", club: "putter", dir: 0 }), 1);
    expect(after.window).toEqual([]);
    expect(game.next(after).kind).toBe("chance");
  });
  it("Decision: Drop Shot is a normal landing, so a ball dropped on fairway still slides", () => {
    let s = place(table(1, [["drop-shot"]]), 0, 2, 3);
    s = act(roll(act(s, { type: "shot", club: "putter", dir: 0 }), 1), {
      type: "card",
      card: "drop-shot",
    });
    while (s.window.length) s = act(s, { type: "pass" });
    expect(s.events.join(" ")).toMatch(/fairway: slides/);
  });
});

describe("typing at the card and variant prompts", () => {
  it("parse never throws and gives a schema-valid action or an error, in every card and variant decision", () => {
    const shotTable = place(table(2, [["tee-it-up", "crosswind"], ["rake"]]), 0, 2, 3);
    const window = roll(act(shotTable, { type: "shot", club: "putter", dir: 0 }), 1);
    const choosing = game.setup(opts({ players: 2, cards: true, golferMode: "choose" }));
    let bumper = game.setup(opts({ players: 2, variant: "bumper" }));
    bumper = game.applyChance(bumper, [1, 2]);
    const states = [shotTable, window, choosing, bumper];
    const lines = [
      "",
      "pass",
      "card crosswind left",
      "card tee-it-up E",
      "golfer",
      "token reroll",
      "adjust 0",
      "adjust x",
      "cross",
      "choose nobody",
      "ricochet 9 Q",
      "green 1",
      "card",
      "card rake NE NE",
      "😀",
      "token turn up",
    ];
    for (const s of states) {
      for (const line of lines) {
        const r = ui.parse(line, s);
        if ("action" in r) expect(game.actionSchema.safeParse(r.action).success).toBe(true);
        else expect("error" in r ? r.error : r.info).not.toBe("");
      }
    }
    expect(ui.parse("", window)).toEqual({ action: { type: "pass" } });
    expect(ui.parse("card crosswind left", window)).toEqual({
      action: { type: "card", card: "crosswind", dir: 5 },
    });
    // Wrapped to 80 columns: read as one line.
    expect(ui.prompt(window, plainPaint).replace(/\n\s*/g, " ")).toContain(
      "card crosswind NE | card crosswind SE",
    );
  });
});
