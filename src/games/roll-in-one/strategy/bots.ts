/** Every bot level of Roll In One: random, greedy (a distance guess) and planner (solved holes). */
import type { RandomGenerator } from "../../../engine/rng.ts";
import type { Bot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import { activeSeat, windowsOn } from "../rules/effects.ts";
import type { State } from "../state.ts";
import { bestShot } from "./model.ts";
import { bestCurve } from "./planner.ts";
import { chooseGolfer, chooseGreenMove, choosePlay, chooseRicochet, seatModel } from "./plays.ts";
import { randomLevel, withDesign } from "./random.ts";

export function modelBot(level: "planner" | "greedy"): Bot<State, Action> {
  return withDesign(level, (s: State, _rng: RandomGenerator): Action => {
    if (s.deal.length) return chooseGolfer(s);
    if (s.ricochet) return chooseRicochet(s, level);
    if (s.greenMoves.length) return chooseGreenMove(s);
    if (s.window.length) return choosePlay(s, level) ?? { type: "pass" };
    const f = s.flight;
    const m = seatModel(s, activeSeat(s), level);
    if (f?.pending) {
      return {
        type: "curve",
        dir: bestCurve(
          m,
          CLUBS.findIndex((c) => c.id === f.club),
          f,
        ),
      };
    }
    const play = windowsOn(s.options) ? choosePlay(s, level) : null;
    if (play) return play;
    const best = bestShot(m, s.balls[s.toPlay[0]]);
    return { type: "shot", club: CLUBS[best.club].id, dir: best.dir };
  });
}

export const bots: Readonly<Record<string, () => Bot<State, Action>>> = {
  random: randomLevel,
  greedy: () => modelBot("greedy"),
  planner: () => modelBot("planner"),
};
