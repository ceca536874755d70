/**
 * Hole design as game actions: place, turn and remove boards, place the green, generate, accept.
 * Campaign and Bumper Golf designed by hand (option byHand) place three greens: a green action
 * on a space that has one lifts it.
 */

import type { Action } from "../actions.ts";
import { boardById } from "../data.ts";
import { boardsOf, type State } from "../state.ts";
import {
  candidatePlacements,
  compileCourse,
  type HoleRules,
  type Layout,
  MAX_EXTRA,
  MIN_EXTRA,
  type Placement,
  placedSpaces,
  placementProblem,
  validateLayout,
} from "./course.ts";
import { generateLayout } from "./generator.ts";
import { key } from "./hex.ts";
import { BUMPER_EXTRA, CAMPAIGN_EXTRA, GREENS, greensLayout, multiGreen } from "./variants.ts";

export type DesignAction = Extract<
  Action,
  { type: "place" | "turn" | "remove" | "green" | "generate" | "accept" }
>;

/** The state design reads (a seat's view has all of it). */
type Draft = Pick<State, "options" | "layout" | "greens" | "soloExtras" | "hole">;

export function holeRules(s: Draft): HoleRules {
  if (s.options.variant === "campaign") return { extraBoards: [CAMPAIGN_EXTRA] };
  if (s.options.variant === "bumper") return { extraBoards: [BUMPER_EXTRA] };
  if (s.options.variant === "survival") return {};
  return s.options.players === 1 ? { extraBoards: s.soloExtras } : {};
}

/** What this hole's design must reach: board counts besides the tee, and how many greens. */
export function designLimits(s: Draft): { extra: readonly number[]; greens: number } {
  const extra = holeRules(s).extraBoards ?? [MIN_EXTRA, 3, MAX_EXTRA];
  return { extra, greens: multiGreen(s) ? GREENS : 1 };
}

/** Everything still wrong with the draft as a hole to play, in words (empty: it can be accepted). */
export function designProblems(s: Draft): string[] {
  const rules = holeRules(s);
  if (!multiGreen(s)) return validateLayout(s.layout, rules);
  // Each green is checked as the one green of the hole; the boards' problems come once.
  const problems = s.greens.flatMap((g) => validateLayout({ ...s.layout, green: g }, rules));
  if (s.greens.length < GREENS) {
    problems.push(
      ...validateLayout(s.layout, rules).filter((p) => p !== "no green token placed"),
      `${GREENS} greens are needed; ${s.greens.length} placed`,
    );
  }
  return [...new Set(problems)];
}

/** The design's greens after a green action: placed, moved (one green) or lifted (several). */
export function greensAfter(s: Draft, q: number, r: number): [number, number][] {
  const at = s.greens.findIndex(([gq, gr]) => gq === q && gr === r);
  if (at >= 0) return s.greens.filter((_, i) => i !== at);
  return [...s.greens, [q, r]];
}

/** Generated holes for solo play use the smallest board count still to design. */
export function generatedExtra(s: State): number | undefined {
  if (s.options.variant === "survival") return 2 + (s.hole % 3);
  return s.options.players === 1 ? Math.min(...s.soloExtras) : undefined;
}

function turned(p: Placement): Placement {
  return { ...p, rot: (p.rot + 1) % 6 };
}

export function checkDesign(s: State, a: DesignAction): string | null {
  const layout = s.layout;
  const placed = layout.boards.find((b) => "board" in a && b.board === a.board);
  switch (a.type) {
    case "place":
      return placementProblem(layout, a, maxExtra(s));
    case "turn":
    case "remove": {
      if (!placed) return `${a.board} is not on the course`;
      if (boardById(a.board)?.kind === "tee") return `the tee board stays where it is`;
      if (a.type === "remove") return null;
      const others = new Set(
        layout.boards.filter((b) => b !== placed).flatMap((b) => placedSpaces(b).map(key)),
      );
      const clash = placedSpaces(turned(placed)).find((h) => others.has(key(h)));
      return clash ? `turned, ${a.board} would overlap another board at ${key(clash)}` : null;
    }
    case "green": {
      const c = compileCourse(layout);
      const i = c.index.get(key(a));
      if (i === undefined) return `${a.q},${a.r} is not a space on the course`;
      if (i === c.tee) return "the green cannot go on the tee's start";
      if (c.terrain[i] === "W") return "the green cannot go on water";
      if (multiGreen(s) && greensAfter(s, a.q, a.r).length > GREENS)
        return `${GREENS} greens are placed: lift one first (a green action on it)`;
      return null;
    }
    case "generate":
      try {
        if (multiGreen(s)) greensLayout(a.seed, s.options.variant as "campaign", boardsOf(s));
        else generateLayout(a.seed, generatedExtra(s), boardsOf(s));
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    case "accept": {
      const problems = designProblems(s);
      return problems.length ? `the hole is not finished: ${problems.join("; ")}` : null;
    }
  }
}

/** Boards besides the tee a draft may hold. */
function maxExtra(s: Draft): number {
  return Math.max(...designLimits(s).extra);
}

/** Applies a design action to the draft (the layout, and the greens of a multi-green course). */
export function designInto(s: State, a: DesignAction): void {
  if (multiGreen(s) && a.type === "green") s.greens = greensAfter(s, a.q, a.r);
  else if (multiGreen(s) && a.type === "generate") {
    const g = greensLayout(a.seed, s.options.variant as "campaign", boardsOf(s));
    s.layout = g.layout;
    s.greens = g.greens.map((x) => [...x] as [number, number]);
  } else s.layout = applyDesign(s, a);
}

export function applyDesign(s: State, a: DesignAction): Layout {
  const layout = s.layout;
  switch (a.type) {
    case "place":
      return {
        boards: [...layout.boards, { board: a.board, q: a.q, r: a.r, rot: a.rot }],
        green: layout.green,
      };
    case "turn":
      return {
        boards: layout.boards.map((b) => (b.board === a.board ? turned(b) : b)),
        green: layout.green,
      };
    case "remove":
      return { boards: layout.boards.filter((b) => b.board !== a.board), green: layout.green };
    case "green":
      return { boards: layout.boards, green: [a.q, a.r] };
    case "generate":
      return generateLayout(a.seed, generatedExtra(s), boardsOf(s));
    case "accept":
      return layout;
  }
}

/** Every legal design action (generate lists seeds 1-6; any seed is legal). */
export function legalDesign(s: State): DesignAction[] {
  const out: DesignAction[] = [];
  const layout = s.layout;
  if (layout.boards.length - 1 < maxExtra(s)) {
    for (const b of boardsOf(s).boards) {
      for (const p of candidatePlacements(layout, b.id)) out.push({ type: "place", ...p });
    }
  }
  for (const p of layout.boards.slice(1)) {
    for (const a of [
      { type: "turn", board: p.board },
      { type: "remove", board: p.board },
    ] as const) {
      if (checkDesign(s, a) === null) out.push(a);
    }
  }
  const c = compileCourse(layout);
  c.hexes.forEach((h, i) => {
    const a = { type: "green", q: h.q, r: h.r } as const;
    if (i !== c.tee && c.terrain[i] !== "W" && checkDesign(s, a) === null) out.push(a);
  });
  for (let seed = 1; seed <= 6; seed++) out.push({ type: "generate", seed });
  if (checkDesign(s, { type: "accept" }) === null) out.push({ type: "accept" });
  return out;
}
