/**
 * What the tournament rules ask of the server at a moment, from plain rows (pure): whether an
 * entrant may tee off a round now, and what a sweep must do (start bots' rounds whose windows are
 * open, mark NS a round not started when its window closed, DQ one still in play then). An NS or
 * DQ ends the entrant's tournament, so nothing is planned after it.
 */
import { ApiError } from "../errors.ts";
import type { EntrantRow, RoundRow } from "../store/tournaments.ts";
import { windowState } from "./board.ts";
import type { Window } from "./spec.ts";

const isOut = (r: RoundRow) => r.status === "NS" || r.status === "DQ";

/**
 * Throws the refusal if `name` may not tee off `round` now: no such round, not entered (no
 * `entrant`), played already, out, or outside the round's window. `mine`: its rounds so far.
 */
export function mustTeeOff(
  windows: readonly Window[],
  round: number,
  name: string,
  entrant: EntrantRow | undefined,
  mine: readonly RoundRow[],
  now: number,
): asserts entrant is EntrantRow {
  const w = windows[round];
  if (!w) throw new ApiError("not-found", `this tournament has ${windows.length} rounds`);
  if (!entrant) throw new ApiError("forbidden", `${name} has not entered this tournament`);
  const same = mine.find((r) => r.round === round);
  if (same && same.status !== "NS") {
    throw new ApiError(
      "taken",
      `${name} started round ${round + 1} already (${same.started_at}); a round is played once`,
    );
  }
  const out = mine.find(isOut);
  if (out) {
    throw new ApiError(
      "not-now",
      `${name} is out of this tournament (${out.status} in round ${out.round + 1})`,
    );
  }
  const ws = windowState(w, now);
  if (ws === "before") throw new ApiError("not-now", `round ${round + 1} tees off from ${w.start}`);
  if (ws === "closed") {
    throw new ApiError("not-now", `round ${round + 1}'s tee window closed at ${w.end}`);
  }
}

export type SweepStep =
  | { readonly kind: "start-bot"; readonly entrant: EntrantRow; readonly round: number }
  | { readonly kind: "no-show"; readonly entrant: EntrantRow; readonly round: number }
  | { readonly kind: "disqualify"; readonly entrant: EntrantRow; readonly row: RoundRow };

/** The steps a sweep at `now` takes, entrant by entrant, round by round. */
export function sweepPlan(
  windows: readonly Window[],
  entrants: readonly EntrantRow[],
  rounds: readonly RoundRow[],
  now: number,
): SweepStep[] {
  const steps: SweepStep[] = [];
  for (const e of entrants) {
    const mine = rounds.filter((r) => r.entrant_id === e.id);
    for (let i = 0; i < windows.length; i++) {
      const r = mine.find((x) => x.round === i);
      const ws = windowState(windows[i], now);
      if (ws === "open" && !r && e.bot_level) {
        steps.push({ kind: "start-bot", entrant: e, round: i });
      } else if (ws === "closed" && !r) {
        steps.push({ kind: "no-show", entrant: e, round: i });
        break;
      } else if (ws === "closed" && r?.status === "playing") {
        steps.push({ kind: "disqualify", entrant: e, row: r });
        break;
      }
      if (r && isOut(r)) break;
    }
  }
  return steps;
}
