/**
 * How Roll In One looks in the browser: the six clubs as dice (each its own colour, always also
 * named), the terrains (a colour and a pattern each, so they read without colour), the balls in
 * player colours (Okabe-Ito, colour-blind safe) and the faces in words and symbols.
 */
import type { Die, Face } from "../../../engine/dice.ts";
import type { DieLook } from "../../../web/web-game.ts";
import type { Terrain } from "../data.ts";
import { dotsOf } from "../rules/shot.ts";

const CLUB_LOOKS: Record<string, Omit<DieLook, "shape">> = {
  putter: { fill: "#fbfaf5", ink: "#1f2421", edge: "#7d7b70", colourName: "white" },
  wedge: { fill: "#f0e442", ink: "#1f2421", edge: "#8a8220", colourName: "yellow" },
  "9-iron": { fill: "#56b4e9", ink: "#10212c", edge: "#2a6f96", colourName: "sky blue" },
  "6-iron": { fill: "#009e73", ink: "#ffffff", edge: "#00644a", colourName: "green" },
  "4-iron": { fill: "#0072b2", ink: "#ffffff", edge: "#004a74", colourName: "blue" },
  wood: { fill: "#8b5a2b", ink: "#ffffff", edge: "#553517", colourName: "brown" },
};

export function clubLook(club: string): DieLook {
  const c = CLUB_LOOKS[club] ?? CLUB_LOOKS.putter;
  return { ...c, shape: "d6" };
}

/** A chance step's die is a club, named by its id. */
export function dieLook(die: Die): DieLook {
  return clubLook(die.name);
}

export const CLUB_NAMES: Record<string, string> = {
  putter: "Putter",
  wedge: "Wedge",
  "9-iron": "9-Iron",
  "6-iron": "6-Iron",
  "4-iron": "4-Iron",
  wood: "Wood",
};

/** A face as a short symbol for the die faces shown on a club: 5, △, ↷, ⤳, •••. */
export function faceSymbol(face: Face): string {
  if (typeof face === "number") return String(face);
  const dots = dotsOf(face);
  if (dots) return "•".repeat(dots);
  if (face === "triangle") return "△";
  if (face === "curve") return "↷";
  if (face === "dotted-curve") return "⤳";
  return String(face);
}

export const TERRAIN_LOOK: Record<Terrain, { fill: string; name: string }> = {
  F: { fill: "#9fd38a", name: "fairway" },
  R: { fill: "#5f9e4f", name: "rough" },
  S: { fill: "#ecd9a0", name: "sand" },
  T: { fill: "#2f6b3a", name: "trees" },
  W: { fill: "#5aa9d6", name: "water" },
};

/** Ball colours by seat: blue, vermillion, yellow, reddish purple, white. */
export const BALL_COLOURS = [
  { fill: "#0072b2", ink: "#ffffff", name: "blue" },
  { fill: "#d55e00", ink: "#ffffff", name: "orange" },
  { fill: "#f0e442", ink: "#1f2421", name: "yellow" },
  { fill: "#cc79a7", ink: "#1f2421", name: "pink" },
  { fill: "#ffffff", ink: "#1f2421", name: "white" },
] as const;

export function ballColour(seat: number) {
  return BALL_COLOURS[seat % BALL_COLOURS.length];
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
