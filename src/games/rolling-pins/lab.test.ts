import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ABILITY_NAMES, loadSheetFile } from "./data.ts";
import { lab } from "./lab.ts";
import { optionsSchema } from "./options.ts";
import { simulatedOdds } from "./tools.ts";

const dir = mkdtempSync(join(tmpdir(), "pins-lab-"));
const base = new URL("data/default-sheet.json", import.meta.url).pathname;
const twelve = new URL("data/lab/twelve-pins.json", import.meta.url).pathname;

describe("Rolling Pins design lab", () => {
  it("loads a sheet into the sheet option and gives its exact no-ability odds", () => {
    const a = lab.exact!(optionsSchema.parse({ ...lab.load(base) }));
    const b = lab.exact!(optionsSchema.parse({ ...lab.load(twelve) }));
    expect(a[0].value).toBeCloseTo(145.14, 1);
    // A 12 needs both dice and the top sum: fewer strikes, a lower expected game.
    expect(b[0].value).toBeLessThan(a[0].value);
    expect(b[1].value).toBeLessThan(a[1].value);
    // Two exact solves: seconds alone, a minute or more on a loaded 2-core machine.
  }, 180_000);

  it("reports each ability's unlock rate for any sheet: every ability of the default panel is reachable", () => {
    const first = new URL("data/lab/first-design.json", import.meta.url).pathname;
    const before = simulatedOdds(loadSheetFile(first), true, 60, 1).unlocks;
    const after = simulatedOdds(undefined, true, 60, 1).unlocks;
    expect(Object.keys(after).sort()).toEqual(Object.values(ABILITY_NAMES).sort());
    // The first design: Tenpin and Spin in the bottom row were (nearly) never reached.
    expect(before.Tenpin).toBe(0);
    expect(after.Tenpin).toBeGreaterThan(0.5);
    expect(Object.values(after).filter((x) => x > 0).length).toBeGreaterThanOrEqual(9);
  });

  it("refuses a bad sheet, naming the file, the path inside it and what was expected", () => {
    const raw = JSON.parse(readFileSync(base, "utf8"));
    raw.frames[3].pins = raw.frames[3].pins.slice(0, 9);
    const file = join(dir, "bad-sheet.json");
    writeFileSync(file, JSON.stringify(raw));
    expect(() => lab.load(file)).toThrow(/bad-sheet\.json: at frames\[3\]\.pins/);
  });
});
