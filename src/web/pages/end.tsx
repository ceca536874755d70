/** End of game: the winner, the places, the final scorecard, rematch, and the replay to share. */
import { useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { dailyOf } from "../api/daily.ts";
import { api } from "../api/http.ts";
import { anyToken, heldSeats, holdCreated, tokensOf } from "../api/seats.ts";
import { useLive } from "../api/use-live.ts";
import { findWebGame } from "../games.ts";
import { withNames } from "../names.ts";
import { useToast } from "../widgets/toast.tsx";
import { DailyResult } from "./daily.tsx";
import { CopyLink } from "./invite.tsx";

export function EndPage({ id }: { id: string }) {
  const held = useMemo(() => heldSeats(id), [id]);
  const today = useMemo(() => dailyOf(id), [id]);
  const [state] = useLive(id, tokensOf(held));
  const toast = useToast();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const match = state?.match;
  if (!state || !match)
    return (
      <section className="page narrow" aria-busy="true">
        <p>Loading the final card…</p>
      </section>
    );
  const web = findWebGame(match.game);
  const names = match.seats.map((s) => s.name);
  const finished = state.step?.kind === "end";
  if (!finished) {
    return (
      <section className="page narrow">
        <h1>Not over yet</h1>
        <p>
          This match is still being played. <Link href={`/match/${id}`}>Back to the table</Link>.
        </p>
      </section>
    );
  }
  const result = match.result;
  const token = anyToken(held);
  const winners = result?.ranking[0] ?? [];
  const headline =
    winners.length === 0
      ? "Game over"
      : winners.length === 1
        ? `${names[winners[0]]} wins`
        : `A tie: ${winners.map((w) => names[w]).join(" and ")}`;
  const rematch = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const c = await api.rematch(id, token);
      holdCreated(c);
      navigate(`/match/${c.id}`);
    } catch (e) {
      toast.show((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <section className="page end-page">
      <h1>{headline}</h1>
      {result?.note ? <p className="lede">{withNames(result.note, names)}</p> : null}
      {result ? (
        <ol className="places" aria-label="Final places">
          {result.ranking.map((group, place) =>
            group.map((seat) => (
              <li key={seat} className={place === 0 ? "place-first" : undefined}>
                <span className="place-no">{place + 1}</span>
                <span className="place-name">{names[seat]}</span>
                <span className="place-score">
                  {web?.scoreText?.(result.scores[seat]) ?? result.scores[seat]}
                </span>
              </li>
            )),
          )}
        </ol>
      ) : null}
      {today ? <DailyResult day={today.day} game={today.game} /> : null}
      {web ? (
        <section className="card-panel" aria-label="Final scorecard">
          <h2 className="panel-title">Final scorecard</h2>
          <web.Scorecard view={state.view} names={names} />
        </section>
      ) : null}
      <div className="actions">
        {match.rematch ? (
          <Link href={`/match/${match.rematch}`} className="btn btn-primary">
            Go to the rematch
          </Link>
        ) : token && !today ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void rematch()}
          >
            Rematch
          </button>
        ) : null}
        <Link href={`/replay/${id}`} className="btn">
          Watch the replay
        </Link>
        <Link href={`/verify/${id}`} className="btn">
          Verify the dice
        </Link>
        <a
          className="btn btn-quiet"
          href={`/api/matches/${encodeURIComponent(id)}/record`}
          download={`clubhouse-${id}.json`}
        >
          Download the record
        </a>
        {web ? (
          <Link href={`/new/${web.id}`} className="btn btn-quiet">
            New game
          </Link>
        ) : null}
      </div>
      <CopyLink label="Share the replay" url={`${location.origin}/replay/${id}`} />
    </section>
  );
}
