/**
 * Which viewers may see a chance step's outcome, decided from the game's own `view` alone (no
 * rules here): apply two different outcomes and compare what each viewer would see. Dice on the
 * table change every view; a secret card draw (the die lists the pile) changes only its holder's.
 */
import type { Face } from "../engine/dice.ts";
import type { AnyGame, Step } from "../engine/game.ts";

export type Audience = "public" | ReadonlySet<number>;

type Chance = Extract<Step, { kind: "chance" }>;

export function chanceAudience(
  game: AnyGame,
  state: unknown,
  step: Chance,
  seats: number,
): Audience {
  const a: Face[] = step.dice.map((d) => d.faces[0]);
  const b: Face[] = step.dice.map((d) => d.faces.find((f) => f !== d.faces[0]) ?? d.faces[0]);
  if (a.every((f, i) => f === b[i])) return "public";
  let sa: unknown;
  let sb: unknown;
  try {
    sa = game.applyChance(state, a);
    sb = game.applyChance(state, b);
  } catch {
    return "public";
  }
  const differs = (seat: number) =>
    JSON.stringify(game.view(sa, seat)) !== JSON.stringify(game.view(sb, seat));
  if (differs(-1)) return "public";
  const who = new Set<number>();
  for (let s = 0; s < seats; s++) if (differs(s)) who.add(s);
  return who;
}

export function sees(audience: Audience, seats: readonly number[], table: boolean): boolean {
  if (audience === "public" || table) return true;
  return seats.some((s) => audience.has(s));
}

/**
 * The step as a viewer may see it: a secret draw's dice lose their faces, for the drawer too
 * (the faces list what is left in the pile, and two of the drawer's own draws would tell what
 * the others drew in between; the drawer sees the card in the view). Only a referee device,
 * which types the real draw, keeps them.
 */
export function visibleStep(
  step: Step,
  audience: Audience | null,
  referee: boolean,
): Step & { readonly hidden?: true } {
  if (step.kind !== "chance" || referee || audience === null || audience === "public") return step;
  return { ...step, dice: step.dice.map((d) => ({ name: d.name, faces: [] })), hidden: true };
}
