/** Saving and loading match records as JSON, with a message that says what is wrong. */
import { z } from "zod";
import { GameError } from "./errors.ts";
import type { AnyGame } from "./game.ts";
import { type Match, type MatchRecord, replay } from "./match.ts";
import { GENERATORS } from "./rng.ts";
import { describeIssues } from "./zod-errors.ts";

const face = z.union([z.number(), z.string()]);
const entrySchema = z.union([
  z.object({ seat: z.number().int().min(0), action: z.json() }).strict(),
  z.object({ chance: z.array(face), typed: z.literal(true).optional() }).strict(),
]);
export const recordSchema = z
  .object({
    game: z.string(),
    rulesVersion: z.string(),
    options: z.json(),
    seed: z.number().int(),
    actions: z.array(entrySchema),
    players: z.array(z.string()).optional(),
    dice: z
      .object({
        kind: z.literal("hmac-sha256"),
        commitment: z.string().regex(/^[0-9a-f]{64}$/),
        entropy: z.array(z.string()),
        secret: z.string().optional(),
        stream: z.literal("situation").optional(),
      })
      .strict()
      .optional(),
    generator: z.enum(GENERATORS).optional(),
  })
  .strict();

export function saveRecord(m: Match): string {
  return `${JSON.stringify(m.record, null, 1)}\n`;
}

/** Parses a saved match and replays it; `source` names the file in messages. */
export function loadRecord(
  text: string,
  lookup: (id: string) => AnyGame | undefined,
  source = "saved game",
): Match {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new GameError("bad-record", `${source} is not JSON: ${(e as Error).message}`);
  }
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GameError(
      "bad-record",
      `${source} is not a match record: ${describeIssues(parsed.error)}`,
    );
  }
  const record = parsed.data as MatchRecord;
  const game = lookup(record.game);
  if (!game) throw new GameError("bad-record", `${source}: unknown game "${record.game}"`);
  try {
    return replay(game, record);
  } catch (e) {
    throw new GameError("bad-record", `${source}: ${(e as Error).message}`);
  }
}
