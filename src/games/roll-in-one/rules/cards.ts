/**
 * Golfer and caddie cards as data (data/golfers.json, data/caddies.json), validated on load.
 * Each card carries a structured effect from a small vocabulary that the rules (effects.ts)
 * interpret; no code per card.
 */
import { z } from "zod";
import { parseData } from "../../../engine/data.ts";
// JSON imports (not file reads) so the rules also load in the browser.
import caddiesData from "../data/caddies.json" with { type: "json" };
import golfersData from "../data/golfers.json" with { type: "json" };

const id = z.string().regex(/^[a-z0-9-]+$/, "a lower-case id like second-opinion");
const terrain = z.enum(["S", "T", "F", "W"]);

/** `may`: the player chooses each time (after the roll) instead of it always applying. */
const may = z.boolean().optional();

export const golferEffectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ignore"), terrain, may }).strict(),
  z.object({ kind: z.literal("ties-beat"), may }).strict(),
  z.object({ kind: z.literal("extra-dot") }).strict(),
  /** How often: once a turn (default) or once a hole. */
  z.object({ kind: z.literal("step"), per: z.enum(["turn", "hole"]).optional() }).strict(),
  z.object({ kind: z.literal("reroll"), per: z.enum(["turn", "hole"]).optional() }).strict(),
]);
export type GolferEffect = z.infer<typeof golferEffectSchema>;

export const caddieEffectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ignore"), terrain }).strict(),
  z.object({ kind: z.literal("step") }).strict(),
  z.object({ kind: z.literal("reroll") }).strict(),
  z.object({ kind: z.literal("power") }).strict(),
  z.object({ kind: z.literal("turn") }).strict(),
  z.object({ kind: z.literal("advance") }).strict(),
  z.object({ kind: z.literal("land") }).strict(),
  z.object({ kind: z.literal("reset-number") }).strict(),
  z.object({ kind: z.literal("mulligan") }).strict(),
]);
export type CaddieEffect = z.infer<typeof caddieEffectSchema>;
export type EffectKind = CaddieEffect["kind"] | GolferEffect["kind"];

/** Effects that act on the ball in flight after a roll: the only ones a mean player may use. */
export const AFTER_ROLL_ON_BALL = ["reroll", "power", "turn", "advance", "land", "reset-number"];

export const golferSchema = z
  .object({ id, name: z.string().min(1), text: z.string().min(1), effect: golferEffectSchema })
  .strict();
export type Golfer = z.infer<typeof golferSchema>;

export const caddieSchema = z
  .object({
    id,
    name: z.string().min(1),
    text: z.string().min(1),
    copies: z.number().int().min(1).max(29),
    mean: z.boolean().optional(),
    effect: caddieEffectSchema,
  })
  .strict()
  .refine((c) => !c.mean || AFTER_ROLL_ON_BALL.includes(c.effect.kind), {
    path: ["mean"],
    message: `only cards acting on the ball after a roll (${AFTER_ROLL_ON_BALL.join(", ")}) may be mean`,
  });
export type Caddie = z.infer<typeof caddieSchema>;

function uniqueIds<T extends { id: string }>(list: readonly T[], ctx: z.RefinementCtx, at: string) {
  const seen = new Set<string>();
  list.forEach((c, i) => {
    if (seen.has(c.id)) {
      ctx.addIssue({ code: "custom", path: [at, i, "id"], message: `duplicate id ${c.id}` });
    }
    seen.add(c.id);
  });
}

export const golfersFileSchema = z
  .object({ note: z.string().optional(), golfers: z.array(golferSchema).min(1).max(20) })
  .strict()
  .superRefine((f, ctx) => uniqueIds(f.golfers, ctx, "golfers"));
export const caddiesFileSchema = z
  .object({ note: z.string().optional(), caddies: z.array(caddieSchema).min(1).max(40) })
  .strict()
  .superRefine((f, ctx) => uniqueIds(f.caddies, ctx, "caddies"));

export const GOLFERS: readonly Golfer[] = parseData(
  golfersFileSchema,
  golfersData,
  "src/games/roll-in-one/data/golfers.json",
).golfers;
export const CADDIES: readonly Caddie[] = parseData(
  caddiesFileSchema,
  caddiesData,
  "src/games/roll-in-one/data/caddies.json",
).caddies;

/** The card lists a game uses: its options' own lists (the design lab) or the data files. */
export interface CardLists {
  readonly golfers?: readonly Golfer[];
  readonly caddies?: readonly Caddie[];
}

export function golfersOf(o: CardLists): readonly Golfer[] {
  return o.golfers ?? GOLFERS;
}

export function caddiesOf(o: CardLists): readonly Caddie[] {
  return o.caddies ?? CADDIES;
}

export function golferById(o: CardLists, gid: string): Golfer | undefined {
  return golfersOf(o).find((g) => g.id === gid);
}

export function caddieById(o: CardLists, cid: string): Caddie | undefined {
  return caddiesOf(o).find((c) => c.id === cid);
}

/** The full caddie pile: every copy of every card, sorted (a pile is a multiset: no order). */
export function fullPile(o: CardLists): string[] {
  return caddiesOf(o)
    .flatMap((c) => Array<string>(c.copies).fill(c.id))
    .sort();
}
