/** How Straight Golf's six d6 look: white pub dice with black pips (the colour is named too). */
import type { DieLook } from "../../../web/web-game.ts";

export const WHITE_D6: DieLook = {
  fill: "#fbfaf5",
  ink: "#1f2421",
  edge: "#7d7b70",
  colourName: "white",
  shape: "d6",
};

/** A value of the straight already set aside: the same die on the green baize. */
export const KEPT_D6: DieLook = { ...WHITE_D6, edge: "#1f5a43" };

export function dieLook(): DieLook {
  return WHITE_D6;
}

/** -3 "hole in one", -1 "birdie", 0 "par", else "+N": the rulebook's names for a turn's points. */
export function pointsName(points: number): string {
  if (points === -3) return "hole in one";
  if (points === -1) return "birdie";
  if (points === 0) return "par";
  return `+${points}`;
}

/** The CSS tone of a turn's points, as on GOLO's card (gold ace, green birdie, red over par). */
export function pointsTone(points: number): string {
  if (points === -3) return "result-ace";
  if (points === -1) return "result-birdie";
  if (points === 0) return "result-par";
  return "result-double";
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
