/**
 * New game: the game's options, then the seats: you, friends at this screen, bots by level,
 * open seats to invite; or referee mode, where everyone plays real dice at a real table and
 * this device keeps the card. Creating the match goes through the server, then to the table.
 */
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import type { GameInfo, Json, SeatRequest } from "../../api/contract.ts";
import { api, entropy } from "../api/http.ts";
import { holdCreated } from "../api/seats.ts";
import { findWebGame } from "../games.ts";
import { useToast } from "../widgets/toast.tsx";

type SeatKind = "me" | "here" | "bot" | "open";
interface SeatRow {
  kind: SeatKind;
  name: string;
  level: string;
}

const KIND_LABEL: Record<SeatKind, string> = {
  me: "You",
  here: "Friend at this screen",
  bot: "Bot",
  open: "Open seat (invite a friend)",
};

export function NewGamePage({ gameId }: { gameId: string }) {
  const web = findWebGame(gameId);
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [options, setOptions] = useState<Record<string, Json>>(web?.defaultOptions ?? {});
  const [referee, setReferee] = useState(false);
  const [hints, setHints] = useState(true);
  const [timer, setTimer] = useState(0);
  const [seats, setSeats] = useState<SeatRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const toast = useToast();

  useEffect(() => {
    api
      .games()
      .then((gs) => {
        const g = gs.find((x) => x.id === gameId) ?? null;
        setInfo(g);
        if (g)
          setSeats([
            { kind: "me", name: localStorage.getItem("clubhouse:name") ?? "", level: "" },
            { kind: "bot", name: "", level: g.defaultBot },
          ]);
      })
      .catch((e: Error) => toast.show(e.message));
  }, [gameId, toast]);

  if (!web) {
    return (
      <section className="page narrow">
        <h1>Unknown game</h1>
        <p>
          There is no game called “{gameId}”. <Link href="/">Pick one</Link>.
        </p>
      </section>
    );
  }
  if (!info)
    return (
      <section className="page narrow" aria-busy="true">
        <h1>{web.name}</h1>
        <p>Loading…</p>
      </section>
    );

  const max = info.seats.max;
  const min = info.seats.min;
  const update = (i: number, patch: Partial<SeatRow>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const request = (): SeatRequest[] =>
    seats.map((s, i): SeatRequest => {
      const name = s.name.trim() || `Player ${i + 1}`;
      if (s.kind === "me" && s.name.trim()) localStorage.setItem("clubhouse:name", name);
      if (referee) return { kind: "table", name };
      if (s.kind === "bot") return { kind: "bot", level: s.level };
      if (s.kind === "open") return { kind: "open" };
      return { kind: "human", name, entropy: entropy() };
    });

  const start = async () => {
    setBusy(true);
    try {
      const opts = options;
      const created = await api.create({
        game: web.id,
        options: opts,
        seats: request(),
        hints,
        timer: timer > 0 ? { seconds: timer } : null,
      });
      holdCreated(created);
      navigate(`/match/${created.id}`);
    } catch (e) {
      toast.show((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <section className="page narrow">
      <h1>New game of {web.name}</h1>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <fieldset>
          <legend>How you play</legend>
          <label className="choice">
            <input type="radio" name="how" checked={!referee} onChange={() => setReferee(false)} />
            <span>
              <strong>On screen</strong> — the server rolls the dice.
            </span>
          </label>
          {web.referee ? (
            <label className="choice">
              <input type="radio" name="how" checked={referee} onChange={() => setReferee(true)} />
              <span>
                <strong>Referee and scorekeeper</strong> — real dice at a real table; this phone
                enters what they show and keeps every card.
              </span>
            </label>
          ) : null}
        </fieldset>

        <fieldset>
          <legend>Game</legend>
          <web.Options value={options} onChange={setOptions} players={seats.length} />
        </fieldset>

        <fieldset>
          <legend>Players</legend>
          <ol className="seat-rows">
            {seats.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions at the table.
              <li key={i} className="seat-row">
                <span className="seat-no" aria-hidden="true">
                  {i + 1}
                </span>
                {referee ? null : (
                  <select
                    aria-label={`Seat ${i + 1}`}
                    value={s.kind}
                    onChange={(e) => update(i, { kind: e.target.value as SeatKind })}
                  >
                    {(Object.keys(KIND_LABEL) as SeatKind[]).map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABEL[k]}
                      </option>
                    ))}
                  </select>
                )}
                {!referee && s.kind === "bot" ? (
                  <select
                    aria-label={`Bot level, seat ${i + 1}`}
                    value={s.level}
                    onChange={(e) => update(i, { level: e.target.value })}
                  >
                    {info.bots.map((b) => (
                      <option key={b} value={b}>
                        {b}
                      </option>
                    ))}
                  </select>
                ) : null}
                {referee || s.kind === "me" || s.kind === "here" ? (
                  <input
                    aria-label={`Name, seat ${i + 1}`}
                    value={s.name}
                    placeholder={s.kind === "me" ? "Your name" : `Player ${i + 1}`}
                    maxLength={24}
                    onChange={(e) => update(i, { name: e.target.value })}
                  />
                ) : null}
                <button
                  type="button"
                  className="btn btn-quiet"
                  aria-label={`Remove seat ${i + 1}`}
                  disabled={seats.length <= min}
                  onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn"
            disabled={seats.length >= max}
            onClick={() =>
              setSeats([
                ...seats,
                { kind: referee ? "here" : "bot", name: "", level: info.defaultBot },
              ])
            }
          >
            Add a player
          </button>
          <p className="quiet">{min === max ? `${min} players.` : `${min} to ${max} players.`}</p>
        </fieldset>

        <fieldset>
          <legend>Table</legend>
          <label className="check">
            <input type="checkbox" checked={hints} onChange={(e) => setHints(e.target.checked)} />{" "}
            Allow hints (the value of each choice)
          </label>
          <label className="inline">
            Time per move{" "}
            <select value={timer} onChange={(e) => setTimer(Number(e.target.value))}>
              <option value={0}>no clock</option>
              <option value={30}>30 seconds</option>
              <option value={60}>1 minute</option>
              <option value={300}>5 minutes</option>
            </select>
          </label>
        </fieldset>

        <div className="actions">
          <button type="submit" className="btn btn-primary btn-big" disabled={busy}>
            {busy ? "Setting up…" : "Start the game"}
          </button>
        </div>
      </form>
    </section>
  );
}
