/**
 * How GOLO dice look in the browser: red, white and blue d12 (a colour-blind-safe vermillion
 * and blue, always also named), with the rulebook's marks: a star on an eagle (or better), a
 * circle on a birdie.
 */
import type { Die } from "../../../engine/dice.ts";
import type { DieLook } from "../../../web/web-game.ts";
import type { DiceSet, GoloDie } from "../data.ts";

const COLOURS: Record<string, { fill: string; ink: string; edge: string }> = {
  red: { fill: "#d55e00", ink: "#ffffff", edge: "#8f3f00" },
  white: { fill: "#fbfaf5", ink: "#1f2421", edge: "#7d7b70" },
  blue: { fill: "#0b66a8", ink: "#ffffff", edge: "#06406b" },
};
const OTHER = { fill: "#e9e4d4", ink: "#1f2421", edge: "#7d7b70" };

export function lookFor(colour: string, par: number | null): DieLook {
  const c = COLOURS[colour] ?? OTHER;
  return {
    ...c,
    colourName: colour,
    shape: "d12",
    mark: (face) => {
      if (par === null || typeof face !== "number") return null;
      if (face <= par - 2) return "star";
      if (face === par - 1) return "circle";
      return null;
    },
  };
}

export function lookOf(d: GoloDie): DieLook {
  return lookFor(d.colour, d.par);
}

/** A chance step's die (named like "white 3" or "blue B (bottom)") to the die of the set. */
export function dieByName(set: DiceSet, name: string): GoloDie | undefined {
  const base = name.replace(/ \(bottom\)$/, "");
  return set.dice.find((d) => d.name === base);
}

/** Without the dice set at hand: the colour is the first word of a published die's name. */
export function dieLook(die: Die): DieLook {
  const colour = die.name.split(" ")[0] ?? "";
  return lookFor(colour, null);
}
