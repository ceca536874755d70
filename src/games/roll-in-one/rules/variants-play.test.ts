import { describe, expect, it } from "vitest";
import { expectGolden, playthroughText, randomPlayTests } from "../../../../tests/harness.ts";
import { createMatch, nextStep } from "../../../engine/match.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import { game } from "../game.ts";
import { rollInOne } from "../index.ts";
import type { State } from "../state.ts";

const golden = (name: string) => new URL(`../golden/${name}`, import.meta.url).pathname;

describe("random seeded play with cards and each variant", () => {
  randomPlayTests(rollInOne, [
    {
      label: "all cards, 3 players, random",
      options: { cards: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random", "random"],
      games: 2,
    },
    {
      label: "cards, feeling mean, 2 players, random",
      options: { cards: true, mean: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random"],
      games: 2,
    },
    {
      label: "cards, chosen golfers, solo, random",
      options: { cards: true, golferMode: "choose", layout: "generated" },
      bots: ["random"],
      games: 2,
    },
    {
      label: "shared golfers, 2 players",
      options: { sharedGolfers: ["nimble", "lucky", "steady"], layout: "generated", maxRounds: 12 },
      bots: ["random", "greedy"],
      games: 2,
    },
    {
      label: "ricochet, 3 players",
      options: { ricochet: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random", "planner"],
      games: 2,
    },
    {
      label: "handicap, 2 players",
      options: { handicap: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "planner"],
      games: 2,
    },
    {
      label: "campaign, 2 players, cards",
      options: { variant: "campaign", cards: true, maxRounds: 8 },
      bots: ["random", "planner"],
      games: 2,
    },
    {
      label: "bumper, 3 players, cards",
      options: { variant: "bumper", cards: true, maxRounds: 6 },
      bots: ["random", "random", "greedy"],
      games: 2,
    },
    {
      label: "survival, cards",
      options: { variant: "survival", cards: true, layout: "generated" },
      bots: ["random"],
      games: 3,
    },
    {
      label: "planner and greedy with all cards, mean, handicap",
      options: { cards: true, mean: true, handicap: true, layout: "generated" },
      bots: ["planner", "greedy"],
      games: 1,
    },
    {
      label: "planner survival, designed holes, chosen golfer",
      options: { variant: "survival", cards: true, golferMode: "choose" },
      bots: ["planner"],
      games: 2,
    },
  ]);

  it("no seat's view leaks another seat's hand, at any step of games with all cards and feeling mean", () => {
    for (const seed of [1, 2]) {
      playBots(
        rollInOne,
        { cards: true, mean: true, layout: "generated", maxRounds: 10 },
        seed,
        ["random", "planner", "random"],
        (m) => {
          const s = m.state as State;
          for (let seat = 0; seat < 3; seat++) {
            const other = (seat + 1) % 3;
            const n = Math.min(s.hands[other].length, s.pile.length);
            const swapped: State = {
              ...s,
              hands: s.hands.map((h, i) =>
                i === other ? [...s.pile.slice(0, n), ...h.slice(n)].sort() : h,
              ),
              pile: [...s.pile.slice(n), ...s.hands[other].slice(0, n)].sort(),
            };
            expect(JSON.stringify(game.view(swapped, seat))).toBe(
              JSON.stringify(game.view(s, seat)),
            );
          }
        },
      );
    }
  });
});

describe("golden playthroughs", () => {
  it("a campaign: planner against greedy, with cards", () => {
    const m = playBots(rollInOne, { variant: "campaign", cards: true }, 21, ["planner", "greedy"]);
    expect(nextStep(m).kind).toBe("end");
    expectGolden(golden("campaign.txt"), playthroughText(rollInOne, m));
  });
  it("a bumper game: three planners, with cards and ricochet", () => {
    const m = playBots(
      rollInOne,
      { variant: "bumper", cards: true, ricochet: true, maxRounds: 4 },
      8,
      ["planner", "planner", "greedy"],
    );
    expect(nextStep(m).kind).toBe("end");
    expectGolden(golden("bumper.txt"), playthroughText(rollInOne, m));
  });
  it("the engine path records draws without naming the card drawn", () => {
    const m = createMatch(game, { players: 1, cards: true, layout: "generated" }, 1);
    expect((m.state as State).hands[0]).toEqual([]);
  });
});
