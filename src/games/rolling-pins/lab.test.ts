import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lab } from "./lab.ts";
import { optionsSchema } from "./options.ts";

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
  });

  it("refuses a bad sheet, naming the file, the path inside it and what was expected", () => {
    const raw = JSON.parse(readFileSync(base, "utf8"));
    raw.frames[3].pins = raw.frames[3].pins.slice(0, 9);
    const file = join(dir, "bad-sheet.json");
    writeFileSync(file, JSON.stringify(raw));
    expect(() => lab.load(file)).toThrow(/bad-sheet\.json: at frames\[3\]\.pins/);
  });
});
