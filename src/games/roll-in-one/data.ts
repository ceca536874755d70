/** The boards and clubs data files, validated on load (errors name file, path and what was expected). */
import { z } from "zod";
import { parseData } from "../../engine/data.ts";
import type { Die, Face } from "../../engine/dice.ts";
// JSON imports (not file reads) so these rules also load in the browser (the web table, replays).
import boardsData from "./data/boards.json" with { type: "json" };
import clubsData from "./data/clubs.json" with { type: "json" };
import type { Hex } from "./rules/hex.ts";

export type Terrain = "R" | "F" | "S" | "T" | "W";
export const TERRAIN_NAMES: Record<Terrain, string> = {
  R: "rough",
  F: "fairway",
  S: "sand",
  T: "trees",
  W: "water",
};

const kinds = ["tee", "diamond", "triangle", "narrow"] as const;
export type BoardKind = (typeof kinds)[number];

const boardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "a lower-case id like diamond-lake"),
    kind: z.enum(kinds),
    name: z.string(),
    rows: z.array(z.string().regex(/^[RFSTW.]+$/, "only R F S T W and . (no space)")).min(1),
    start: z.tuple([z.number().int(), z.number().int()]).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.kind === "tee" && !b.start) {
      ctx.addIssue({ code: "custom", path: ["start"], message: "the tee board needs a start" });
    }
    if (b.start) {
      const [q, r] = b.start;
      const c = b.rows[r]?.[q];
      if (c === undefined || c === ".") {
        ctx.addIssue({ code: "custom", path: ["start"], message: "start must be a space" });
      }
    }
  });

export const boardsFileSchema = z
  .object({ note: z.string().optional(), boards: z.array(boardSchema).min(3) })
  .strict()
  .superRefine((f, ctx) => {
    const tees = f.boards.filter((b) => b.kind === "tee").length;
    if (tees !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["boards"],
        message: `need one tee board, got ${tees}`,
      });
    }
    const ids = new Set<string>();
    f.boards.forEach((b, i) => {
      if (ids.has(b.id)) {
        ctx.addIssue({ code: "custom", path: ["boards", i, "id"], message: `duplicate ${b.id}` });
      }
      ids.add(b.id);
    });
  });

export interface BoardSpace extends Hex {
  readonly t: Terrain;
}

export interface Board {
  readonly id: string;
  readonly kind: BoardKind;
  readonly name: string;
  /** Tee and diamonds count one par, triangles and the narrow board half a par. */
  readonly par: number;
  readonly spaces: readonly BoardSpace[];
  readonly start?: Hex;
}

export function boardsFromData(raw: unknown, source: string): Board[] {
  const file = parseData(boardsFileSchema, raw, source);
  return file.boards.map((b) => {
    const spaces: BoardSpace[] = [];
    b.rows.forEach((row, r) => {
      for (let q = 0; q < row.length; q++) {
        if (row[q] !== ".") spaces.push({ q, r, t: row[q] as Terrain });
      }
    });
    return {
      id: b.id,
      kind: b.kind,
      name: b.name,
      par: b.kind === "tee" || b.kind === "diamond" ? 1 : 0.5,
      spaces,
      ...(b.start ? { start: { q: b.start[0], r: b.start[1] } } : {}),
    };
  });
}

const faceSchema = z.union([
  z.number().int().min(1),
  z.enum(["triangle", "curve", "dotted-curve", "dot1", "dot2", "dot3", "dot4", "dot5"]),
]);
const clubsFileSchema = z
  .object({
    note: z.string().optional(),
    clubs: z
      .array(
        z.object({ id: z.string(), name: z.string(), faces: z.array(faceSchema).min(2) }).strict(),
      )
      .min(1),
  })
  .strict();

export interface Club extends Die {
  readonly id: string;
  readonly faces: readonly Face[];
  /** Highest number on the die: the number to beat never exceeds it. */
  readonly maxNumber: number;
}

export function clubsFromData(raw: unknown, source: string): Club[] {
  return parseData(clubsFileSchema, raw, source).clubs.map((c) => ({
    id: c.id,
    name: c.id,
    faces: c.faces,
    maxNumber: Math.max(0, ...c.faces.filter((f): f is number => typeof f === "number")),
  }));
}

export const BOARDS: readonly Board[] = boardsFromData(
  boardsData,
  "src/games/roll-in-one/data/boards.json",
);
export const CLUBS: readonly Club[] = clubsFromData(
  clubsData,
  "src/games/roll-in-one/data/clubs.json",
);
export const CLUB_IDS = CLUBS.map((c) => c.id);

export const TEE: Board = BOARDS.find((b) => b.kind === "tee")!;

/** A set of boards: the data file's, or one loaded for the design lab (ids prefixed). */
export interface BoardSet {
  readonly key: string;
  readonly boards: readonly Board[];
  readonly tee: Board;
}

export const DEFAULT_BOARDS: BoardSet = { key: "", boards: BOARDS, tee: TEE };
const byId = new Map<string, Board>(BOARDS.map((b) => [b.id, b]));
const sets = new Map<string, BoardSet>();

/** A short stable name for some content (FNV-1a), so lab boards get ids of their own. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The board set of a game's options: the data file's, or a boards file given as an option
 * (the design lab). Its boards are registered under ids prefixed by a hash of the content,
 * so layouts name them unambiguously and every lookup by id works unchanged.
 */
export function boardSetOf(raw?: z.infer<typeof boardsFileSchema>): BoardSet {
  if (!raw) return DEFAULT_BOARDS;
  const text = JSON.stringify(raw);
  const hit = sets.get(text);
  if (hit) return hit;
  const prefix = `lab-${fnv(text)}:`;
  const boards = boardsFromData(raw, "the boards option").map((b) => ({ ...b, id: prefix + b.id }));
  const set: BoardSet = { key: prefix, boards, tee: boards.find((b) => b.kind === "tee")! };
  for (const b of boards) byId.set(b.id, b);
  sets.set(text, set);
  return set;
}

export function boardById(id: string): Board | undefined {
  return byId.get(id);
}

export function clubById(id: string): Club | undefined {
  return CLUBS.find((c) => c.id === id);
}
