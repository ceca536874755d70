import pc from "picocolors";
import type { Paint } from "../games/module.ts";

const id = (s: string) => s;

/** No colour: for pipes, files, golden playthroughs. */
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

/** Colour when the stream is a terminal and NO_COLOR is not set (picocolors decides). */
export function paintFor(stream: NodeJS.WriteStream): Paint {
  const c = pc.createColors(Boolean(stream.isTTY) && pc.isColorSupported);
  return {
    bold: c.bold,
    dim: c.dim,
    red: c.red,
    green: c.green,
    yellow: c.yellow,
    blue: c.blue,
    cyan: c.cyan,
    magenta: c.magenta,
    white: c.white,
    gray: c.gray,
    inverse: c.inverse,
  };
}
