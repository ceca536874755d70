/** Every game Clubhouse knows, by id. A game folder adds itself here with one line. */
import type { AnyGame } from "../engine/game.ts";
import { gameModule as golo } from "./golo/index.ts";
import type { AnyGameModule } from "./module.ts";
import { gameModule as rollInOne } from "./roll-in-one/index.ts";
import { gameModule as rollingPins } from "./rolling-pins/index.ts";
import { gameModule as straightGolfModule } from "./straight-golf/index.ts";

// The menu lists them in this order.
export const modules: readonly AnyGameModule[] = [golo, straightGolfModule, rollingPins, rollInOne];

export function findModule(id: string): AnyGameModule | undefined {
  return modules.find((m) => m.game.id === id);
}

export function findGame(id: string): AnyGame | undefined {
  return findModule(id)?.game;
}
