/**
 * The floor under a fast path that plays through its game's rules with a bot (Rolling Pins'):
 * the same games with the bot's own decisions replayed from a log, so that what is left is the
 * rules in place, the dice and the loop. Beside the raw dice it says how much of a game's time
 * the bot has: the fast path's multiple less this one. GOLO's and Straight Golf's fast paths are
 * hand-written loops with the policy inside, and Roll In One's planner has its own fast path,
 * so none of those has a bot to take out.
 */
import type { AnyGameModule } from "../src/games/module.ts";
import type { Action } from "../src/games/rolling-pins/actions.ts";
import { playMany } from "../src/games/rolling-pins/fast.ts";
import { totalScore } from "../src/games/rolling-pins/rules/scoring.ts";
import type { State } from "../src/games/rolling-pins/state.ts";
import { bots } from "../src/games/rolling-pins/strategy/bots.ts";
import { type DiceMix, rawGamesPerSecond } from "./raw-dice.ts";
import { inTurns, median, rateOf, ratio } from "./turns.ts";

/** Games logged and replayed a call: about a fifth of a second of replay. */
const GAMES = 2000;
/** Seeds past the ones the fast path's own turns played (memos warm, decisions not repeated). */
const SEED = 1_000_000;

export interface Replayed {
  /** Games per CPU second of the replay, and of the raw dice, in the same turns. */
  readonly replay: number[];
  readonly raw: number[];
}

/** The replay of Rolling Pins' strong bot's games, or null for any other game or bot. */
export function replayTurns(mod: AnyGameModule, bot: string, mix: DiceMix): Replayed | null {
  if (mod.game.id !== "rolling-pins" || bot !== "strong") return null;
  const log: Action[] = [];
  const strong = bots.strong();
  const scores: number[] = [];
  playMany(
    GAMES,
    SEED,
    () => ({
      name: "logged",
      choose: (s: State, rng) => {
        const a = strong.choose(s, rng);
        log.push(a);
        return a;
      },
    }),
    {},
    (s) => scores.push(totalScore(s.sheets[0])),
  );
  const replay = () => {
    let i = 0;
    let g = 0;
    playMany(
      GAMES,
      SEED,
      () => ({ name: "replayed", choose: () => log[i++] }),
      {},
      (s) => {
        // The same game as logged, or the figure would be of other games.
        if (totalScore(s.sheets[0]) !== scores[g++]) throw new Error("replay: another game");
      },
    );
    if (i !== log.length) throw new Error(`replay: ${i} of ${log.length} decisions taken`);
  };
  const [raw, rate] = inTurns([() => rawGamesPerSecond(mix, 400), rateOf(replay, 1000)]);
  return { replay: rate.map((r) => r * GAMES), raw };
}

/** The replay's multiple of the raw dice, and the bot's share of the fast path's time. */
export function replayNote(r: Replayed, fastMultiple: number, goal: number): string {
  const floor = ratio(r.raw, r.replay);
  const bot = fastMultiple - floor;
  const left =
    floor >= goal
      ? `so no bot fits in ${goal}x`
      : `so ${goal}x leaves the bot ${(goal - floor).toFixed(0)}x, ${(bot / (goal - floor)).toFixed(1)} times less than the ${bot.toFixed(0)}x it takes now`;
  return `${floor.toFixed(1)}x the raw time of the same dice: the rules in place, the dice and the loop, with the strong bot's own decisions replayed from a log (${GAMES} games, the same scores); ${left}`;
}

export const replayRate = (r: Replayed): number => median(r.replay);
