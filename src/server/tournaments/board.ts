/**
 * The Tournament Scorecard as a leaderboard, computed from plain rows (pure): position with ties
 * shared ("T2"), name, to par, thru (holes of the current round), each round's score, total.
 */
import type { BoardRow, CellStatus, RoundCell } from "../../api/contract.ts";
import type { Window } from "./spec.ts";

export type { BoardRow, CellStatus, RoundCell };

export interface EntrantIn {
  readonly id: string;
  readonly name: string;
  readonly bot: boolean;
}

/** What is known of one round of one entrant (no row: not started). */
export interface RoundIn {
  readonly status: "playing" | "finished" | "NS" | "DQ";
  readonly strokes: number | null;
  readonly holes: number;
  readonly toPar: number | null;
  readonly matchId: string | null;
}

export function windowState(w: Window, now: number): "before" | "open" | "closed" {
  if (now < Date.parse(w.start)) return "before";
  return now < Date.parse(w.end) ? "open" : "closed";
}

export function leaderboard(
  windows: readonly Window[],
  entrants: readonly EntrantIn[],
  rounds: ReadonlyMap<string, readonly (RoundIn | undefined)[]>,
  now: number,
): BoardRow[] {
  const rows = entrants.map((e) => row(e, windows, rounds.get(e.id) ?? [], now));
  const rank = (r: Omit<BoardRow, "position" | "place">) =>
    r.status !== "active" ? 3 : r.toPar === null ? 2 : 1;
  rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.toPar ?? 0) - (b.toPar ?? 0) ||
      a.name.localeCompare(b.name, "en", { numeric: true }),
  );
  const placed = rows.filter((r) => rank(r) === 1);
  return rows.map((r) => {
    if (r.status !== "active") return { ...r, position: r.status, place: null };
    if (r.toPar === null) return { ...r, position: "", place: null };
    const place = 1 + placed.filter((o) => (o.toPar ?? 0) < (r.toPar ?? 0)).length;
    const tied = placed.filter((o) => o.toPar === r.toPar).length > 1;
    return { ...r, position: `${tied ? "T" : ""}${place}`, place };
  });
}

function row(
  e: EntrantIn,
  windows: readonly Window[],
  known: readonly (RoundIn | undefined)[],
  now: number,
): Omit<BoardRow, "position" | "place"> {
  let out: "NS" | "DQ" | null = null;
  const cells: RoundCell[] = windows.map((w, i) => {
    const k = known[i];
    if (out) return { status: out, strokes: null, holes: 0, toPar: null };
    if (!k) {
      const ws = windowState(w, now);
      // A window closed with no start is a no-show even before the sweep has written it.
      if (ws === "closed") out = "NS";
      return {
        status: ws === "closed" ? "NS" : ws === "open" ? "open" : "waiting",
        strokes: null,
        holes: 0,
        toPar: null,
      };
    }
    if (k.status === "NS" || k.status === "DQ") out = k.status;
    return {
      status: k.status,
      strokes: k.strokes,
      holes: k.holes,
      toPar: k.toPar,
      ...(k.matchId ? { matchId: k.matchId } : {}),
    };
  });
  const played = cells.filter((c) => c.status === "playing" || c.status === "finished");
  // Thru: the holes of the latest round teed off (a DQ's too, to show how far it got).
  const current =
    cells.filter((c) => c.matchId !== undefined || c.holes > 0).at(-1) ?? played.at(-1);
  const holes = played.reduce((a, c) => a + c.holes, 0);
  return {
    entrant: e.id,
    name: e.name,
    bot: e.bot,
    toPar: holes ? played.reduce((a, c) => a + (c.toPar ?? 0), 0) : null,
    thru: current?.holes ?? 0,
    round: current ? cells.indexOf(current) + 1 : null,
    rounds: cells,
    total: holes ? played.reduce((a, c) => a + (c.strokes ?? 0), 0) : null,
    status: out ?? "active",
  };
}
