/**
 * Situation dice (the daily challenge): every die is keyed by the situation it is rolled in, so
 * players who choose differently still see equal dice wherever their situations are equal.
 */
import { describe, expect, it } from "vitest";
import { commitmentOf, type FairDice, newSecret } from "../../src/engine/fair-dice.ts";
import {
  act,
  createMatch,
  type Match,
  nextStep,
  replay,
  roll,
  situationKeys,
} from "../../src/engine/match.ts";
import { diceFor } from "../../src/games/golo/data.ts";
import { findModule } from "../../src/games/registry.ts";
import { botRng, botsFor } from "../../src/strategy/autoplay.ts";
import { toyGame } from "./toy-game.ts";

function dailyDice(secret: string): FairDice {
  return {
    kind: "hmac-sha256",
    commitment: commitmentOf(secret),
    entropy: [],
    secret,
    stream: "situation",
  };
}

/** Plays a solo game with `bot`; returns the match and every die's key with its die and face. */
function play(game: string, options: object, secret: string, bot: string, seed: number) {
  const mod = findModule(game)!;
  const m = createMatch(mod.game, options, 0, ["you"], dailyDice(secret));
  const [b] = botsFor(mod, [bot]);
  const rng = botRng(seed);
  const seen = new Map<string, { die: string; face: unknown }>();
  for (;;) {
    const step = nextStep(m);
    if (step.kind === "end") break;
    if (step.kind === "chance") {
      const keys = situationKeys(m, step.dice.length);
      const faces = roll(m, step);
      for (const [i, k] of keys.entries()) seen.set(k, { die: step.dice[i].name, face: faces[i] });
    } else act(m, step.seat, b.choose(m.state, rng));
  }
  return { m, seen };
}

/** Keys both games rolled the same die under (GOLO's Bottoms rolls the die's bottom faces). */
type Seen = Map<string, { die: string; face: unknown }>;
function shared(a: Seen, b: Seen): string[] {
  return [...a.keys()].filter((k) => b.get(k)?.die === a.get(k)?.die);
}

const CASES = [
  { game: "golo", options: { mode: "simple" }, bots: ["optimal", "random"] },
  { game: "straight-golf", options: { rounds: 9 }, bots: ["random", "random"] },
  { game: "rolling-pins", options: {}, bots: ["greedy", "random"] },
];

describe("situation dice", () => {
  for (const c of CASES) {
    it(`${c.game}: two players choosing differently see equal dice in equal situations`, () => {
      const secret = newSecret();
      const a = play(c.game, c.options, secret, c.bots[0], 1);
      const b = play(c.game, c.options, secret, c.bots[1], 2);
      const both = shared(a.seen, b.seen);
      // At least the whole first roll is shared; usually far more.
      expect(both.length).toBeGreaterThan(1);
      for (const k of both) expect(b.seen.get(k), k).toEqual(a.seen.get(k));
      // Another day's secret gives other dice.
      const other = play(c.game, c.options, newSecret(), c.bots[0], 1);
      const again = shared(a.seen, other.seen);
      expect(again.some((k) => other.seen.get(k)?.face !== a.seen.get(k)?.face)).toBe(true);
    });
  }

  it("GOLO: Bottoms reads the opposite face of the same landing as another player's top", () => {
    const secret = newSecret();
    const set = diceFor(undefined);
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 9; seed++) {
      const a = play("golo", { mode: "simple" }, secret, "random", seed);
      const b = play("golo", { mode: "simple" }, secret, "random", seed + 100);
      for (const [k, x] of a.seen) {
        const y = b.seen.get(k);
        if (!y || x.die === y.die) continue;
        const [top, bottom] = x.die.endsWith("(bottom)") ? [y, x] : [x, y];
        const die = set.dice.find((d) => d.top.name === top.die)!;
        const landings = die.top.faces.flatMap((f, i) => (f === top.face ? [i] : []));
        expect(landings.map((i) => die.bottomFaces[i])).toContain(bottom.face);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("the revealed secret re-derives every roll; an edited roll is caught", () => {
    const secret = newSecret();
    const { m } = play("golo", { mode: "simple" }, secret, "greedy", 5);
    const mod = findModule("golo")!;
    const again = replay(mod.game, structuredClone(m.record));
    expect(again.state).toEqual(m.state);
    const bad = structuredClone(m.record);
    const k = bad.actions.findIndex((e) => "chance" in e);
    const entry = bad.actions[k] as { chance: number[] };
    entry.chance[0] = entry.chance[0] === 3 ? 4 : 3;
    expect(() => replay(mod.game, bad)).toThrow(
      new RegExp(`step ${k + 1} of the record: the dice roll`),
    );
  });

  it("a game without chanceKeys keys each die by the roll's index and its place", () => {
    const secret = newSecret();
    const m: Match = createMatch(toyGame, {}, 0, undefined, dailyDice(secret));
    for (let i = 0; i < 20 && nextStep(m).kind === "decision"; i++) {
      const step = nextStep(m);
      if (step.kind !== "decision") break;
      act(m, step.seat, toyGame.legalActions(m.state as never)[0]);
      const chance = nextStep(m);
      if (chance.kind === "chance") {
        const n = m.record.actions.filter((e) => "chance" in e).length;
        expect(situationKeys(m, chance.dice.length)).toEqual(
          chance.dice.map((_, d) => `roll ${n + 1}/die ${d + 1}`),
        );
        roll(m);
      }
    }
    expect(m.record.actions.some((e) => "chance" in e)).toBe(true);
  });
});
