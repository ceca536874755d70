/**
 * A tournament's stored rows read as what they mean: its windows, course and par, the view a
 * list shows, bots' entrant rows and a no-show's round row. Pure: no store, no clock of its own.
 */
import type { TournamentView } from "../../api/contract.ts";
import { roundPar, type TournamentMode } from "../../games/golo/tournament.ts";
import { newId } from "../ids.ts";
import type { EntrantRow, RoundRow, TournamentRow } from "../store/tournaments.ts";
import { windowState } from "./board.ts";
import { MAX_ENTRANTS, type Window } from "./spec.ts";

/** Where a round's match belongs. */
export interface Where {
  readonly tournament: string;
  readonly entrant: string;
  readonly round: number;
}

export function where(r: RoundRow): Where {
  return { tournament: r.tournament_id, entrant: r.entrant_id, round: r.round };
}

export function windowsOf(row: TournamentRow): Window[] {
  return JSON.parse(row.rounds) as Window[];
}

export function courseOf(row: TournamentRow): number[] {
  return JSON.parse(row.course) as number[];
}

export function modeOf(row: TournamentRow): TournamentMode {
  return row.mode as TournamentMode;
}

export function inviteLink(id: string, token: string): string {
  return `/tournaments/${id}?invite=${token}`;
}

/** The tournament as a list shows it, at time `now`. */
export function tournamentView(
  row: TournamentRow,
  entrants: number,
  organiser: string,
  now: number,
): TournamentView {
  const windows = windowsOf(row);
  const states = windows.map((w) => windowState(w, now));
  const course = courseOf(row);
  return {
    id: row.id,
    name: row.name,
    mode: modeOf(row),
    course,
    par: roundPar(modeOf(row), course),
    rounds: windows.map((w, i) => ({ ...w, state: states[i] })),
    entry: row.entry,
    organiser,
    status: states.every((s) => s === "closed")
      ? "finished"
      : states[0] === "before"
        ? "upcoming"
        : "playing",
    entrants,
    capacity: MAX_ENTRANTS,
    createdAt: row.created_at,
    now: new Date(now).toISOString(),
  };
}

/** A round not started when its window closed. */
export function noShow(tournament: string, entrant: string, round: number): RoundRow {
  return {
    tournament_id: tournament,
    entrant_id: entrant,
    round,
    match_id: null,
    status: "NS",
    started_at: null,
    finished_at: null,
    strokes: null,
    holes: 0,
    to_par: null,
  };
}

/** Bots are named by level, numbered when a level enters more than once ("bot:greedy#2"). */
export function botEntrants(
  id: string,
  levels: readonly string[],
  have: readonly EntrantRow[],
  now: string,
): EntrantRow[] {
  const count = new Map<string, number>();
  for (const e of have) if (e.bot_level) count.set(e.bot_level, (count.get(e.bot_level) ?? 0) + 1);
  return levels.map((level) => {
    const n = (count.get(level) ?? 0) + 1;
    count.set(level, n);
    return {
      id: newId("e_"),
      tournament_id: id,
      profile_id: null,
      name: n === 1 ? `bot:${level}` : `bot:${level}#${n}`,
      bot_level: level,
      entered_at: now,
    };
  });
}
