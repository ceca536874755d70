/**
 * The daily challenge's calls (docs/api.md, Daily challenge), with this browser's profile key,
 * and which matches here are daily attempts (kept in localStorage beside their seats).
 */
import { call } from "./http.ts";
import { ensureProfile, profileHeaders } from "./profile.ts";
import { holdSeat } from "./seats.ts";

export interface Challenge {
  readonly day: string;
  readonly game: string;
  readonly gameName: string;
  readonly commitment: string;
  readonly revealAt: string;
  readonly mine: { matchId: string; finished: boolean; score: number | null } | null;
}

export interface Figure {
  readonly label: string;
  readonly value: number;
}

export interface Board {
  readonly day: string;
  readonly game: string;
  readonly gameName: string;
  readonly lowerIsBetter: boolean;
  readonly revealAt: string;
  readonly entries: {
    rank: number;
    name: string;
    score: number;
    toPar: number | null;
    me: boolean;
  }[];
  readonly playing: number;
  readonly me: { status: string; place: { rank: number; of: number } | null } | null;
  readonly bot: Figure | "pending" | null;
  readonly expected: Figure | "pending" | null;
  readonly card: {
    text: string;
    toPar: number | null;
    marks: ("better" | "even" | "worse")[];
  } | null;
}

const key = (id: string) => `clubhouse:daily:${id}`;

export const daily = {
  today: () =>
    call<{ day: string; challenges: Challenge[] }>(
      "GET",
      "/api/daily",
      undefined,
      profileHeaders(),
    ),
  board: (day: string, game: string) =>
    call<Board>(
      "GET",
      `/api/daily/${encodeURIComponent(day)}/${encodeURIComponent(game)}/leaderboard`,
      undefined,
      profileHeaders(),
    ),
  /** Starts (or continues) today's attempt; the seat is held here like any other. */
  async play(game: string): Promise<string> {
    await ensureProfile();
    const a = await call<{ matchId: string; token: string; day: string }>(
      "POST",
      `/api/daily/${encodeURIComponent(game)}/attempt`,
      {},
      profileHeaders(),
    );
    holdSeat(a.matchId, 0, a.token);
    try {
      localStorage.setItem(key(a.matchId), JSON.stringify({ day: a.day, game }));
    } catch {
      // Without storage the end page simply shows no leaderboard.
    }
    return a.matchId;
  },
};

/** The day and game of a daily attempt played in this browser, or null. */
export function dailyOf(matchId: string): { day: string; game: string } | null {
  try {
    const v = JSON.parse(localStorage.getItem(key(matchId)) ?? "null") as {
      day?: string;
      game?: string;
    } | null;
    return v?.day && v.game ? { day: v.day, game: v.game } : null;
  } catch {
    return null;
  }
}
