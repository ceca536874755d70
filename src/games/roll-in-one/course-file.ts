/**
 * A saved course, the JSON that `--course F` plays and the web app saves, loads and shares:
 * its schema and its check (no file access, so the browser uses it too). Campaign and Bumper
 * Golf courses carry their three greens.
 */
import { z } from "zod";
import { parseData } from "../../engine/data.ts";
import { GameError } from "../../engine/errors.ts";
import { type Layout, validateLayout } from "./rules/course.ts";

const hexPair = z.tuple([z.number().int(), z.number().int()]);
export const placementSchema = z
  .object({
    board: z.string(),
    q: z.number().int(),
    r: z.number().int(),
    rot: z.number().int().min(0).max(5),
  })
  .strict();
export const layoutSchema = z
  .object({
    boards: z.array(placementSchema).min(1),
    green: hexPair.nullable(),
    /** Campaign and Bumper Golf: the three greens (then `green` is null). */
    greens: z.array(hexPair).length(3).optional(),
  })
  .strict();
export type SavedHole = z.infer<typeof layoutSchema>;
/** A saved course: the holes to play, in order, each a valid hole (checked wherever it comes from). */
export const courseFileSchema = z
  .object({ game: z.literal("roll-in-one").optional(), holes: z.array(layoutSchema).min(1) })
  .strict()
  .superRefine((c, ctx) => {
    c.holes.forEach((h, i) => {
      const problems = holeProblems(h);
      if (problems.length)
        ctx.addIssue({ code: "custom", path: ["holes", i], message: problems.join("; ") });
    });
  });
export type CourseFile = z.infer<typeof courseFileSchema>;

/** Boards besides the tee a three-green course may have (Bumper's four to Campaign's six). */
const GREENS_BOARDS = [4, 5, 6];

/** Everything wrong with one saved hole, in words (each of three greens checked as a green). */
export function holeProblems(h: SavedHole): string[] {
  if (!h.greens) return validateLayout(h as Layout);
  const rules = { extraBoards: GREENS_BOARDS };
  const out = h.greens.flatMap((g) => validateLayout({ boards: h.boards, green: g }, rules));
  if (new Set(h.greens.map((g) => g.join(","))).size < 3) out.push("two greens share a space");
  return [...new Set(out)];
}

/** Checks a course read from `source` (a file, a link); throws GameError naming what is wrong. */
export function checkCourse(raw: unknown, source: string): CourseFile {
  return parseData(courseFileSchema, raw, source);
}

/** Parses and checks a course from JSON text. */
export function readCourse(text: string, source: string): CourseFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new GameError("bad-data", `${source}: not valid JSON (${(e as Error).message})`);
  }
  return checkCourse(raw, source);
}

/** The course as URL-safe base64 of its JSON (for a share link). */
export function encodeCourse(course: CourseFile): string {
  const bytes = new TextEncoder().encode(JSON.stringify(course));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A course back from a share link's text; throws GameError saying what is wrong. */
export function decodeCourse(code: string, source = "the share link"): CourseFile {
  if (!/^[A-Za-z0-9_-]+$/.test(code))
    throw new GameError(
      "bad-data",
      `${source}: the course code has characters base64url never uses`,
    );
  let text: string;
  try {
    const bin = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    text = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(bin, (c) => c.charCodeAt(0)),
    );
  } catch {
    throw new GameError("bad-data", `${source}: the course code is cut short or damaged`);
  }
  return readCourse(text, source);
}
