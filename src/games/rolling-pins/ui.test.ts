import { uniformInt } from "pure-rand/distribution/uniformInt";
import { describe, expect, it } from "vitest";
import { createRng } from "../../engine/index.ts";
import { plainPaint } from "../paint.ts";
import { ABILITIES } from "./data.ts";
import { applyChance, game } from "./game.ts";
import { commandFor, parseCommand } from "./parse.ts";
import { hint } from "./strategy/hint.ts";
import { bowl, grant, start } from "./testkit.ts";
import { ui } from "./ui.ts";

describe("Rolling Pins text names the players", () => {
  it("a sheet is headed by its player's name, and a roll says who rolled", () => {
    const s = start({ players: 2 });
    expect(ui.render(s, null, plainPaint, ["Ann", "Ben"]).split("\n")[0]).toBe("Ann");
    const rolled = bowl(s, 2, 3, 4);
    expect(ui.describeRoll([3, 4], rolled, ["Ann", "Ben"])).toBe("Ann rolls 3 4");
    expect(ui.describeRoll([3, 4], rolled, ["you", "Ben"])).toBe("You roll 3 4");
    expect(ui.describeRoll([3, 4], rolled)).toBe("Player 1 rolls 3 4");
  });

  it("the scorecard never cuts a name short", () => {
    const names = ["bot:strong-and-long", "Ben"];
    const card = ui.scorecard(start({ players: 2 }), names, plainPaint);
    for (const n of names) expect(card).toContain(`${n} `);
  });
});

describe("hints are worded as the command to type", () => {
  it("every legal action's command reads back as that action (random play, every ability held)", () => {
    const rng = createRng(3);
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      let s = start({ players: 1 + (g % 2) });
      for (const a of ABILITIES) s = grant(s, a, 0);
      while (game.next(s).kind !== "end") {
        const step = game.next(s);
        if (step.kind === "chance") {
          s = applyChance(
            s,
            step.dice.map(() => 1 + uniformInt(rng, 0, 5)),
          );
          continue;
        }
        const legal = game.legalActions(s);
        for (const a of legal) {
          expect(parseCommand(commandFor(a), s), commandFor(a)).toEqual({ action: a });
          checked++;
        }
        s = game.apply(s, legal[uniformInt(rng, 0, legal.length - 1)]);
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("a hint's label is a command: x 2 10, not 'crosses out 2 + 10'", () => {
    const labels = hint(bowl(start(), 2, 6, 6)).map((h) => h.label);
    expect(labels).toContain("x 2 10");
    expect(labels).toContain("miss");
  });
});

describe("the hint at a mark is on the scale of the game's score", () => {
  it("marking a square is valued with the rest of the game, like every other hint", () => {
    // A gray pin on the second ball: a square to mark before the next roll.
    let s = bowl(start(), 2, 3, 4);
    s = game.apply(s, { type: "miss" });
    s = game.apply(bowl(s, 2, 4, 5), { type: "cross", pins: [9] });
    const marks = hint(s);
    expect(marks.every((h) => h.action.type === "mark")).toBe(true);
    const before = hint(start())[0].value;
    for (const h of marks) expect(h.value).toBeGreaterThan(0.5 * before);
    expect(marks[0].label).toMatch(/^mark \d+$/);
  });
});

describe("rules and commands for help", () => {
  it("the module carries the rules in our words, a one-line summary and its commands", async () => {
    const { gameModule } = await import("./index.ts");
    expect(gameModule.summary).not.toMatch(/\n/);
    expect(gameModule.rulesText).toMatch(/Solo Table/);
    expect(gameModule.rulesText).toMatch(/double 5s is a strike by itself/);
    expect(gameModule.commands?.map((c) => c.command)).toContain("miss");
  });
});
