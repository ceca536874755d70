/** The daily challenge's pure parts: places with ties, the result card, days and their secrets. */
import { describe, expect, it } from "vitest";
import { parseOptions } from "../../src/engine/match.ts";
import { findModule } from "../../src/games/registry.ts";
import {
  cardText,
  challengeOf,
  dayOf,
  daySecret,
  isDay,
  ordinal,
  ranks,
  revealAt,
} from "../../src/server/daily/challenge.ts";

describe("daily challenge: places, cards and days", () => {
  it("equal scores share a place and the next place skips (golf: lower is better)", () => {
    expect(ranks([33, 35, 33, 40, 35], true)).toEqual([1, 3, 1, 5, 3]);
    expect(ranks([150, 150, 120], false)).toEqual([1, 1, 3]);
  });

  it("the card shows score, to par, squares and place, and no faces", () => {
    const text = cardText(
      "GOLO",
      "2026-03-10",
      33,
      { toPar: -3, marks: ["better", "even", "worse"] },
      { rank: 2, of: 12 },
    );
    expect(text).toBe("Clubhouse daily · GOLO · 2026-03-10\n33 (-3) · 2nd of 12\n🟩⬜🟧");
    expect(cardText("Rolling Pins", "2026-03-10", 150, { toPar: null, marks: [] }, null)).toBe(
      "Clubhouse daily · Rolling Pins · 2026-03-10\n150\n",
    );
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });

  it("a day is a UTC date; its secret is revealed at the next midnight; each game has its own", () => {
    expect(dayOf(Date.parse("2026-03-10T23:59:59.999Z"))).toBe("2026-03-10");
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-3-1")).toBe(false);
    expect(revealAt("2026-12-31")).toBe("2027-01-01T00:00:00.000Z");
    const m = "00".repeat(32);
    expect(daySecret(m, "2026-03-10", "golo")).toMatch(/^[0-9a-f]{64}$/);
    expect(daySecret(m, "2026-03-10", "golo")).not.toBe(daySecret(m, "2026-03-11", "golo"));
    expect(daySecret(m, "2026-03-10", "golo")).not.toBe(
      daySecret(m, "2026-03-10", "straight-golf"),
    );
  });

  it("Roll In One: everyone on a day gets the same generated course, another day another", () => {
    const mod = findModule("roll-in-one")!;
    const m = "22".repeat(32);
    const a = challengeOf(mod, m, "2026-03-10", false).options;
    expect(challengeOf(mod, m, "2026-03-10", false).options).toEqual(a);
    expect(a).toMatchObject({ cards: true, layout: "generated" });
    expect(challengeOf(mod, m, "2026-03-11", false).options.courseSeed).not.toBe(a.courseSeed);
    // The options are ones the game accepts for a solo game.
    expect(() => parseOptions(mod.game, { ...a, players: 1 })).not.toThrow();
    const before = challengeOf(mod, m, "2026-03-10", false);
    expect(before.secret).toBeUndefined();
    expect(challengeOf(mod, m, "2026-03-10", true).secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
