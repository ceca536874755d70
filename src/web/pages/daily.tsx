/**
 * The daily challenge in the browser: today's four challenges on the home page (play, continue,
 * or your score), and at the end of an attempt the day's leaderboard with your place, the bot on
 * the same dice, perfect play's mean and the card to share (text, and the squares drawn here).
 */
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { type Board, type Challenge, daily } from "../api/daily.ts";
import { useToast } from "../widgets/toast.tsx";

export function TodaysChallenges() {
  const [list, setList] = useState<Challenge[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const toast = useToast();
  useEffect(() => {
    daily
      .today()
      .then((t) => setList(t.challenges))
      .catch(() => setList([]));
  }, []);
  if (!list?.length) return null;
  const play = async (c: Challenge) => {
    setBusy(c.game);
    try {
      navigate(`/match/${await daily.play(c.game)}`);
    } catch (e) {
      toast.show((e as Error).message);
      setBusy(null);
    }
  };
  return (
    <section className="daily" aria-labelledby="daily-title">
      <h2 id="daily-title">Today's challenge</h2>
      <p className="quiet">
        One game a day, the same dice for everyone, one attempt. The dice's secret is revealed
        tomorrow, so anyone can check.
      </p>
      <ul className="daily-list">
        {list.map((c) => (
          <li key={c.game} className="daily-item">
            <span className="daily-name">{c.gameName}</span>
            {c.mine?.finished ? (
              <button
                type="button"
                className="btn"
                onClick={() => navigate(`/match/${c.mine!.matchId}/end`)}
                aria-label={`Today's ${c.gameName}: your result`}
              >
                You scored {c.mine.score}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy !== null}
                onClick={() => void play(c)}
                aria-label={`Play today's ${c.gameName} challenge`}
              >
                {c.mine ? "Continue" : "Play"}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function figure(f: Board["bot"], digits: number): string | null {
  if (f === null) return null;
  return f === "pending" ? "working it out…" : f.value.toFixed(digits).replace(/\.?0+$/, "");
}

const SQUARE = { better: "#3f8f4f", even: "#e8e4da", worse: "#e08a3c" };

/** The card's squares as a picture: as much as the text gives away, and no more. */
function CardSquares({ marks }: { marks: NonNullable<Board["card"]>["marks"] }) {
  const size = 18;
  const gap = 4;
  return (
    <svg
      className="daily-squares"
      width={marks.length * (size + gap)}
      height={size}
      role="img"
      aria-label={`${marks.length} squares: ${marks.join(", ")}`}
    >
      {marks.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: squares are positions on the card.
        <rect key={i} x={i * (size + gap)} width={size} height={size} rx={3} fill={SQUARE[m]} />
      ))}
    </svg>
  );
}

export function DailyResult({ day, game }: { day: string; game: string }) {
  const [board, setBoard] = useState<Board | null>(null);
  const toast = useToast();
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      daily
        .board(day, game)
        .then((b) => {
          if (stop) return;
          setBoard(b);
          // The bot's game and the exact mean are worked out on the server once; ask again.
          if (b.bot === "pending" || b.expected === "pending" || !b.card)
            timer = setTimeout(load, 1500);
        })
        .catch(() => undefined);
    void load();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [day, game]);
  if (!board) return <p aria-busy="true">Loading the day's leaderboard…</p>;
  const mine = board.entries.find((e) => e.me);
  const bot = figure(board.bot, 0);
  const mean = figure(board.expected, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(board.card?.text ?? "");
      toast.show("Card copied.", "info");
    } catch {
      toast.show("Could not copy; select the text and copy it by hand.");
    }
  };
  return (
    <section className="daily-result" aria-label="Today's challenge">
      <h2>
        Today's {board.gameName} · {board.day}
      </h2>
      <p className="lede daily-summary">
        {mine ? `You scored ${mine.score}` : "Your score is not ranked"}
        {bot && typeof board.bot === "object" && board.bot
          ? `; the ${board.bot.label.replace(/^bot:/, "")} bot scored ${bot} on these dice`
          : bot
            ? `; the bot on these dice: ${bot}`
            : ""}
        {mean && typeof board.expected === "object" && board.expected
          ? `; ${board.expected.label} ${mean}`
          : ""}
        .
      </p>
      <table className="daily-board">
        <caption className="sr-only">Leaderboard</caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Name</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((e) => (
            // Profile names are unique, so a place and a name make a key.
            <tr
              key={`${e.rank}:${e.name}`}
              className={e.me ? "daily-me" : undefined}
              aria-current={e.me ? "true" : undefined}
            >
              <td>{e.rank}</td>
              <td>{e.name}</td>
              <td>
                {e.score}
                {e.toPar !== null
                  ? ` (${e.toPar > 0 ? "+" : ""}${e.toPar === 0 ? "E" : e.toPar})`
                  : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {board.playing ? <p className="quiet">{board.playing} still playing.</p> : null}
      {board.card ? (
        <div className="daily-card">
          <h3>Your card to share</h3>
          <CardSquares marks={board.card.marks} />
          <textarea readOnly value={board.card.text} aria-label="Your card, as text" rows={3} />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            Copy the card
          </button>
          <p className="quiet">It shows your score and a square per hole, never the dice.</p>
        </div>
      ) : null}
    </section>
  );
}
