import type { Paint } from "./module.ts";

const id = (s: string) => s;

/** No colour: for pipes, files, golden playthroughs and tool output. */
export const plainPaint: Paint = {
  bold: id,
  dim: id,
  red: id,
  green: id,
  yellow: id,
  blue: id,
  cyan: id,
  magenta: id,
  white: id,
  gray: id,
  inverse: id,
};
