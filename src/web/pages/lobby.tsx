/** The lobby: matches waiting for players, being played, and finished lately. */
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { Lobby, MatchSummary } from "../../api/contract.ts";
import { api } from "../api/http.ts";
import { withNames } from "../names.ts";

function who(m: MatchSummary): string {
  return m.seats.map((s) => (s.kind === "open" ? "open seat" : s.name)).join(", ");
}

function Row({ m, kind }: { m: MatchSummary; kind: "open" | "live" | "recent" }) {
  const when = new Date(m.createdAt);
  return (
    <li className="lobby-row">
      <div>
        <strong>{m.gameName}</strong> <span className="quiet">· {who(m)}</span>
        {m.result?.note ? (
          <div className="quiet">
            {withNames(
              m.result.note,
              m.seats.map((s) => s.name),
            )}
          </div>
        ) : null}
      </div>
      <div className="lobby-actions">
        <time dateTime={m.createdAt} className="quiet">
          {Number.isNaN(when.getTime()) ? "" : when.toLocaleString()}
        </time>
        {kind === "recent" ? (
          <>
            <Link href={`/replay/${m.id}`} className="btn">
              Replay
            </Link>
            <Link href={`/verify/${m.id}`} className="btn btn-quiet">
              Verify
            </Link>
          </>
        ) : (
          <Link href={`/match/${m.id}`} className="btn">
            Watch
          </Link>
        )}
      </div>
    </li>
  );
}

export function LobbyPage() {
  const [lobby, setLobby] = useState<Lobby | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api
        .lobby()
        .then((l) => {
          if (!live) return;
          setLobby(l);
          setError(null);
        })
        .catch((e: Error) => live && setError(e.message));
    void load();
    const t = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, []);
  const section = (
    title: string,
    list: readonly MatchSummary[],
    kind: "open" | "live" | "recent",
    empty: string,
  ) => (
    <section className="lobby-section" aria-label={title}>
      <h2>{title}</h2>
      {list.length ? (
        <ul className="lobby-list">
          {list.map((m) => (
            <Row key={m.id} m={m} kind={kind} />
          ))}
        </ul>
      ) : (
        <p className="quiet">{empty}</p>
      )}
    </section>
  );
  return (
    <section className="page narrow">
      <h1>Lobby</h1>
      {error ? <p className="error">{error}</p> : null}
      {!lobby && !error ? <p aria-busy="true">Loading…</p> : null}
      {lobby ? (
        <>
          {section("Waiting for players", lobby.open, "open", "No match is waiting for players.")}
          {section("Being played", lobby.live, "live", "Nobody is playing right now.")}
          {section("Finished lately", lobby.recent, "recent", "No finished matches yet.")}
        </>
      ) : null}
    </section>
  );
}
