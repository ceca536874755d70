/** What one seat may see: everything except the other seats' caddie cards and the pile's contents. */
import type { State } from "../state.ts";

export interface SeatView extends Omit<State, "hands" | "pile"> {
  /** The seat's own cards; for every other seat only how many it holds. */
  readonly hands: (string[] | number)[];
  /** How many caddie cards are left in the pile (its contents would tell the others' hands). */
  readonly pile: number;
}

export function hiddenView(s: State, seat: number): SeatView {
  return {
    ...s,
    hands: s.hands.map((h, i) => (i === seat ? [...h] : h.length)),
    pile: s.pile.length,
  };
}
