/** Straight Golf in the browser: its table, scorecard, options, picture and rules (see src/web/web-game.ts). */
import type { WebGame } from "../../../web/web-game.ts";
import { StraightGolfPicture, StraightGolfRules } from "./about.tsx";
import { dieLook, signed } from "./look.ts";
import { StraightGolfOptions } from "./options.tsx";
import { StraightGolfScorecard } from "./scorecard.tsx";
import { StraightGolfTable } from "./table.tsx";
import "./straight-golf.css";

export const webGame: WebGame = {
  id: "straight-golf",
  name: "Straight Golf",
  tagline: "Six dice, three throws, one straight: 1-2-3-4-5-6 for par.",
  Picture: StraightGolfPicture,
  Rules: StraightGolfRules,
  Table: StraightGolfTable,
  Scorecard: StraightGolfScorecard,
  Options: StraightGolfOptions,
  defaultOptions: { inOrder: false, rounds: 9 },
  referee: true,
  dieLook,
  // Scores are against par, signed as on the card.
  scoreText: signed,
  rules: async () => {
    const [{ game }, { ui }] = await Promise.all([import("../game.ts"), import("../ui.ts")]);
    return { game, ui };
  },
};
