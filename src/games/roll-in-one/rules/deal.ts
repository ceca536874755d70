/**
 * Dealing golfer and caddie cards. Every draw is a chance step of the engine: one die with a
 * face per card left in the pile, so referee mode types the card drawn and the engine checks
 * it is possible. Piles are sorted multisets (nothing to leak about an order).
 */
import type { Die, Face } from "../../../engine/dice.ts";
import type { State } from "../state.ts";
import { fullPile, golfersOf } from "./cards.ts";
import { cardLists } from "./effects.ts";

/** At setup: the piles, and a golfer card for each seat unless golfers are shared. */
export function setupCards(s: State): void {
  const o = s.options;
  const lists = cardLists(o);
  const shared = new Set(o.sharedGolfers ?? []);
  s.golferPile = golfersOf(lists)
    .map((g) => g.id)
    .filter((id) => !shared.has(id))
    .sort();
  s.pile = o.cards ? fullPile(lists) : [];
  // Survival's set-up draws one caddie card and no golfer.
  if (o.cards && !shared.size && o.variant !== "survival") {
    for (let k = 0; k < o.players; k++) s.deal.push({ seat: k, what: "golfer" });
  }
}

/** Caddie cards for a hole: three each on the first, one each later (from the marker on). */
export function queueCaddies(s: State, first: boolean): void {
  if (!s.options.cards) return;
  const n = s.options.players;
  const each = first && s.options.variant !== "survival" ? 3 : 1;
  for (let round = 0; round < each; round++) {
    for (let k = 0; k < n; k++) s.deal.push({ seat: (s.marker + k) % n, what: "caddie" });
  }
}

/** Drops draws that cannot happen (both caddie piles empty; no golfer left). */
export function skipEmptyDraws(s: State): void {
  while (s.deal.length) {
    const d = s.deal[0];
    if (d.what === "caddie" && !s.pile.length && s.discard.length) {
      s.pile = [...s.discard].sort();
      s.discard = [];
      s.events.push("the discard pile is shuffled into a new caddie pile");
    }
    const pile = d.what === "caddie" ? s.pile : s.golferPile;
    if (pile.length) return;
    s.deal.shift();
  }
}

/** Whether the next deal is a golfer the player picks (variant) rather than a draw. */
export function choosing(s: State): boolean {
  return s.deal[0]?.what === "golfer" && s.options.golferMode === "choose";
}

export function dealDie(s: State): Die {
  const d = s.deal[0];
  return d.what === "caddie"
    ? { name: "caddie pile", faces: s.pile }
    : { name: "golfer cards", faces: s.golferPile };
}

function take(pile: string[], id: string): string[] {
  const i = pile.indexOf(id);
  return [...pile.slice(0, i), ...pile.slice(i + 1)];
}

/** Gives the drawn (or chosen) card to the seat at the head of the deal queue. */
export function giveCard(s: State, face: Face): void {
  const d = s.deal.shift()!;
  const id = String(face);
  if (d.what === "golfer") {
    s.golferPile = take(s.golferPile, id);
    s.golfers = s.golfers.map((g, i) => (i === d.seat ? id : g));
    s.events.push(`{${d.seat}:takes} golfer ${id}`);
  } else {
    s.pile = take(s.pile, id);
    s.hands = s.hands.map((h, i) => (i === d.seat ? [...h, id].sort() : h));
    // The card's name stays secret: the log (and every view) says only that one was drawn.
    s.events.push(`{${d.seat}:draws} a caddie card`);
  }
  skipEmptyDraws(s);
}
