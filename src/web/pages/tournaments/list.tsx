/** Tournaments: the list, and the organiser's form for a new one. */
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import type { TournamentMode, TournamentView } from "../../../api/contract.ts";
import { tournaments } from "../../api/tournaments.ts";
import { useToast } from "../../widgets/toast.tsx";

const MODE_NAMES: Record<TournamentMode, string> = {
  stroke: "Stroke play",
  simple: "Simple rules",
  trips: "Trips",
};

export function modeName(m: TournamentMode): string {
  return MODE_NAMES[m];
}

export function TournamentsPage() {
  const [list, setList] = useState<TournamentView[] | null>(null);
  const toast = useToast();
  useEffect(() => {
    tournaments.list().then(setList, (e: Error) => toast.show(e.message));
  }, [toast]);
  return (
    <section className="page narrow">
      <h1>GOLO tournaments</h1>
      <p className="lede">
        Rounds of 18 holes, each teed off whenever you like inside its window; the Tournament
        Scorecard follows every hole live.
      </p>
      <p>
        <Link href="/tournaments/new" className="btn btn-primary">
          Organise a tournament
        </Link>
      </p>
      {list === null ? (
        <p aria-busy="true">Loading…</p>
      ) : list.length === 0 ? (
        <p className="quiet">No tournaments yet.</p>
      ) : (
        <ul className="tourney-list">
          {list.map((t) => (
            <li key={t.id} className="card-panel">
              <Link href={`/tournaments/${t.id}`}>
                <strong>{t.name}</strong>
              </Link>
              <span className="quiet">
                {" "}
                · {modeName(t.mode)} · {t.rounds.length * 18} holes · {t.entrants} entrants ·{" "}
                {t.status === "upcoming"
                  ? `tees off ${new Date(t.rounds[0].start).toLocaleString()}`
                  : t.status}
                {t.entry === "invite" ? " · by invitation" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A datetime-local value (the browser's own time zone) for a time `minutes` from now. */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  d.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function NewTournamentPage() {
  const [name, setName] = useState("");
  const [mode, setMode] = useState<TournamentMode>("stroke");
  const [entry, setEntry] = useState<"open" | "invite">("open");
  const [bots, setBots] = useState("optimal, greedy");
  const [rounds, setRounds] = useState(() => [{ start: localInput(0), end: localInput(24 * 60) }]);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const toast = useToast();
  const setRound = (i: number, k: "start" | "end", v: string) =>
    setRounds(rounds.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  return (
    <section className="page narrow">
      <h1>Organise a tournament</h1>
      <form
        className="form"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            const made = await tournaments.create({
              name,
              mode,
              entry,
              rounds: rounds.map((r) => ({
                start: new Date(r.start).toISOString(),
                end: new Date(r.end).toISOString(),
              })),
              bots: bots.split(/[\s,]+/).filter(Boolean),
            });
            navigate(`/tournaments/${made.id}`);
          } catch (err) {
            toast.show((err as Error).message);
            setBusy(false);
          }
        }}
      >
        <label className="stack">
          Name
          <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} required />
        </label>
        <fieldset>
          <legend>Play</legend>
          {(Object.keys(MODE_NAMES) as TournamentMode[]).map((m) => (
            <label key={m} className="choice">
              <input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} />{" "}
              {MODE_NAMES[m]}
            </label>
          ))}
          <p className="quiet">
            Stroke play is over the course, par 72 (4 4 3 4 5 4 4 3 5, twice).
          </p>
        </fieldset>
        <fieldset>
          <legend>Rounds of 18 and their tee windows</legend>
          {rounds.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rounds are numbered by place
            <div key={i} className="tee-window">
              <strong>Round {i + 1}</strong>
              <label className="stack">
                Tee off from
                <input
                  type="datetime-local"
                  value={r.start}
                  onChange={(e) => setRound(i, "start", e.target.value)}
                />
              </label>
              <label className="stack">
                until
                <input
                  type="datetime-local"
                  value={r.end}
                  onChange={(e) => setRound(i, "end", e.target.value)}
                />
              </label>
            </div>
          ))}
          <div className="actions">
            <button
              type="button"
              className="btn"
              disabled={rounds.length >= 4}
              onClick={() => {
                const last = new Date(rounds[rounds.length - 1].end).getTime();
                const from = (last - Date.now()) / 60_000;
                setRounds([
                  ...rounds,
                  { start: localInput(from), end: localInput(from + 24 * 60) },
                ]);
              }}
            >
              Add a round
            </button>
            <button
              type="button"
              className="btn btn-quiet"
              disabled={rounds.length <= 1}
              onClick={() => setRounds(rounds.slice(0, -1))}
            >
              Remove the last
            </button>
          </div>
        </fieldset>
        <fieldset>
          <legend>Entry</legend>
          <label className="choice">
            <input type="radio" checked={entry === "open"} onChange={() => setEntry("open")} /> Open
            to everyone
          </label>
          <label className="choice">
            <input type="radio" checked={entry === "invite"} onChange={() => setEntry("invite")} />{" "}
            By invite link
          </label>
          <label className="stack">
            Bots in the field (levels: random, greedy, optimal)
            <input value={bots} onChange={(e) => setBots(e.target.value)} />
          </label>
        </fieldset>
        <div className="actions">
          <button type="submit" className="btn btn-primary btn-big" disabled={busy}>
            Create
          </button>
        </div>
      </form>
    </section>
  );
}
