/** The games the web app offers, in menu order. A game's web folder adds itself here. */
import { goloWeb } from "../games/golo/web/index.ts";
import { rollInOneWeb } from "../games/roll-in-one/web/index.ts";
import { rollingPinsWeb } from "../games/rolling-pins/web/index.ts";
import { straightGolfWeb } from "../games/straight-golf/web/index.ts";
import type { WebGame } from "./web-game.ts";

export const webGames: readonly WebGame[] = [
  goloWeb,
  straightGolfWeb,
  rollingPinsWeb,
  rollInOneWeb,
];

export function findWebGame(id: string): WebGame | undefined {
  return webGames.find((g) => g.id === id);
}
