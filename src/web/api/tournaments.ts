/** The tournament API as the browser sees it (docs/api.md, Tournaments), and the live board. */
import { useEffect, useState } from "react";
import type { Standing, TournamentMode, TournamentView } from "../../api/contract.ts";
import { call } from "./http.ts";
import { ensureProfile, profileHeaders } from "./profile.ts";

export interface NewTournament {
  readonly name: string;
  readonly mode: TournamentMode;
  readonly rounds: readonly { start: string; end: string }[];
  readonly entry: "open" | "invite";
  readonly bots: readonly string[];
}

const enc = encodeURIComponent;

export const tournaments = {
  list: () =>
    call<{ tournaments: TournamentView[] }>("GET", "/api/tournaments").then((r) => r.tournaments),
  get: (id: string) =>
    call<Standing>("GET", `/api/tournaments/${enc(id)}`, undefined, profileHeaders()),
  create: async (t: NewTournament) => {
    await ensureProfile();
    return call<{ id: string; invite?: string }>("POST", "/api/tournaments", t, profileHeaders());
  },
  enter: async (id: string, invite?: string) => {
    await ensureProfile();
    return call<{ entrant: string }>(
      "POST",
      `/api/tournaments/${enc(id)}/entrants`,
      invite ? { invite } : {},
      profileHeaders(),
    );
  },
  start: (id: string, round: number, entropy: string) =>
    call<{ matchId: string; seat: number; token: string }>(
      "POST",
      `/api/tournaments/${enc(id)}/rounds/${round}/start`,
      { entropy },
      profileHeaders(),
    ),
  seat: (id: string, round: number) =>
    call<{ matchId: string; seat: number; token: string }>(
      "GET",
      `/api/tournaments/${enc(id)}/rounds/${round}/seat`,
      undefined,
      profileHeaders(),
    ),
};

/** The leaderboard as the server pushes it; reconnects (after 1-3 s) when the socket drops. */
export function useStanding(id: string): {
  standing: Standing | null;
  live: boolean;
  reload(): void;
} {
  const [standing, setStanding] = useState<Standing | null>(null);
  const [live, setLive] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    // The answer over HTTP carries `me` (the socket is the same for everyone).
    if (asked >= 0) tournaments.get(id).then(setStanding, () => undefined);
  }, [id, asked]);
  useEffect(() => {
    let ws: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const proto = location.protocol === "https:" ? "wss" : "ws";
      ws = new WebSocket(`${proto}://${location.host}/api/tournaments/${enc(id)}/live`);
      ws.onopen = () => setLive(true);
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { type: string; standing?: Standing };
        if (m.type === "standing" && m.standing) {
          const s = m.standing;
          setStanding((old) => ({ ...s, ...(old?.me ? { me: old.me } : {}) }));
        }
      };
      ws.onclose = () => {
        setLive(false);
        if (!stopped) retry = setTimeout(open, 1000 + Math.random() * 2000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      ws?.close();
    };
  }, [id]);
  return { standing, live, reload: () => setAsked((n) => n + 1) };
}

export function toParText(n: number | null): string {
  if (n === null) return "–";
  return n === 0 ? "E" : n > 0 ? `+${n}` : String(n);
}
