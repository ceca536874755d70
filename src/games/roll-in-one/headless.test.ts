/**
 * The headless rules (what simulations apply) are the rules less the shot trace: from every state
 * of seeded games of every harness variant, the same step gives the same state but for `trace`,
 * and a simulated game is the same game, roll for roll, as one played with the trace.
 */
import { describe, expect, it } from "vitest";
import { SIM_GENERATOR } from "../../engine/rng.ts";
import { playBots, SIMULATION } from "../../strategy/autoplay.ts";
import { game } from "./game.ts";
import { gameModule } from "./index.ts";
import type { State } from "./state.ts";
import { harness } from "./testkit.ts";

const headless = game.headless as NonNullable<typeof game.headless>;
const untraced = (s: State) => ({ ...s, trace: null });

describe("Roll In One's headless rules", () => {
  for (const v of harness.play) {
    it(`${v.label}: every step gives the rules' state less the trace`, () => {
      const m = playBots(gameModule, v.options, 11, v.bots);
      let s = game.setup(game.optionsSchema.parse(m.record.options));
      let traced = s;
      let shots = 0;
      for (const entry of m.record.actions) {
        if ("chance" in entry) {
          s = headless.applyChance(s, entry.chance);
          traced = game.applyChance(traced, entry.chance);
        } else {
          const a = game.actionSchema.parse(entry.action);
          s = headless.apply(s, a);
          traced = game.apply(traced, a);
        }
        expect(untraced(s)).toEqual(untraced(traced));
        if (traced.trace) shots = traced.trace.id;
      }
      // The headless game kept no trace; the rules' one traced its shots.
      expect(s.trace ?? null).toBeNull();
      expect(shots).toBeGreaterThan(0);
      expect(game.result(s)).toEqual(game.result(m.state as State));
    });
  }

  it("a simulated game (headless, trusted) is the traced game, roll for roll", () => {
    for (const seed of [1, 2, 3]) {
      for (const bots of [["planner"], ["random", "greedy"]]) {
        const sim = playBots(
          gameModule,
          { layout: "generated" },
          seed,
          bots,
          undefined,
          SIMULATION,
        );
        const traced = playBots(gameModule, { layout: "generated" }, seed, bots, undefined, {
          generator: SIM_GENERATOR,
          trusted: false,
        });
        expect(sim.record).toEqual(traced.record);
        expect(untraced(sim.state as State)).toEqual(untraced(traced.state as State));
        expect((traced.state as State).trace).not.toBeNull();
      }
    }
  });
});
