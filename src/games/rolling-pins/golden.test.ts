/** The golden playthrough the harness cannot make: referee mode, faces typed from a fixed list. */
import { join } from "node:path";
import { it } from "vitest";
import { expectGolden, playthroughText } from "../../../tests/harness.ts";
import { act, createMatch, createRng, enterRoll, isOver, nextStep } from "../../engine/index.ts";
import { gameModule } from "./index.ts";

const dir = join(import.meta.dirname, "golden");

it("golden playthrough: referee mode, faces typed in, two players", () => {
  // A person at the table types what the real dice showed; here the faces come from a fixed list.
  const m = createMatch(gameModule.game, { players: 2, referee: true }, 0, ["Ann", "Bob"]);
  const bots = [gameModule.bots.strong(), gameModule.bots.greedy()];
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
  expectGolden(join(dir, "referee-two-players.txt"), playthroughText(gameModule, m));
});
