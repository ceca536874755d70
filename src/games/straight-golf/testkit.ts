/** Straight Golf's test helpers and its spec for the shared harness (also used by `npm run soak`). */
import type { HarnessSpec } from "../../../tests/harness/spec.ts";
import { act, createMatch, enterRoll, type Match, nextStep } from "../../engine/match.ts";
import { game } from "./game.ts";
import type { State } from "./state.ts";

export const harness: HarnessSpec = {
  play: [
    { label: "solo", options: {}, bots: ["random"], games: 30 },
    {
      label: "four players",
      options: {},
      bots: ["random", "random", "random", "random"],
      games: 20,
    },
    {
      label: "in order, two players",
      options: { inOrder: true },
      bots: ["random", "random"],
      games: 20,
    },
  ],
  fast: [{}, { inOrder: true }, { rounds: 3 }],
  fastGames: 300,
  goldens: [
    {
      name: "three-players",
      options: {},
      bots: ["random", "random", "random"],
      seed: 2022,
      names: ["Ann", "Ben", "Cat"],
    },
    {
      name: "solo-in-order",
      options: { inOrder: true },
      bots: ["random"],
      seed: 7,
      names: ["Ann"],
    },
  ],
  goldenDir: new URL("golden/", import.meta.url).pathname,
};

/** A one-player match on seed 1. */
export function solo(options: Record<string, unknown> = {}): Match {
  return createMatch(game, { players: 1, ...options }, 1);
}

/** Plays one attempt of the seat to move with the given faces. */
export function attempt(m: Match, faces: number[]): void {
  const step = nextStep(m);
  if (step.kind !== "decision") throw new Error("expected a decision");
  act(m, step.seat, { type: "roll" });
  enterRoll(m, faces);
}

export const state = (m: Match) => m.state as State;
