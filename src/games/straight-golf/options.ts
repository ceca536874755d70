/** Straight Golf's options: the in-order variant and the number of rounds. */
import { z } from "zod";
import type { OptionFlag } from "../module.ts";

export const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(12).default(1),
    /** "Increase the challenge": the straight must be kept in order 1, 2, 3, ... */
    inOrder: z.boolean().default(false),
    rounds: z.number().int().min(1).max(99).default(9),
    referee: z.boolean().default(false),
  })
  .strict();
export type Options = z.output<typeof optionsSchema>;

export const optionFlags: readonly OptionFlag[] = [
  {
    flags: "--in-order",
    description: "the straight must be kept in order 1, 2, 3, ...",
    key: "inOrder",
    parse: () => true,
  },
  {
    flags: "--rounds <n>",
    description: "rounds to play (default 9)",
    key: "rounds",
    parse: Number,
  },
];
