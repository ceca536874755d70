import { expect, it } from "vitest";
import { expectGolden, playthroughText, randomPlayTests } from "../../../tests/harness.ts";
import { playBots } from "../../strategy/autoplay.ts";
import { straightGolfModule } from "./index.ts";
import { oddsTool } from "./tools.ts";

randomPlayTests(straightGolfModule, [
  { label: "solo", options: {}, bots: ["random"], games: 30 },
  { label: "four players", options: {}, bots: ["random", "random", "random", "random"], games: 20 },
  {
    label: "in order, two players",
    options: { inOrder: true },
    bots: ["random", "random"],
    games: 20,
  },
]);

it("golden playthrough: three players, seed 2022", () => {
  const m = playBots(straightGolfModule, {}, 2022, ["random", "random", "random"]);
  expectGolden(
    new URL("golden/three-players.txt", import.meta.url).pathname,
    playthroughText(straightGolfModule, m),
  );
});

it("golden playthrough: solo in order, seed 7", () => {
  const m = playBots(straightGolfModule, { inOrder: true }, 7, ["random"]);
  expectGolden(
    new URL("golden/solo-in-order.txt", import.meta.url).pathname,
    playthroughText(straightGolfModule, m),
  );
});

it("odds tool json has the distribution and the expected score", () => {
  const { json, text } = oddsTool.run({ inOrder: true });
  const j = json as { distribution: Record<string, number>; expectedScore: number };
  expect(Object.keys(j.distribution).sort()).toEqual([
    "-1",
    "-3",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
  ]);
  expect(j.expectedScore).toBeCloseTo(2.608224204111847, 12);
  expect(text).toMatch(/hole in one/);
});
