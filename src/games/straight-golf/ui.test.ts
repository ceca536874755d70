import { describe, expect, it } from "vitest";
import { plainPaint } from "../paint.ts";
import { applyChance } from "./game.ts";
import { optionsSchema } from "./options.ts";
import { setup } from "./state.ts";
import { ui } from "./ui.ts";

const three = setup(optionsSchema.parse({ players: 3 }));

describe("Straight Golf text names the players", () => {
  it("the roll-off names who rolls, who ties and who goes first", () => {
    const names = ["Ann", "Ben", "Cat"];
    expect(ui.render(three, null, plainPaint, names)).toBe(
      "Roll-off: Ann, Ben and Cat roll one die each; the highest goes first.",
    );
    const tie = applyChance(three, [6, 2, 6]);
    expect(ui.describeRoll([6, 2, 6], tie, names)).toBe(
      "rolls 6 2 6 in the roll-off: Ann and Cat tie and roll again",
    );
    const won = applyChance(tie, [1, 4]);
    expect(ui.describeRoll([1, 4], won, names)).toBe("rolls 1 4 in the roll-off: Cat goes first");
    expect(ui.render(won, 2, plainPaint, names)).toContain("Round 1 of 9 · Cat · attempt 1 of 3");
  });

  it('"you" takes "You go first", and a seat with no name is "Player N"', () => {
    const won = applyChance(three, [6, 2, 1]);
    expect(ui.describeRoll([6, 2, 1], won, ["you", "Ben", "Cat"])).toMatch(/: You go first$/);
    expect(ui.describeRoll([6, 2, 1], won)).toMatch(/: Player 1 goes first$/);
  });

  it("the scorecard never cuts a name short", () => {
    const names = ["bot:strong-and-long", "Ben", "Cat"];
    const card = ui.scorecard(three, names, plainPaint);
    for (const n of names) expect(card).toContain(`${n} `);
  });

  it("prompt plurals: one die, two dice", () => {
    const s = { ...three, rollOff: [], turn: { kept: [1, 2, 3, 4, 5], attempts: 2, lastRoll: [] } };
    expect(ui.prompt(s, plainPaint)).toBe('Press Enter or type "roll" to roll 1 die.');
  });
});

describe("rules and commands for help", () => {
  it("the module carries the rules in our words, a one-line summary and its commands", async () => {
    const { gameModule } = await import("./index.ts");
    expect(gameModule.summary).not.toMatch(/\n/);
    expect(gameModule.rulesText).toMatch(/hole in one, -3/);
    for (const c of gameModule.commands ?? [])
      expect(gameModule.ui.parse(c.command, three)).toEqual({ action: { type: "roll" } });
  });
});
