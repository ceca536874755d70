import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DICE_FILE, defaultDice, loadDiceFile, parseDiceSet } from "./data.ts";
import { kindRolls } from "./strategy/rolls.ts";

const published = JSON.parse((await import("node:fs")).readFileSync(DEFAULT_DICE_FILE, "utf8")) as {
  dice: { name: string; faces: number[]; opposite: [number, number][] }[];
};

describe("GOLO dice", () => {
  it("the nine dice are twelve-sided: 2 red (par 3), 5 white (par 4), 2 blue (par 5)", () => {
    const d = defaultDice.dice;
    expect(d).toHaveLength(9);
    for (const x of d) expect(x.faces).toHaveLength(12);
    expect(d.filter((x) => x.colour === "red" && x.par === 3)).toHaveLength(2);
    expect(d.filter((x) => x.colour === "white" && x.par === 4)).toHaveLength(5);
    expect(d.filter((x) => x.colour === "blue" && x.par === 5)).toHaveLength(2);
    expect(d.reduce((t, x) => t + x.par, 0)).toBe(36);
  });

  it("faces as published for the physical dice", () => {
    const faces = Object.fromEntries(defaultDice.dice.map((d) => [d.name, d.faces.join(",")]));
    expect(faces["red A"]).toBe("1,3,3,3,4,4,5,5,6,6,6,8");
    expect(faces["red B"]).toBe("2,3,3,3,4,4,5,5,6,6,6,7");
    for (let i = 1; i <= 5; i++) expect(faces[`white ${i}`]).toBe("3,4,4,4,5,5,6,6,7,7,7,8");
    expect(faces["blue A"]).toBe("3,5,5,5,6,6,7,7,8,8,8,10");
    expect(faces["blue B"]).toBe("4,5,5,5,6,6,7,7,8,8,8,9");
  });

  it("opposite faces add to 2 x par + 3", () => {
    for (const d of defaultDice.dice) {
      for (let i = 0; i < 12; i++) expect(d.faces[i] + d.bottomFaces[i]).toBe(2 * d.par + 3);
    }
  });

  it("Opposite the eagles are the dreaded quintuple bogeys—8 and 10!", () => {
    const a = defaultDice.dice.find((d) => d.name === "red A")!;
    const b = defaultDice.dice.find((d) => d.name === "blue A")!;
    expect(a.bottomFaces[a.faces.indexOf(1)]).toBe(8);
    expect(b.bottomFaces[b.faces.indexOf(3)]).toBe(10);
  });

  it("Only one of the par 3s and one of the par 5s has an eagle", () => {
    const eagles = defaultDice.dice.filter((d) => d.faces.some((f) => f <= d.par - 2));
    expect(eagles.map((d) => d.name)).toEqual(["red A", "blue A"]);
  });

  it("bottom faces have exactly the distribution of top faces (so Bottoms is worth the same)", () => {
    for (const d of defaultDice.dice) {
      expect([...d.bottomFaces].sort((x, y) => x - y)).toEqual([...d.faces].sort((x, y) => x - y));
      const top = kindRolls(d.faces, 3);
      const bottom = kindRolls(d.bottomFaces, 3);
      expect([...bottom.probs]).toEqual([...top.probs]);
    }
  });

  it("a bad dice file fails with the file, the path inside it and what was expected", () => {
    const dir = mkdtempSync(join(tmpdir(), "golo-dice-"));
    const bad = structuredClone(published);
    bad.dice[2].faces = bad.dice[2].faces.slice(0, 11);
    bad.dice[0].opposite[1] = [1, 0];
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify(bad));
    expect(() => loadDiceFile(file)).toThrow(file);
    expect(() => loadDiceFile(file)).toThrow(/dice\[2\]\.faces: expected exactly 12 faces/);
    expect(() => loadDiceFile(file)).toThrow(/dice\[0\]\.opposite: expected 6 pairs/);
    writeFileSync(file, "{not json");
    expect(() => loadDiceFile(file)).toThrow(/not valid JSON/);
    expect(() => parseDiceSet({ dice: [{ name: "x" }] }, "inline")).toThrow(/inline: at dice\[0\]/);
  });

  it("a designer can load another dice file", () => {
    const dir = mkdtempSync(join(tmpdir(), "golo-dice-"));
    const mine = structuredClone(published);
    mine.dice = mine.dice.slice(2, 3);
    mine.dice[0].faces = [2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7];
    const file = join(dir, "mine.json");
    writeFileSync(file, JSON.stringify(mine));
    const set = loadDiceFile(file);
    expect(set.dice).toHaveLength(5);
    expect(set.dice[0].faces[0]).toBe(2);
  });
});
