/** Golden playthroughs: seeded games written out as text, compared with the committed files. */
import { join } from "node:path";
import { it } from "vitest";
import { expectGolden, playthroughText } from "../../../tests/harness.ts";
import { act, createMatch, createRng, enterRoll, isOver, nextStep } from "../../engine/index.ts";
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

it("golden playthrough: referee mode, faces typed in, two players", () => {
  // A person at the table types what the real dice showed; here the faces come from a fixed list.
  const m = createMatch(rollingPins.game, { players: 2, referee: true }, 0, ["Ann", "Bob"]);
  const bots = [rollingPins.bots.strong(), rollingPins.bots.greedy()];
  let i = 0;
  while (!isOver(m)) {
    const step = nextStep(m);
    if (step.kind === "chance")
      enterRoll(
        m,
        step.dice.map(() => 1 + ((i++ * 7 + 3) % 6)),
      );
    else if (step.kind === "decision")
      act(m, step.seat, bots[step.seat].choose(m.state as never, createRng(i)));
  }
  expectGolden(join(dir, "referee-two-players.txt"), playthroughText(rollingPins, m));
});
