/** A tournament: the Tournament Scorecard (live), entering, and teeing off one's own rounds. */
import { Link, useLocation, useSearch } from "wouter";
import type { BoardRow, RoundCell, Standing } from "../../../api/contract.ts";
import { entropy } from "../../api/http.ts";
import { holdSeat } from "../../api/seats.ts";
import { toParText, tournaments, useStanding } from "../../api/tournaments.ts";
import { useToast } from "../../widgets/toast.tsx";
import { modeName } from "./list.tsx";

function cellText(c: RoundCell): string {
  if (c.status === "NS" || c.status === "DQ") return c.status;
  if (c.status === "finished") return String(c.strokes);
  if (c.status === "playing") return `${c.strokes ?? 0}*`;
  return "";
}

function thruText(r: BoardRow): string {
  if (r.status !== "active") return "";
  if (r.round === null) return "–";
  return r.thru === 18 ? "F" : String(r.thru);
}

function Board({ s }: { s: Standing }) {
  return (
    <div className="board-scroll">
      <table className="board">
        <caption className="sr-only">Tournament Scorecard</caption>
        <thead>
          <tr>
            <th scope="col">Pos</th>
            <th scope="col" className="board-name">
              Name
            </th>
            <th scope="col">To par</th>
            <th scope="col">Thru</th>
            {s.rounds.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rounds are numbered by place
              <th key={i} scope="col" className="board-round">
                R{i + 1}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {s.board.map((r) => {
            const watching = r.rounds.find((c) => c.status === "playing")?.matchId;
            return (
              <tr key={r.entrant} className={r.status !== "active" ? "board-out" : ""}>
                <td>{r.position}</td>
                <td className="board-name">
                  {r.name}
                  {watching && (
                    <>
                      {" "}
                      <Link href={`/match/${watching}`} className="board-watch">
                        watch
                      </Link>
                    </>
                  )}
                </td>
                <td className={r.toPar !== null && r.toPar < 0 ? "under" : ""}>
                  {toParText(r.toPar)}
                </td>
                <td>{thruText(r)}</td>
                {r.rounds.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rounds are numbered by place
                  <td key={i} className="board-round">
                    {c.matchId && c.status !== "playing" ? (
                      <Link href={`/replay/${c.matchId}`}>{cellText(c)}</Link>
                    ) : (
                      cellText(c)
                    )}
                  </td>
                ))}
                <td>{r.total ?? ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Mine({ s, reload }: { s: Standing; reload(): void }) {
  const invite = new URLSearchParams(useSearch()).get("invite") ?? undefined;
  const [, navigate] = useLocation();
  const toast = useToast();
  const fail = (e: Error) => toast.show(e.message);
  const me = s.me?.entrant ? s.board.find((r) => r.entrant === s.me?.entrant) : undefined;
  if (!me) {
    if (s.rounds[0].state === "closed") return <p className="quiet">Entries are closed.</p>;
    if (s.entrants >= s.capacity) {
      return <p className="quiet">The field is full ({s.capacity} entrants).</p>;
    }
    return (
      <button
        type="button"
        className="btn btn-primary btn-big"
        onClick={() => tournaments.enter(s.id, invite).then(reload, fail)}
      >
        Enter this tournament
      </button>
    );
  }
  if (me.status !== "active") return <p>You are {me.status} in this tournament.</p>;
  const open = s.rounds.findIndex((w) => w.state === "open");
  const cell = open >= 0 ? me.rounds[open] : undefined;
  if (!cell) {
    const next = s.rounds.find((w) => w.state === "before");
    return (
      <p className="quiet">
        {next ? `Your next round tees off ${new Date(next.start).toLocaleString()}.` : "All done."}
      </p>
    );
  }
  if (cell.status === "open") {
    return (
      <button
        type="button"
        className="btn btn-primary btn-big"
        onClick={() =>
          tournaments.start(s.id, open + 1, entropy()).then((r) => {
            holdSeat(r.matchId, r.seat, r.token);
            navigate(`/match/${r.matchId}`);
          }, fail)
        }
      >
        Tee off round {open + 1}
      </button>
    );
  }
  if (cell.status === "playing") {
    return (
      <button
        type="button"
        className="btn btn-primary"
        onClick={() =>
          tournaments.seat(s.id, open + 1).then((r) => {
            holdSeat(r.matchId, r.seat, r.token);
            navigate(`/match/${r.matchId}`);
          }, fail)
        }
      >
        Back to your round {open + 1}
      </button>
    );
  }
  return (
    <p className="quiet">
      Round {open + 1} done: {cell.strokes} strokes.
    </p>
  );
}

export function TournamentPage({ id }: { id: string }) {
  const { standing: s, live, reload } = useStanding(id);
  if (!s) {
    return (
      <section className="page" aria-busy="true">
        <p>Loading the leaderboard…</p>
      </section>
    );
  }
  const current = s.rounds.findIndex((w) => w.state === "open");
  return (
    <section className="page tourney-page">
      <h1>{s.name}</h1>
      <p className="quiet">
        {modeName(s.mode)} · {s.rounds.length} round{s.rounds.length > 1 ? "s" : ""} of 18 · par{" "}
        {s.par} a round · organised by {s.organiser}
        {" · "}
        {s.status === "finished"
          ? "final"
          : current >= 0
            ? `round ${current + 1} until ${new Date(s.rounds[current].end).toLocaleString()}`
            : s.status}
        <span className={`live-dot ${live ? "on" : ""}`} title={live ? "live" : "reconnecting"} />
      </p>
      <div className="actions">
        <Mine s={s} reload={reload} />
      </div>
      {s.me?.invite && (
        <p className="quiet">
          Invite link: <code>{new URL(s.me.invite, location.origin).toString()}</code>
        </p>
      )}
      <Board s={s} />
      <p className="quiet">
        * a round in play. NS: no show, or late for tee time. DQ: left a round before it was
        completed. Ties share a place.
      </p>
    </section>
  );
}
