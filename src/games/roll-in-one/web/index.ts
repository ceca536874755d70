/** Roll In One in the browser: its course, table, scorecard, options, picture and rules (see src/web/web-game.ts). */
import type { WebGame } from "../../../web/web-game.ts";
import { RollInOnePicture, RollInOneRules } from "./about.tsx";
import { dieLook } from "./look.ts";
import { RollInOneOptions } from "./options.tsx";
import { RollInOneScorecard } from "./scorecard.tsx";
import { RollInOneTable } from "./table.tsx";
import "./roll-in-one.css";

export const webGame: WebGame = {
  id: "roll-in-one",
  name: "Roll In One",
  tagline: "Golf on a course of hexes: pick a club, pick a direction, roll.",
  Picture: RollInOnePicture,
  Rules: RollInOneRules,
  Table: RollInOneTable,
  Scorecard: RollInOneScorecard,
  Options: RollInOneOptions,
  // A new game is the full game (hand-designed holes, cards dealt), as `clubhouse play` plays
  // it; the options page offers the quick game (generated course, no cards) as one tap.
  defaultOptions: { layout: "design", courseSeed: 1, cards: true },
  referee: false,
  wide: true,
  dieLook,
  rules: async () => {
    const [{ game }, { ui }] = await Promise.all([import("../game.ts"), import("../ui.ts")]);
    return { game, ui };
  },
};
