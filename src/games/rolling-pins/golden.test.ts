/** Golden playthroughs: seeded games written out as text, compared with the committed files. */
import { join } from "node:path";
import { it } from "vitest";
import { expectGolden, playthroughText } from "../../../tests/harness.ts";
import { playBots } from "../../strategy/autoplay.ts";
import { rollingPins } from "./index.ts";

const dir = join(import.meta.dirname, "golden");

it("golden playthrough: solo game, greedy bot, seed 7", () => {
  const m = playBots(rollingPins, {}, 7, ["greedy"]);
  expectGolden(join(dir, "solo-greedy-7.txt"), playthroughText(rollingPins, m));
});

it("golden playthrough: two players with duplicate rolls, seed 11", () => {
  const m = playBots(rollingPins, { duplicate: true }, 11, ["greedy", "random"]);
  expectGolden(join(dir, "duplicate-11.txt"), playthroughText(rollingPins, m));
});

it("golden playthrough: solo game, strong bot, seed 3", () => {
  const m = playBots(rollingPins, {}, 3, ["strong"]);
  expectGolden(join(dir, "solo-strong-3.txt"), playthroughText(rollingPins, m));
});
