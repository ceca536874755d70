/** Hole design as game actions: place, turn and remove boards, place the green, generate, accept. */

import type { Action } from "../actions.ts";
import { boardById } from "../data.ts";
import { boardsOf, type State } from "../state.ts";
import {
  candidatePlacements,
  compileCourse,
  type HoleRules,
  type Layout,
  MAX_EXTRA,
  type Placement,
  placedSpaces,
  placementProblem,
  validateLayout,
} from "./course.ts";
import { generateLayout } from "./generator.ts";
import { key } from "./hex.ts";

export type DesignAction = Extract<
  Action,
  { type: "place" | "turn" | "remove" | "green" | "generate" | "accept" }
>;

export function holeRules(s: State): HoleRules {
  if (s.options.variant === "survival") return {};
  return s.options.players === 1 ? { extraBoards: s.soloExtras } : {};
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
      return placementProblem(layout, a);
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
      const i = c.index.get(`${a.q},${a.r}`);
      if (i === undefined) return `${a.q},${a.r} is not a space on the course`;
      if (i === c.tee) return "the green cannot go on the tee's start";
      if (c.terrain[i] === "W") return "the green cannot go on water";
      return null;
    }
    case "generate":
      try {
        generateLayout(a.seed, generatedExtra(s), boardsOf(s));
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    case "accept": {
      const problems = validateLayout(layout, holeRules(s));
      return problems.length ? `the hole is not finished: ${problems.join("; ")}` : null;
    }
  }
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
  if (layout.boards.length - 1 < MAX_EXTRA) {
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
    if (i !== c.tee && c.terrain[i] !== "W") out.push({ type: "green", q: h.q, r: h.r });
  });
  for (let seed = 1; seed <= 6; seed++) out.push({ type: "generate", seed });
  if (checkDesign(s, { type: "accept" }) === null) out.push({ type: "accept" });
  return out;
}
