/**
 * Campaign mode and Bumper Golf (one layout, three greens) and Solo Survival (a token budget):
 * their layouts, greens, tokens and scores.
 */

import { type BoardSet, boardById } from "../data.ts";
import type { State } from "../state.ts";
import { candidatePlacements, compileCourse, emptyLayout, type Layout } from "./course.ts";
import { seededRandom } from "./generator.ts";
import { distance, type Hex, key } from "./hex.ts";

/** Campaign: the tee plus six boards; Bumper Golf: five boards (the tee plus four). */
export const CAMPAIGN_EXTRA = 6;
export const BUMPER_EXTRA = 4;
export const GREENS = 3;
/** Bumper Golf: a green moves at least this far; the game ends at this many penalties. */
export const GREEN_MOVE = 6;
export const BUMPER_LIMIT = 6;
/** Campaign: each green not reached counts this much in a score (penalties count one). */
export const MISSED_GREEN = 5;
/** Survival: a run stops after this many holes (bots would otherwise never stop). */
export const SURVIVAL_HOLES = 20;

export function multiGreen(s: Pick<State, "options">): boolean {
  return s.options.variant === "campaign" || s.options.variant === "bumper";
}

/** Rounds before a campaign or a bumper game is called (three holes' worth). */
export function roundCap(s: State): number {
  return multiGreen(s) ? s.options.maxRounds * 3 : s.options.maxRounds;
}

/** Survival: two tokens per tee or diamond board, one per other board. */
export function tokenBudget(layout: Layout): number {
  return layout.boards.reduce((t, p) => t + ((boardById(p.board)?.par ?? 0) === 1 ? 2 : 1), 0);
}

const made = new Map<string, { layout: Layout; greens: [number, number][] }>();

/**
 * A large layout with three greens, a pure function of the seed: greens on rough, sand or
 * trees (not water, not fairway, so no slide carries a ball off one), far from the tee and
 * from each other.
 */
export function greensLayout(
  seed: number,
  variant: "campaign" | "bumper",
  set: BoardSet,
): { layout: Layout; greens: [number, number][] } {
  const k = `${set.key}${variant}:${seed}`;
  const hit = made.get(k);
  if (hit) return hit;
  const extra = variant === "campaign" ? CAMPAIGN_EXTRA : BUMPER_EXTRA;
  const apart = variant === "campaign" ? 5 : 4;
  const rnd = seededRandom(seed * 7 + 3);
  const start = set.tee.start!;
  for (let attempt = 0; attempt < 200; attempt++) {
    const pool = set.boards.filter((b) => b.id !== set.tee.id);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    let layout: Layout = emptyLayout(set);
    for (let b = 0; b < extra; b++) {
      const cands = candidatePlacements(layout, pool[b].id);
      if (!cands.length) break;
      const pick = cands[Math.floor(rnd() * cands.length)];
      layout = { boards: [...layout.boards, pick], green: null };
    }
    if (layout.boards.length !== extra + 1) continue;
    const c = compileCourse(layout);
    const spots = c.hexes.filter(
      (h, i) => i !== c.tee && !"WF".includes(c.terrain[i]) && distance(h, start) >= apart,
    );
    const greens: Hex[] = [];
    for (let tries = 0; tries < 200 && greens.length < GREENS; tries++) {
      const h = spots[Math.floor(rnd() * spots.length)];
      if (greens.every((g) => distance(g, h) >= apart)) greens.push(h);
    }
    if (greens.length < GREENS) continue;
    const out = { layout, greens: greens.map((g) => [g.q, g.r] as [number, number]) };
    made.set(k, out);
    return out;
  }
  throw new Error(`could not generate a ${variant} layout from seed ${seed}`);
}

/** Course indices of the greens in play. */
export function greenIndices(s: State): number[] {
  const c = compileCourse(s.layout);
  return s.greens.map(([q, r]) => c.index.get(key({ q, r })) ?? -1);
}

/** Bumper Golf: where a green may move (far enough, not water or fairway, no ball, no green). */
export function greenTargets(s: State, green: number): Hex[] {
  const c = compileCourse(s.layout);
  const [gq, gr] = s.greens[green];
  const taken = new Set([...s.balls, ...greenIndices(s)]);
  const ok = (i: number) => !"WF".includes(c.terrain[i]) && !taken.has(i) && i !== c.tee;
  const far = c.hexes.filter((h, i) => ok(i) && distance(h, { q: gq, r: gr }) >= GREEN_MOVE);
  if (far.length) return far;
  // A course too small for six spaces: the farthest spaces will do.
  const cands = c.hexes.filter((_, i) => ok(i));
  const best = Math.max(...cands.map((h) => distance(h, { q: gq, r: gr })));
  return cands.filter((h) => distance(h, { q: gq, r: gr }) === best);
}

/** Campaign score: penalty tokens plus MISSED_GREEN per green not reached; solo: shots too. */
export function campaignScores(s: State): number[] {
  if (s.options.players === 1) return [s.shots[0] + s.penalties[0]];
  return s.penalties.map((p, i) => p + MISSED_GREEN * (GREENS - s.reached[i].length));
}
