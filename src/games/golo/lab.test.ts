import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lab } from "./lab.ts";
import { optionsSchema } from "./options.ts";

const dir = mkdtempSync(join(tmpdir(), "golo-lab-"));
const published = new URL("data/dice.json", import.meta.url).pathname;
const wide = new URL("data/lab/wide-whites.json", import.meta.url).pathname;

describe("GOLO design lab", () => {
  it("loads a dice file into the dice option and solves it exactly", () => {
    const a = lab.exact!(optionsSchema.parse({ ...lab.load(published) }));
    const b = lab.exact!(optionsSchema.parse({ ...lab.load(wide) }));
    const simple = (rows: typeof a) => rows.find((r) => r.label.includes("simple"))!.value;
    expect(simple(a)).toBeCloseTo(34.6938, 3);
    // Same mean per white die, wider spread: keeping the low faces pays, so the optimum drops.
    expect(simple(b)).toBeLessThan(simple(a));
    const flop = (rows: typeof a) => rows.find((r) => r.label.includes("flop"))!.value;
    expect(flop(b)).toBeCloseTo(flop(a), 9);
  });

  it("refuses a bad dice file, naming the file, the path inside it and what was expected", () => {
    const raw = JSON.parse(readFileSync(published, "utf8"));
    raw.dice[2].faces = raw.dice[2].faces.slice(0, 11);
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify(raw));
    expect(() => lab.load(file)).toThrow(/bad\.json: at dice\[2\]\.faces/);
    writeFileSync(file, "{not json");
    expect(() => lab.load(file)).toThrow(/bad\.json: not valid JSON/);
  });
});
