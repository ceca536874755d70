/**
 * The game sheet as data: ten frames of ten numbered pins (two gray), two bonus frames and the
 * ability panel. Validated with zod; every error names the path inside the file.
 */
import { z } from "zod";
import { loadDataFile, parseData } from "../../engine/data.ts";
// A JSON import (not a file read) so these rules also load in the browser (replays, the sheet).
import published from "./data/default-sheet.json" with { type: "json" };

export const ABILITIES = [
  "tenpin",
  "extraDie",
  "reroll",
  "extraPin",
  "flip",
  "autoStrike",
  "ballReturn",
  "double",
  "spin",
  "luckyDoubles",
] as const;
export type Ability = (typeof ABILITIES)[number];

/** Printed names, for the panel and messages. */
export const ABILITY_NAMES: Record<Ability, string> = {
  tenpin: "Tenpin",
  extraDie: "Extra Die",
  reroll: "Re-roll",
  extraPin: "Extra Pin",
  flip: "Flip",
  autoStrike: "Auto-strike",
  ballReturn: "Ball Return",
  double: "Double",
  spin: "Spin",
  luckyDoubles: "Lucky Doubles",
};

const pinNumber = z.number().int().min(1).max(36);

/** Ten distinct numbers: a pin is named by its number when crossing it out. */
const pinsSchema = z
  .array(pinNumber)
  .length(10)
  .superRefine((pins, ctx) => {
    pins.forEach((p, i) => {
      if (pins.indexOf(p) !== i) {
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `pin number ${p} appears twice in the frame (pins are named by their number)`,
        });
      }
    });
  });

const frameSchema = z
  .object({
    pins: pinsSchema,
    gray: z.array(pinNumber).length(2),
  })
  .strict()
  .superRefine((f, ctx) => {
    f.gray.forEach((g, i) => {
      if (!f.pins.includes(g)) {
        ctx.addIssue({ code: "custom", path: ["gray", i], message: `no pin numbered ${g} here` });
      } else if (f.gray.indexOf(g) !== i) {
        ctx.addIssue({ code: "custom", path: ["gray", i], message: "the two gray pins differ" });
      }
    });
  });

/** Bonus frames have no gray pins and no bowling ball. */
const bonusFrameSchema = z.object({ pins: pinsSchema }).strict();

const areaSchema = z
  .object({ ability: z.enum(ABILITIES), squares: z.number().int().min(1).max(3) })
  .strict();

export const sheetSchema = z
  .object({
    name: z.string().min(1),
    frames: z.array(frameSchema).length(10),
    bonusFrames: z.array(bonusFrameSchema).length(2),
    abilities: z
      .object({ top: z.array(areaSchema).length(5), bottom: z.array(areaSchema).length(5) })
      .strict()
      .superRefine((a, ctx) => {
        const top = a.top.reduce((t, x) => t + x.squares, 0);
        if (top !== 10) {
          ctx.addIssue({
            code: "custom",
            path: ["top"],
            message: `the top five areas hold ten squares together, not ${top}`,
          });
        }
        const all = [...a.top, ...a.bottom];
        all.forEach((x, i) => {
          if (all.findIndex((y) => y.ability === x.ability) !== i) {
            const where = i < 5 ? ["top", i] : ["bottom", i - 5];
            ctx.addIssue({
              code: "custom",
              path: [...where, "ability"],
              message: `${x.ability} is on the panel twice`,
            });
          }
        });
      }),
  })
  .strict();

export type SheetData = z.infer<typeof sheetSchema>;

let defaultSheet: SheetData | undefined;
export function loadDefaultSheet(): SheetData {
  defaultSheet ??= parseData(sheetSchema, published, "rolling-pins/data/default-sheet.json");
  return defaultSheet;
}

/** `--sheet F`: a sheet from a JSON file, or a GameError naming the file and the path in it. */
export function loadSheetFile(file: string): SheetData {
  return loadDataFile(sheetSchema, file);
}

/** What the rules need fast: per frame (0-11, bonus last) pin numbers, sums of subsets, gray mask. */
export interface Layout {
  readonly sheet: SheetData;
  /** pins[f][i]: number on the pin at position i (0-9) of frame f. */
  readonly pins: readonly (readonly number[])[];
  /** byNumber[f]: the positions of frame f's pins, lowest number first. */
  readonly byNumber: readonly (readonly number[])[];
  /** sums[f][mask]: total of the numbers on the pins in `mask`. */
  readonly sums: readonly Int32Array[];
  /**
   * withSum[f][v]: the masks of frame f whose pins add up to v, highest mask first (the order a
   * walk down the submasks of the standing pins meets them), so a roll's crossings are a filter
   * of a short list instead of a walk over up to 1,023 submasks.
   */
  readonly withSum: readonly (readonly Int32Array[])[];
  readonly gray: readonly number[];
  /** area index -> ability, squares; areas 0-4 are the top row. */
  readonly areas: readonly { readonly ability: Ability; readonly squares: number }[];
  readonly areaOf: Readonly<Partial<Record<Ability, number>>>;
}

const layouts = new WeakMap<SheetData, Layout>();
const byText = new Map<string, Layout>();

/** The last sheet asked for: the rules ask for the same one at every step of a game. */
let lastSheet: SheetData | undefined;
let lastLayout: Layout | undefined;

export function layoutOf(sheet: SheetData): Layout {
  if (sheet === lastSheet && lastLayout) return lastLayout;
  const hit = layouts.get(sheet) ?? layoutByText(sheet);
  lastSheet = sheet;
  lastLayout = hit;
  return hit;
}

function layoutByText(sheet: SheetData): Layout {
  // States that went through JSON carry a copy of the sheet: share the layout by content.
  const key = JSON.stringify(sheet);
  let l = byText.get(key);
  if (!l) {
    l = buildLayout(sheet);
    if (byText.size > 50) byText.clear();
    byText.set(key, l);
  }
  layouts.set(sheet, l);
  return l;
}

function buildLayout(sheet: SheetData): Layout {
  const frames = [...sheet.frames, ...sheet.bonusFrames];
  const pins = frames.map((f) => f.pins);
  const sums = pins.map((p) => {
    const s = new Int32Array(1024);
    for (let m = 1; m < 1024; m++) {
      const low = 31 - Math.clz32(m & -m);
      s[m] = s[m & (m - 1)] + p[low];
    }
    return s;
  });
  const gray = frames.map((f) =>
    "gray" in f ? (f.gray as number[]).reduce((m, g) => m | (1 << f.pins.indexOf(g)), 0) : 0,
  );
  const areas = [...sheet.abilities.top, ...sheet.abilities.bottom];
  const areaOf: Partial<Record<Ability, number>> = {};
  areas.forEach((a, i) => {
    areaOf[a.ability] = i;
  });
  const byNumber = pins.map((p) => [...p.keys()].sort((a, b) => p[a] - p[b]));
  const withSum = sums.map(masksBySum);
  return { sheet, pins, byNumber, sums, withSum, gray, areas, areaOf };
}

/** Every non-empty mask by its sum, highest mask first. */
function masksBySum(sums: Int32Array): Int32Array[] {
  let top = 0;
  for (let m = 1; m < sums.length; m++) top = Math.max(top, sums[m]);
  const lists: number[][] = Array.from({ length: top + 1 }, () => []);
  for (let m = sums.length - 1; m > 0; m--) lists[sums[m]].push(m);
  return lists.map((l) => Int32Array.from(l));
}

export const FULL = 1023;

export function popcount(m: number): number {
  let c = 0;
  while (m) {
    m &= m - 1;
    c++;
  }
  return c;
}
