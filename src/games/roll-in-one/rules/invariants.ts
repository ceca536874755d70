/** Checks on any reachable state (random-play tests call them after every step). */

import { seatName } from "../../module.ts";
import type { State } from "../state.ts";
import { caddiesOf } from "./cards.ts";
import { compileCourse, validateLayout } from "./course.ts";
import { cardLists } from "./effects.ts";
import { GREENS, multiGreen } from "./variants.ts";

export function invariants(s: State, names?: readonly string[]): string[] {
  const out: string[] = [];
  if (s.phase === "play") {
    const c = compileCourse(s.layout);
    s.balls.forEach((b, i) => {
      if (b !== -1 && (b < 0 || b >= c.hexes.length))
        out.push(`ball ${i + 1} (${seatName(names, i)}) is off the course`);
    });
    if (!multiGreen(s) && !s.options.course) {
      const problems = validateLayout(s.layout);
      if (problems.length) out.push(`hole in play is invalid: ${problems.join("; ")}`);
    }
    s.penalties.forEach((p, i) => {
      if (p < 0) out.push(`${seatName(names, i)} has negative penalties`);
    });
    // The hole ends with the round in which a ball reached the green, never later.
    if (!s.toPlay.length) out.push("a hole in play with nobody to play");
    for (const seat of s.toPlay) {
      if (s.balls[seat] === -1)
        out.push(`${seatName(names, seat)} is on the green but still to play`);
    }
    if (s.round > s.options.maxRounds * (multiGreen(s) ? 3 : 1)) {
      out.push("the hole went past the pick-up round");
    }
    if (s.flight && s.flight.seat !== s.toPlay[0])
      out.push("the ball in flight is not the player's");
    if (multiGreen(s) && s.greens.length !== GREENS) out.push("a variant needs three greens");
  }
  for (const card of s.cards) {
    if (card.distance.some((d) => d < 0)) out.push("negative distance on a scorecard");
  }
  // Every caddie card is somewhere: a hand, the pile or the discard pile.
  if (s.options.cards) {
    const total = caddiesOf(cardLists(s.options)).reduce((t, c) => t + c.copies, 0);
    const held = s.hands.reduce((t, h) => t + h.length, 0) + s.pile.length + s.discard.length;
    if (held !== total) out.push(`${held} caddie cards accounted for, ${total} in the game`);
  }
  if (s.points.some((p) => p < 0)) out.push("negative handicap points");
  const known = new Set(caddiesOf(cardLists(s.options)).map((c) => c.id));
  if (s.hands.some((h) => h.some((id) => !known.has(id)))) out.push("a hand holds an unknown card");
  if (new Set(s.greens.map((g) => g.join(","))).size !== s.greens.length)
    out.push("two greens share a space");
  for (const r of s.reached) {
    if (new Set(r).size !== r.length || r.some((g) => g < 0 || g >= GREENS)) {
      out.push("a seat reached a green twice or a green that does not exist");
    }
  }
  if (s.window.some((x) => x < 0 || x >= s.options.players)) out.push("a window for no seat");
  return out;
}
