/** Rolling Pins' options: the sheet, duplicate rolls, the ability panel; and their CLI flags. */
import { z } from "zod";
import type { OptionFlag } from "../module.ts";
import { loadSheetFile, sheetSchema } from "./data.ts";

export const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(12).default(1),
    referee: z.boolean().default(false),
    /** Everyone uses the same rolls: white + colour die, a third die for Extra Die. */
    duplicate: z.boolean().default(false),
    /** false: gray pins and strikes mark nothing (a learning variant; exact odds use it). */
    abilities: z.boolean().default(true),
    /** Another sheet; absent means the default sheet. */
    sheet: sheetSchema.optional(),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

export const optionFlags: readonly OptionFlag[] = [
  {
    flags: "--sheet <file>",
    description: "play on another sheet (a JSON file like data/default-sheet.json)",
    key: "sheet",
    parse: (file) => loadSheetFile(file),
  },
  {
    flags: "--duplicate",
    description: "duplicate rolls: everyone uses the same dice (colour die for one-die rolls)",
    key: "duplicate",
  },
  {
    flags: "--no-abilities",
    description: "play without the ability panel (gray pins and strikes mark nothing)",
    key: "abilities",
  },
];
