/** Dice as data, exact face probabilities, and unbiased seeded rolls. */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { Xoshiro128ss } from "./xoshiro.ts";

export type Face = number | string;

/** A fair die: each listed face (position) comes up with probability 1 / faces.length. */
export interface Die {
  readonly name: string;
  readonly faces: readonly Face[];
}

export interface FaceOdds {
  readonly face: Face;
  /** Exact probability count / sides. */
  readonly count: number;
  readonly sides: number;
}

/** Distinct faces of a die with exact probabilities (faces that repeat are merged). */
export function faceOdds(die: Die): FaceOdds[] {
  const counts = new Map<Face, number>();
  for (const f of die.faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([face, count]) => ({ face, count, sides: die.faces.length }));
}

export function hasFace(die: Die, face: Face): boolean {
  return die.faces.includes(face);
}

/**
 * Unbiased integer in [from, to] (rejection sampling, no modulo bias). The simulation generator
 * draws directly; both branches draw the same numbers from the same generator.
 */
export function randomInt(rng: RandomGenerator, from: number, to: number): number {
  if (rng instanceof Xoshiro128ss) return rng.below(to - from + 1) + from;
  return uniformInt(rng, from, to);
}

/** One unbiased roll. */
export function rollDie(rng: RandomGenerator, die: Die): Face {
  return die.faces[randomInt(rng, 0, die.faces.length - 1)];
}

export function rollDice(rng: RandomGenerator, dice: readonly Die[]): Face[] {
  return dice.map((d) => rollDie(rng, d));
}

/** Probability of one exact outcome (a face per die) of independent dice. */
export function outcomeProbability(dice: readonly Die[], faces: readonly Face[]): number {
  let p = 1;
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    let c = 0;
    for (const f of d.faces) if (f === faces[i]) c++;
    p *= c / d.faces.length;
  }
  return p;
}

/** Why these faces cannot be what the dice showed, or null when they can. */
export function checkOutcome(dice: readonly Die[], faces: readonly Face[]): string | null {
  if (faces.length !== dice.length) {
    return `expected ${dice.length} face${dice.length === 1 ? "" : "s"} (${dice.map((d) => d.name).join(", ")}), got ${faces.length}`;
  }
  for (let i = 0; i < dice.length; i++) {
    if (!hasFace(dice[i], faces[i])) {
      const distinct = [...new Set(dice[i].faces)].join(", ");
      return `${dice[i].name} has no face ${JSON.stringify(faces[i])} (its faces: ${distinct})`;
    }
  }
  return null;
}
