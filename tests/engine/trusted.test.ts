import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GameError } from "../../src/engine/errors.ts";
import { act, createMatch } from "../../src/engine/match.ts";
import { botRng, playOut } from "../../src/strategy/autoplay.ts";
import { toyGame } from "./toy-game.ts";

/** The toy game with its input checks counted. */
function counted() {
  const calls = { check: 0, parse: 0 };
  const schema = toyGame.actionSchema;
  const game = {
    ...toyGame,
    checkAction: (s: Parameters<typeof toyGame.checkAction>[0], a: { type: "roll" | "pass" }) => {
      calls.check++;
      return toyGame.checkAction(s, a);
    },
    actionSchema: Object.assign(Object.create(schema), {
      safeParse: (raw: unknown) => {
        calls.parse++;
        return schema.safeParse(raw);
      },
    }),
  };
  return { game, calls };
}

function play(trusted: boolean) {
  const { game, calls } = counted();
  const m = createMatch(game, { players: 2 }, 17);
  // The toy's legalActions lists a pass that is illegal before scoring, so the bot only rolls.
  const roller = { name: "roller", choose: () => ({ type: "roll" }) };
  playOut(m, [roller, roller], botRng(17), undefined, trusted);
  return { m, calls };
}

describe("trusted loops skip re-validating bot actions; input is always validated", () => {
  it("a trusted loop applies bot actions without parsing or checking them, with the same result", () => {
    const trusted = play(true);
    const checked = play(false);
    expect(trusted.calls).toEqual({ check: 0, parse: 0 });
    const decisions = checked.m.record.actions.filter((e) => "seat" in e).length;
    expect(decisions).toBeGreaterThan(0);
    expect(checked.calls).toEqual({ check: decisions, parse: decisions });
    expect(trusted.m.record).toEqual(checked.m.record);
    expect(trusted.m.state).toEqual(checked.m.state);
  });

  it("a match that takes input checks every action and changes nothing on a bad one", () => {
    const { game, calls } = counted();
    const m = createMatch(game, { players: 1 }, 3);
    const before = JSON.stringify(m);
    expect(() => act(m, 0, { type: "jump" })).toThrow(GameError);
    expect(() => act(m, 1, { type: "roll" })).toThrow(/not seat 2's/);
    expect(JSON.stringify(m)).toBe(before);
    act(m, 0, { type: "roll" });
    expect(calls.parse).toBe(2);
    expect(calls.check).toBe(1);
  });

  it("neither the CLI nor the server can reach the unchecked path", () => {
    const root = join(import.meta.dirname, "../../src");
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".ts"))
        .map((f) => join(root, dir, f));
    const offenders = [...files("cli"), ...files("server"), ...files("web")].filter((f) => {
      const text = readFileSync(f, "utf8");
      return /actTrusted|rollTrusted|\.headless\b|trusted: true|SIMULATION\b/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
