import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diceFor } from "./data.ts";
import { runGolo } from "./fast.ts";
import { walkOf } from "./fast-optimal.ts";
import { rowsOf } from "./fast-rows.ts";
import { optionsSchema } from "./options.ts";
import { optionTable } from "./strategy/optable.ts";
import { solve } from "./strategy/solver.ts";

/** The published dice with two reds and two blues alike: two kinds of several dice, no rows. */
const published = JSON.parse(readFileSync(new URL("./data/dice.json", import.meta.url), "utf8"));
const [red, , white, blue] = published.dice;
const pairs = {
  name: "pairs",
  dice: [
    { ...red, name: "red", count: 2 },
    { ...white, count: 3 },
    { ...blue, name: "blue", count: 2 },
  ],
};

describe("GOLO optimal, the option table's cells (fast-optimal.ts fastPlay)", () => {
  for (const mode of ["simple", "trips"] as const) {
    it(`scores every game as roll-by-roll play does where rows do not fit: ${mode}`, () => {
      const o = optionsSchema.parse({ mode, dice: pairs, holes: 18 });
      // The set takes fastPlay: an option table, no rows.
      const set = diceFor(o.dice);
      const t = optionTable(set, solve(set, mode), mode === "trips" ? 2 : 1);
      expect(t).not.toBeNull();
      const { walk2, width } = walkOf(t!);
      expect(rowsOf(t!, walk2, width)).toBeNull();
      const byRoll = runGolo(2000, 7, "optimal", o, true);
      expect(Array.from(runGolo(2000, 7, "optimal", o))).toEqual(Array.from(byRoll));
    });
  }
});
