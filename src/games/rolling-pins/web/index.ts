/** Rolling Pins in the browser: its table, scorecard, options, picture and rules (see src/web/web-game.ts). */
import type { WebGame } from "../../../web/web-game.ts";
import { RollingPinsPicture, RollingPinsRules } from "./about.tsx";
import { dieLook } from "./look.ts";
import { RollingPinsOptions } from "./options.tsx";
import { RollingPinsScorecard } from "./scorecard.tsx";
import { RollingPinsTable } from "./table.tsx";
import "./rolling-pins.css";

export const webGame: WebGame = {
  id: "rolling-pins",
  name: "Rolling Pins",
  tagline: "Bowling with dice: cross out pins that add up to your roll, frame by frame.",
  Picture: RollingPinsPicture,
  Rules: RollingPinsRules,
  Table: RollingPinsTable,
  Scorecard: RollingPinsScorecard,
  Options: RollingPinsOptions,
  defaultOptions: { abilities: true, duplicate: false },
  referee: true,
  dieLook,
  rules: async () => {
    const [{ game }, { ui }] = await Promise.all([import("../game.ts"), import("../ui.ts")]);
    return { game, ui };
  },
};
