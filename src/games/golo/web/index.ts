/** GOLO in the browser: its table, scorecard, options, picture and rules (see src/web/web-game.ts). */
import type { WebGame } from "../../../web/web-game.ts";
import { GoloPicture, GoloRules } from "./about.tsx";
import { dieLook } from "./look.ts";
import { GoloOptions } from "./options.tsx";
import { GoloScorecard } from "./scorecard.tsx";
import { GoloTable } from "./table.tsx";

export const webGame: WebGame = {
  id: "golo",
  name: "GOLO",
  tagline: "Golf with nine dice: every die a hole, every number a score. Go low.",
  Picture: GoloPicture,
  Rules: GoloRules,
  Table: GoloTable,
  Scorecard: GoloScorecard,
  Options: GoloOptions,
  defaultOptions: { mode: "simple", holes: 9 },
  referee: true,
  dieLook,
  rules: async () => {
    const [{ game }, { ui }] = await Promise.all([import("../game.ts"), import("../ui.ts")]);
    return { game, ui };
  },
};
