/** The rules leave no choice (every contributing die is set aside), so every bot plays alike. */
import { type Bot, randomBot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { game } from "../game.ts";
import type { State } from "../state.ts";

export const bots: Readonly<Record<string, () => Bot<State, Action>>> = {
  random: () => randomBot(game),
};
