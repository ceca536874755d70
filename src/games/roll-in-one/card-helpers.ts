/** Tables for the card and variant tests: a dealt game on the test layout with chosen cards. */

import { game } from "./game.ts";
import type { Action, CourseFile, Options, State } from "./state.ts";
import { act, C, LAYOUT, opts } from "./testkit.ts";

export const sp = (q: number, r: number): number => {
  const i = C.index.get(`${q},${r}`);
  if (i === undefined) throw new Error(`no space ${q},${r}`);
  return i;
};

export const where = (s: State, seat = 0): string => {
  const b = s.flight && s.flight.seat === seat ? s.flight.pos : s.balls[seat];
  return b < 0 ? "green" : `${C.hexes[b].q},${C.hexes[b].r}`;
};

/**
 * A game on the test layout with cards on: each seat is dealt `hands[seat]` first (then any
 * cards), and golfer `golfers[seat]` when given; seat 0 holds the marker.
 */
export function table(
  players: number,
  hands: string[][],
  golfers: (string | undefined)[] = [],
  extra: Partial<Options> = {},
): State {
  let s = game.setup(
    opts({
      players,
      cards: true,
      course: { holes: [LAYOUT, LAYOUT] as CourseFile["holes"] },
      ...extra,
    }),
  );
  const wish = hands.map((h) => [...h]);
  let rolled = players === 1;
  for (let guard = 0; guard < 100; guard++) {
    const step = game.next(s);
    if (s.deal.length && step.kind === "chance") {
      const d = s.deal[0];
      const pile = d.what === "golfer" ? s.golferPile : s.pile;
      // Unnamed golfers are Lucky Lucy: her once-a-hole reroll changes no shot by itself.
      const want =
        d.what === "golfer"
          ? (golfers[d.seat] ?? (pile.includes("lucky") ? "lucky" : undefined))
          : wish[d.seat]?.shift();
      const taken = wish.flat();
      const face = want ?? pile.find((c) => !taken.includes(c) && c !== "mulligan") ?? pile[0];
      s = game.applyChance(s, [face]);
    } else if (!rolled && step.kind === "chance") {
      s = game.applyChance(
        s,
        Array.from({ length: players }, (_, i) => Math.min(4, i + 1)),
      );
      rolled = true;
    } else break;
  }
  return s;
}

/** Puts seat's ball on a space (tests start shots from chosen spots). */
export function place(s: State, seat: number, q: number, r: number): State {
  return { ...s, balls: s.balls.map((b, i) => (i === seat ? sp(q, r) : b)) };
}

export type { Action };
export { act };
