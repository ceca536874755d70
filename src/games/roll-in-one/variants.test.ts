import { describe } from "vitest";
import { randomPlayTests } from "../../../tests/harness.ts";
import { rollInOne } from "./index.ts";

describe("random seeded play with cards and each variant", () => {
  randomPlayTests(rollInOne, [
    {
      label: "all cards, 3 players, generated, random",
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
      bots: ["random", "random"],
      games: 2,
    },
    {
      label: "ricochet, 3 players",
      options: { ricochet: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random", "random"],
      games: 2,
    },
    {
      label: "handicap, 2 players",
      options: { handicap: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random"],
      games: 2,
    },
    {
      label: "campaign, 2 players, cards",
      options: { variant: "campaign", cards: true, maxRounds: 8 },
      bots: ["random", "random"],
      games: 2,
    },
    {
      label: "bumper, 3 players, cards",
      options: { variant: "bumper", cards: true, maxRounds: 8 },
      bots: ["random", "random", "random"],
      games: 2,
    },
    {
      label: "survival, cards",
      options: { variant: "survival", cards: true, layout: "generated" },
      bots: ["random"],
      games: 3,
    },
  ]);
});
