/** Every bot level of Roll In One: random, greedy (a distance guess) and planner (solved holes). */
import type { RandomGenerator } from "../../../engine/rng.ts";
import type { Bot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import { activeSeat, windowsOn } from "../rules/effects.ts";
import type { State } from "../state.ts";
import { bestShot, type Model } from "./model.ts";
import { bestCurve } from "./planner.ts";
import {
  chooseGolfer,
  chooseGreenMove,
  choosePlay,
  chooseRicochet,
  type Level,
  seatModel,
} from "./plays.ts";
import { randomLevel, withDesign } from "./random.ts";
import { tableBot } from "./table.ts";

/** A shot or a curve chosen by other means than the model's best (null: the model's best). */
export interface Pickers {
  readonly shot?: (s: State, m: Model) => Action | null;
  readonly curve?: (s: State, m: Model) => Action | null;
}

export function modelBot(
  level: Level,
  name: string = level,
  pick: Pickers = {},
): Bot<State, Action> {
  return withDesign(name, (s: State, _rng: RandomGenerator): Action => {
    if (s.deal.length) return chooseGolfer(s);
    if (s.ricochet) return chooseRicochet(s, level);
    if (s.greenMoves.length) return chooseGreenMove(s);
    if (s.window.length) return choosePlay(s, level) ?? { type: "pass" };
    const f = s.flight;
    const m = seatModel(s, activeSeat(s), level);
    if (f?.pending) {
      const curve = pick.curve?.(s, m);
      if (curve) return curve;
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
    const picked = pick.shot?.(s, m);
    if (picked) return picked;
    const best = bestShot(m, s.balls[s.toPlay[0]]);
    return { type: "shot", club: CLUBS[best.club].id, dir: best.dir };
  });
}

export const bots: Readonly<Record<string, () => Bot<State, Action>>> = {
  random: randomLevel,
  greedy: () => modelBot("greedy"),
  planner: () => modelBot("planner"),
  table: tableBot,
};
