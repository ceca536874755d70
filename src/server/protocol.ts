/** Every request body and WebSocket message, as zod schemas: what is not described here is refused. */
import { z } from "zod";
import type { RefusedCode } from "../api/contract.ts";

const name = z.string().trim().min(1).max(32);
const entropy = z.string().max(128);
const token = z.string().min(1).max(128);

export const seatSpec = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("human"), name, entropy: entropy.optional() }).strict(),
  z.object({ kind: z.literal("open") }).strict(),
  z.object({ kind: z.literal("bot"), level: z.string().min(1).max(32) }).strict(),
  z.object({ kind: z.literal("table"), name }).strict(),
]);
export type SeatSpec = z.infer<typeof seatSpec>;

export const createBody = z
  .object({
    game: z.string().min(1).max(64),
    options: z.record(z.string(), z.json()).optional(),
    seats: z.array(seatSpec).min(1).max(16),
    timer: z
      .object({
        seconds: z
          .number()
          .int()
          .min(5)
          .max(7 * 24 * 3600),
      })
      .strict()
      .nullable()
      .optional(),
    hints: z.boolean().optional(),
  })
  .strict();
export type CreateBody = z.infer<typeof createBody>;

export const joinBody = z.object({ token, name, entropy: entropy.optional() }).strict();
export const tokenBody = z.object({ token }).strict();

const clientId = z.string().min(1).max(64);
const version = z.number().int().min(0);

export const clientMessage = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("act"),
      id: clientId,
      version,
      seat: z.number().int().min(0).max(63),
      action: z.json(),
    })
    .strict(),
  z
    .object({
      type: z.literal("roll"),
      id: clientId,
      version,
      faces: z
        .array(z.union([z.number(), z.string().max(64)]))
        .max(64)
        .optional(),
    })
    .strict(),
  z.object({ type: z.literal("pong") }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** The refusal codes are the contract's (src/api/contract.ts), so both sides name the same. */
export type RefusalCode = RefusedCode;

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = "Refusal";
  }
}
