/** "A round of 18 holes ... a full-blown 72-hole tournament": a round's match in each mode. */
import { describe, expect, it } from "vitest";
import { playBots } from "../../strategy/autoplay.ts";
import { game } from "./game.ts";
import { gameModule } from "./index.ts";
import type { State } from "./state.ts";
import {
  DEFAULT_COURSE,
  roundOptions,
  roundPar,
  roundProgress,
  TOURNAMENT_MODES,
} from "./tournament.ts";

describe("GOLO tournament rounds", () => {
  it("the default course is 18 holes, par 72", () => {
    expect(DEFAULT_COURSE).toHaveLength(18);
    expect(roundPar("stroke", DEFAULT_COURSE)).toBe(72);
    expect(roundPar("simple", DEFAULT_COURSE)).toBe(72);
  });

  for (const mode of TOURNAMENT_MODES) {
    it(`a ${mode} round is a match of 18 holes whose progress ends at the match's score`, () => {
      const m = playBots(gameModule, roundOptions(mode, DEFAULT_COURSE), 7, ["greedy"]);
      const state = m.state as State;
      const p = roundProgress(state);
      expect(p.holes).toBe(18);
      expect(p.strokes).toBe(game.result(state).scores[0]);
      expect(p.toPar).toBe(p.strokes - roundPar(mode, DEFAULT_COURSE));
    });
  }
});
