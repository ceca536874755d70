/** The course as hex rows in the terminal: terrain letters in colour, tee, green and balls. */
import type { Paint } from "../../module.ts";
import { plainPaint } from "../../paint.ts";
import type { Terrain } from "../data.ts";
import type { Course } from "../rules/course.ts";

const BALL_MARKS = "12345";

/** No colour (tool output, previews): the games' shared plain paint. */
export const noPaint: Paint = plainPaint;

function terrainMark(t: Terrain, p: Paint): string {
  switch (t) {
    case "R":
      return p.gray("R");
    case "F":
      return p.green("F");
    case "S":
      return p.yellow("S");
    case "T":
      return p.magenta("T");
    case "W":
      return p.blue("W");
  }
}

/**
 * One text line per row r; space (q, r) sits at column 2q + r, so neighbours touch as on the
 * boards. Each line starts with r and the q of its first space, so a designer can name spaces.
 */
export function coursePicture(
  course: Course,
  balls: readonly number[],
  p: Paint,
  greens: readonly number[] = [],
): string {
  if (!course.hexes.length) return "(no boards)";
  const at = new Map<number, number[]>();
  balls.forEach((b, seat) => {
    if (b >= 0) at.set(b, [...(at.get(b) ?? []), seat]);
  });
  const rs = course.hexes.map((h) => h.r);
  const xs = course.hexes.map((h) => 2 * h.q + h.r);
  const minX = Math.min(...xs);
  const lines: string[] = [];
  for (let r = Math.min(...rs); r <= Math.max(...rs); r++) {
    const row = course.hexes
      .map((h, i) => ({ h, i }))
      .filter(({ h }) => h.r === r)
      .sort((a, b) => a.h.q - b.h.q);
    if (!row.length) continue;
    let line = "";
    let col = 0;
    for (const { h, i } of row) {
      const x = 2 * h.q + h.r - minX;
      line += " ".repeat(x - col);
      col = x + 1;
      const here = at.get(i);
      if (here) line += p.bold(p.red(here.length > 1 ? "*" : BALL_MARKS[here[0]]));
      else if (i === course.green || greens.includes(i)) line += p.inverse(p.green("G"));
      else if (i === course.tee) line += p.bold(p.white("@"));
      else line += terrainMark(course.terrain[i], p);
    }
    const label = `r${String(r).padStart(3)} q${String(row[0].h.q).padStart(3)} |`;
    lines.push(`${p.dim(label)} ${line}`);
  }
  return [ruler(course, minX, p), ...lines].join("\n");
}

/**
 * A column ruler for the top row: the last digit of q above each of its spaces' columns. Each
 * row below sits half a space further right, so q of a space is read up its left diagonal.
 */
function ruler(course: Course, minX: number, p: Paint): string {
  const top = Math.min(...course.hexes.map((h) => h.r));
  const width = Math.max(...course.hexes.map((h) => 2 * h.q + h.r)) - minX + 1;
  let line = "";
  for (let x = 0; x < width; x++) {
    const twoQ = x + minX - top;
    line += twoQ % 2 === 0 ? String(Math.abs(twoQ / 2) % 10) : " ";
  }
  return `${p.dim(`q at r${String(top).padStart(3)} |`)} ${line.trimEnd()}`;
}

/** The key to the picture, one unit per mark, so a wrapped legend never parts a mark from its word. */
export function legend(p: Paint): string[] {
  return [
    `${p.gray("R")} rough`,
    `${p.green("F")} fairway`,
    `${p.yellow("S")} sand`,
    `${p.magenta("T")} trees`,
    `${p.blue("W")} water`,
    `${p.bold(p.white("@"))} tee`,
    `${p.inverse(p.green("G"))} green`,
    `${p.bold(p.red("1-5"))} balls`,
    `${p.bold(p.red("*"))} stacked`,
  ];
}
