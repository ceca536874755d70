/**
 * The games the web app offers, in menu order. A game's web folder (`web/index.ts`, exporting
 * `webGame`) adds itself here.
 */
import { webGame as goloWeb } from "../games/golo/web/index.ts";
import { webGame as rollInOneWeb } from "../games/roll-in-one/web/index.ts";
import { webGame as rollingPinsWeb } from "../games/rolling-pins/web/index.ts";
import { webGame as straightGolfWeb } from "../games/straight-golf/web/index.ts";
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
