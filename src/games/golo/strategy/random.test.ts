/** GOLO's random bot builds only the removal it draws: the same action the listing would give. */
import { describe, expect, it } from "vitest";
import { actTrusted, createMatch, nextStep, roll } from "../../../engine/match.ts";
import { createRng, GENERATORS } from "../../../engine/rng.ts";
import { randomBot } from "../../../strategy/bot.ts";
import { game } from "../game.ts";
import type { State } from "../state.ts";
import { bots } from "./bots.ts";

describe("random bot", () => {
  const cases: Record<string, unknown>[] = [
    {},
    { mode: "trips" },
    { mode: "flop" },
    { mode: "scorecard" },
    { holes: 18 },
    { referee: true },
  ];
  for (const generator of GENERATORS) {
    for (const options of cases) {
      it(`chooses what a uniform pick from legalActions chooses: ${generator} ${JSON.stringify(options)}`, () => {
        const fast = bots.random();
        const listing = randomBot(game);
        let decisions = 0;
        for (let seed = 1; seed <= 40; seed++) {
          const m = createMatch(
            game,
            { ...options, players: 1 },
            seed,
            undefined,
            undefined,
            generator,
          );
          const rng = createRng(seed ^ 0x5bd1e995, generator);
          for (;;) {
            const step = nextStep(m);
            if (step.kind === "end") break;
            if (step.kind === "chance") {
              roll(m, step);
              continue;
            }
            const twin = rng.clone();
            const expected = listing.choose(m.state as State, twin);
            const action = fast.choose(m.state as State, rng);
            expect(action).toEqual(expected);
            // Both drew the same numbers: the streams are in step after the choice.
            expect(rng.next()).toBe(twin.next());
            actTrusted(m, step.seat, action);
            decisions++;
          }
        }
        expect(decisions).toBeGreaterThanOrEqual(40);
      });
    }
  }
});
