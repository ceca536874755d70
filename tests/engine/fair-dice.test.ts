import { describe, expect, it } from "vitest";
import { rollDie } from "../../src/engine/dice.ts";
import { commitmentOf, fairRng, newSecret } from "../../src/engine/fair-dice.ts";
import { act, createMatch, nextStep, replay, roll } from "../../src/engine/match.ts";
import { findModule } from "../../src/games/registry.ts";
import { botRng, botsFor } from "../../src/strategy/autoplay.ts";

function fairGolo() {
  const mod = findModule("golo")!;
  const secret = newSecret();
  const dice = {
    kind: "hmac-sha256" as const,
    commitment: commitmentOf(secret),
    entropy: ["a", ""],
    secret,
  };
  const m = createMatch(mod.game, { players: 2 }, 0, ["A", "B"], dice);
  const bots = botsFor(mod, ["greedy", "greedy"]);
  const rng = botRng(1);
  for (;;) {
    const s = nextStep(m);
    if (s.kind === "end") break;
    if (s.kind === "chance") roll(m);
    else act(m, s.seat, bots[s.seat].choose(m.state, rng));
  }
  return { mod, m, secret };
}

describe("fair dice", () => {
  it("commitment is sha256 of the secret bytes", () => {
    expect(commitmentOf("00".repeat(32))).toBe(
      "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
    );
  });

  it("the same secret and entropy give the same stream; other entropy another", () => {
    const s = newSecret();
    const a = fairRng(s, ["x"]);
    const b = fairRng(s, ["x"]);
    const c = fairRng(s, ["y"]);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
  });

  it("clones go on from the same place and never expose the key", () => {
    const r = fairRng(newSecret(), []);
    for (let i = 0; i < 11; i++) r.next();
    const c = r.clone();
    expect(c.next()).toBe(r.next());
    expect(r.getState()).toEqual([1, 4]);
  });

  it("a d12 comes up evenly (chi-square, 12000 rolls)", () => {
    const r = fairRng(newSecret(), []);
    const die = { name: "d12", faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const counts = new Array(12).fill(0);
    for (let i = 0; i < 12000; i++) counts[(rollDie(r, die) as number) - 1]++;
    const chi = counts.reduce((t, c) => t + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(40); // p < 1e-4 for 11 degrees of freedom
  });

  it("a finished online record replays from its revealed secret; an edited roll is caught", () => {
    const { mod, m } = fairGolo();
    const again = replay(mod.game, m.record);
    expect(again.state).toEqual(m.state);
    const k = m.record.actions.findIndex((e) => "chance" in e);
    const tampered = structuredClone(m.record);
    const entry = tampered.actions[k] as { chance: number[] };
    entry.chance[0] = entry.chance[0] === 3 ? 4 : 3;
    expect(() => replay(mod.game, tampered)).toThrow(/step \d+ of the record: the dice roll/);
  });

  it("a wrong secret does not open the commitment", () => {
    const { mod, m } = fairGolo();
    const bad = { ...m.record, dice: { ...m.record.dice!, secret: newSecret() } };
    expect(() => replay(mod.game, bad)).toThrow(/committed to/);
  });

  it("without the secret, rolls are taken as given", () => {
    const { mod, m } = fairGolo();
    const { secret: _, ...open } = m.record.dice!;
    const again = replay(mod.game, { ...m.record, dice: open });
    expect(again.state).toEqual(m.state);
  });
});
