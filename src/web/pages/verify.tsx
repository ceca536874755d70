/**
 * Verify a finished match's dice: the server re-derives every roll from the revealed secret
 * and checks it against the commitment published before the first roll.
 */
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import type { MatchSummary, Verified } from "../../api/contract.ts";
import { api } from "../api/http.ts";

export function VerifyPage({ id }: { id: string | null }) {
  const [input, setInput] = useState(id ?? "");
  const [result, setResult] = useState<Verified | null>(null);
  const [match, setMatch] = useState<MatchSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    setResult(null);
    setMatch(null);
    setError(null);
    if (!id) return;
    Promise.all([api.verify(id), api.match(id)])
      .then(([v, m]) => {
        setResult(v);
        setMatch(m);
      })
      .catch((e: Error) => setError(e.message));
  }, [id]);

  return (
    <section className="page narrow">
      <h1>Verify the dice</h1>
      <p className="lede">
        Before the first roll, every match publishes a commitment: the SHA-256 of a secret. The dice
        come from that secret and from entropy each player's device added. At the end the secret is
        revealed, and anyone can check that every roll was the one it had to be.
      </p>
      <form
        className="form inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const v = input.trim();
          if (v) navigate(`/verify/${encodeURIComponent(v)}`);
        }}
      >
        <label className="stack">
          Match id
          <input
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="m_3kq9z7xw2p"
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Verify
        </button>
      </form>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {id && !result && !error ? <p aria-busy="true">Checking every roll…</p> : null}
      {result ? (
        <div className={`verdict ${result.ok ? "verdict-ok" : "verdict-bad"}`} role="status">
          <h2>{result.ok ? "Every roll checks out" : "Not verified"}</h2>
          <p>
            {result.ok
              ? `${result.rolls} roll${result.rolls === 1 ? "" : "s"} re-derived from the revealed secret; the secret matches the commitment.`
              : (result.problem ?? "The record could not be verified.")}
          </p>
          {match ? (
            <dl className="facts">
              <dt>Game</dt>
              <dd>{match.gameName}</dd>
              <dt>Players</dt>
              <dd>{match.seats.map((s) => s.name).join(", ")}</dd>
              <dt>Commitment</dt>
              <dd>
                <code className="hash">{match.commitment}</code>
              </dd>
            </dl>
          ) : null}
          {id ? (
            <p className="actions">
              <Link href={`/replay/${id}`} className="btn">
                Watch the replay
              </Link>
              <a
                className="btn btn-quiet"
                href={`/api/matches/${encodeURIComponent(id)}/record`}
                download={`clubhouse-${id}.json`}
              >
                Download the record
              </a>
            </p>
          ) : null}
          <p className="quiet">
            Offline: <code>npx clubhouse verify FILE</code> checks a downloaded record the same way.
          </p>
        </div>
      ) : null}
    </section>
  );
}
