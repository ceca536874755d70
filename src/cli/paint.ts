import pc from "picocolors";
import type { Paint } from "../games/module.ts";
import { plainPaint } from "../games/paint.ts";

export { plainPaint };

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
