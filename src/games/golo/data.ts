/**
 * GOLO dice as data: each entry is a kind of die (faces, par, colour, how many in the cup) with
 * its opposite-face pairs for "Bottoms". Validated on load; errors name file, path and expectation.
 */
import { z } from "zod";
import { loadDataFile, parseData } from "../../engine/data.ts";
import type { Die } from "../../engine/dice.ts";
// A JSON import (not a file read) so these rules also load in the browser (replays, hints).
import published from "./data/dice.json" with { type: "json" };

export const SIDES = 12;

const dieKindSchema = z
  .object({
    name: z.string().min(1),
    colour: z.string().min(1),
    par: z.number().int().min(1).max(9),
    count: z.number().int().min(1).max(9),
    faces: z
      .array(z.number().int().min(1).max(20))
      .length(SIDES, `expected exactly ${SIDES} faces (GOLO dice are d12)`),
    /** Pairs of face positions (0-based) that sit opposite each other. */
    opposite: z.array(z.tuple([z.number().int(), z.number().int()])),
    note: z.string().optional(),
  })
  .superRefine((d, ctx) => {
    const seen = new Array<number>(SIDES).fill(0);
    d.opposite.forEach((pair, i) => {
      for (const [j, p] of pair.entries()) {
        if (p < 0 || p >= SIDES) {
          ctx.addIssue({
            code: "custom",
            path: ["opposite", i, j],
            message: `expected a face position 0..${SIDES - 1}, got ${p}`,
          });
        } else seen[p]++;
      }
    });
    const bad = seen.map((n, p) => (n === 1 ? -1 : p)).filter((p) => p >= 0);
    if (d.opposite.length !== SIDES / 2 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["opposite"],
        message: `expected ${SIDES / 2} pairs using every face position 0..${SIDES - 1} exactly once${bad.length ? ` (positions used other than once: ${bad.join(", ")})` : ""}`,
      });
    }
  });

export const diceSpecSchema = z
  .object({
    name: z.string().default("custom dice"),
    note: z.string().optional(),
    dice: z.array(dieKindSchema).min(1),
  })
  .superRefine((s, ctx) => {
    const total = s.dice.reduce((t, d) => t + d.count, 0);
    if (total > 12) {
      ctx.addIssue({
        code: "custom",
        path: ["dice"],
        message: `expected at most 12 dice in the cup, got ${total}`,
      });
    }
    const names = new Set<string>();
    s.dice.forEach((d, i) => {
      if (names.has(d.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["dice", i, "name"],
          message: `expected a unique name, "${d.name}" is used twice`,
        });
      }
      names.add(d.name);
    });
  });

export type DiceSpec = z.infer<typeof diceSpecSchema>;

/** One physical die in the cup. `kind` indexes `DiceSet.kinds`: dice of one kind are identical. */
export interface GoloDie {
  readonly index: number;
  readonly name: string;
  readonly colour: string;
  readonly par: number;
  readonly kind: number;
  readonly faces: readonly number[];
  /** bottomFaces[i]: the face opposite position i, i.e. what Bottoms scores when i is on top. */
  readonly bottomFaces: readonly number[];
  readonly top: Die;
  readonly bottom: Die;
}

export interface DiceSet {
  readonly name: string;
  readonly kinds: DiceSpec["dice"];
  readonly dice: readonly GoloDie[];
  /** Distinct pars, ascending. */
  readonly pars: readonly number[];
}

export function buildDiceSet(spec: DiceSpec): DiceSet {
  const dice: GoloDie[] = [];
  spec.dice.forEach((k, kind) => {
    const opp = new Array<number>(SIDES);
    for (const [a, b] of k.opposite) {
      opp[a] = b;
      opp[b] = a;
    }
    const bottomFaces = k.faces.map((_, i) => k.faces[opp[i]]);
    for (let c = 0; c < k.count; c++) {
      const name = k.count === 1 ? k.name : `${k.name} ${c + 1}`;
      dice.push({
        index: dice.length,
        name,
        colour: k.colour,
        par: k.par,
        kind,
        faces: k.faces,
        bottomFaces,
        top: { name, faces: k.faces },
        bottom: { name: `${name} (bottom)`, faces: bottomFaces },
      });
    }
  });
  const pars = [...new Set(dice.map((d) => d.par))].sort((a, b) => a - b);
  return { name: spec.name, kinds: spec.dice, dice, pars };
}

/** Validates a dice set given as parsed JSON; `source` names it in errors. */
export function parseDiceSet(raw: unknown, source = "dice set"): DiceSet {
  return buildDiceSet(parseData(diceSpecSchema, raw, source));
}

/** Loads a dice file such as `data/dice.json`; errors name the file and the path inside it. */
export function loadDiceFile(file: string): DiceSet {
  return buildDiceSet(loadDataFile(diceSpecSchema, file));
}

export const DEFAULT_DICE_FILE = "src/games/golo/data/dice.json";
export const defaultDice: DiceSet = parseDiceSet(published, DEFAULT_DICE_FILE);

const built = new WeakMap<DiceSpec, DiceSet>();
const builtByText = new Map<string, DiceSet>();

/**
 * The dice an options object carries, or the published set. Memoised per spec object and per
 * content (a state that went through JSON keeps its solved tables).
 */
export function diceFor(spec: DiceSpec | undefined): DiceSet {
  if (!spec) return defaultDice;
  let set = built.get(spec);
  if (!set) {
    const text = JSON.stringify(spec);
    set = builtByText.get(text) ?? buildDiceSet(spec);
    builtByText.set(text, set);
    built.set(spec, set);
  }
  return set;
}
