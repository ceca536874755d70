/**
 * How Rolling Pins looks in the browser: white dice with pips for one's own rolls; for duplicate
 * rolls the rulebook's white die, a colour die (blue) and a third (vermillion), colour-blind safe
 * and always named. Also the words for each ability and action, as on the sheet.
 */
import type { Die } from "../../../engine/dice.ts";
import type { DieLook } from "../../../web/web-game.ts";
import type { Action } from "../actions.ts";
import { ABILITY_NAMES, type Ability, type Layout } from "../data.ts";

const WHITE: DieLook = {
  fill: "#fbfaf5",
  ink: "#1f2421",
  edge: "#7d7b70",
  colourName: "white",
  shape: "d6",
};
const BLUE: DieLook = {
  fill: "#0b66a8",
  ink: "#ffffff",
  edge: "#06406b",
  colourName: "blue",
  shape: "d6",
};
const VERMILLION: DieLook = {
  fill: "#d55e00",
  ink: "#ffffff",
  edge: "#8f3f00",
  colourName: "vermillion",
  shape: "d6",
};

/** A step's die by its name: "die 1", "die 2", "extra die", or shared "white", "colour", "third". */
export function dieLook(die: Die): DieLook {
  if (die.name === "colour") return BLUE;
  if (die.name === "third" || die.name === "extra die") return VERMILLION;
  return WHITE;
}

/** The dice on a sheet, in order: two white (one white alone), then the extra die's. */
export function sheetDieLook(i: number, count: number, duplicate: boolean): DieLook {
  if (i >= count) return VERMILLION;
  if (duplicate) return count === 1 || i === 1 ? BLUE : WHITE;
  return WHITE;
}

/** What each ability does, in a line (the rulebook's sense, our words). */
export const ABILITY_LINES: Record<Ability, string> = {
  tenpin: "A frame's first roll of double 5s is a strike.",
  extraDie: "Once: roll one more die every roll of a ball, then drop one.",
  reroll: "Once: roll all the dice again.",
  extraPin: "Once: cross out any one pin of the frame.",
  flip: "Once: turn a die to its opposite face.",
  autoStrike: "A strike in the next frame, by itself.",
  ballReturn: "Two more bowling balls.",
  double: "Once: double a die's value.",
  spin: "Once: turn a die to any face.",
  luckyDoubles: "A bowling ball for every roll with a pair.",
};

/** The action as a person says it, e.g. "cross out 3 + 5", "die 1 +1 (bowling ball)". */
export function actionWords(a: Action, l: Layout): string {
  switch (a.type) {
    case "dice":
      return a.count === 1 ? "roll one die" : "roll two dice";
    case "cross":
      return `cross out ${a.pins.join(" + ")}`;
    case "miss":
      return "miss on purpose";
    case "ball":
      return `die ${a.die + 1} ${a.delta > 0 ? "+" : "−"}${Math.abs(a.delta)} (bowling ball${Math.abs(a.delta) > 1 ? "s" : ""})`;
    case "flip":
      return `flip die ${a.die + 1}`;
    case "spin":
      return `spin die ${a.die + 1} to ${a.face}`;
    case "double":
      return `double die ${a.die + 1}`;
    case "discard":
      return `drop die ${a.die + 1}`;
    case "reroll":
      return "re-roll";
    case "extraDie":
      return "take the Extra Die";
    case "extraPin":
      return `Extra Pin: pin ${a.pin}`;
    case "strike":
      return "strike (Tenpin)";
    case "mark":
      return `mark ${ABILITY_NAMES[l.areas[a.area].ability]}`;
    case "next":
      return "end the frame";
  }
}

export function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
