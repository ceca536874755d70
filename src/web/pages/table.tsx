/**
 * The table page: connects live, shows seats, whose turn, the game's own table, the log and the
 * scorecard; invite links while seats are open; hints on request. The game draws; this page
 * moves messages between it and the server.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Hints, Json } from "../../api/contract.ts";
import { api } from "../api/http.ts";
import { anyToken, heldSeats, tokensOf } from "../api/seats.ts";
import { useLive } from "../api/use-live.ts";
import { findWebGame } from "../games.ts";
import { useStepState } from "../step-state.ts";
import { ConnectionBadge } from "../widgets/connection.tsx";
import { HintToggle } from "../widgets/hint.tsx";
import { RollLog } from "../widgets/roll-log.tsx";
import { SeatBar } from "../widgets/seat-bar.tsx";
import { useToast } from "../widgets/toast.tsx";
import { TurnTimer } from "../widgets/turn-timer.tsx";
import { InvitePanel } from "./invite.tsx";

export function TablePage({ id }: { id: string }) {
  const held = useMemo(() => heldSeats(id), [id]);
  const tokens = useMemo(() => tokensOf(held), [held]);
  const [state, live] = useLive(id, tokens);
  const toast = useToast();
  const [, navigate] = useLocation();
  const [showHints, setShowHints] = useState(
    () => sessionStorage.getItem("clubhouse:hints") === "on",
  );
  const match = state?.match ?? null;
  const step = state?.step ?? null;
  const version = state?.version ?? -1;
  // Hints answer one position: a new version reads as none until they are asked again.
  const [hints, setHints] = useStepState<Hints | null>(version, null);
  const mine = state?.seats ?? [];
  const deciding = step && step.kind === "decision" ? step.seat : null;
  const myTurn = deciding !== null && mine.includes(deciding);

  const act = useCallback(
    async (seat: number, action: Json) => {
      if (!live) return false;
      try {
        await live.act(seat, action);
        return true;
      } catch (e) {
        toast.show((e as { message: string }).message);
        return false;
      }
    },
    [live, toast],
  );
  const roll = useCallback(
    async (faces: readonly (number | string)[]) => {
      if (!live) return false;
      try {
        await live.roll(faces);
        return true;
      } catch (e) {
        toast.show((e as { message: string }).message);
        return false;
      }
    },
    [live, toast],
  );

  // Hints for the deciding seat, asked again at every new version while switched on
  // (`setHints` is made for one version: an answer arriving later is not shown).
  useEffect(() => {
    if (!showHints || !myTurn || deciding === null) return;
    const token = anyToken(held, deciding);
    if (!token) return;
    let stale = false;
    api
      .hint(id, token)
      .then((h) => !stale && setHints(h))
      .catch((e: Error) => !stale && toast.show(e.message));
    return () => {
      stale = true;
    };
  }, [showHints, myTurn, deciding, setHints, id, held, toast]);

  // At the end, the final card gets its own page after a moment to see the last roll land.
  useEffect(() => {
    if (step?.kind !== "end") return;
    const t = setTimeout(() => navigate(`/match/${id}/end`), 1800);
    return () => clearTimeout(t);
  }, [step?.kind, id, navigate]);

  if (!state || !match || !step) {
    return (
      <section className="page" aria-busy="true">
        <p>
          Joining the table…{" "}
          {state ? (
            <ConnectionBadge connection={state.connection} attempts={state.attempts} />
          ) : null}
        </p>
      </section>
    );
  }
  const web = findWebGame(match.game);
  if (!web)
    return (
      <section className="page">
        <p>This match is of a game the browser cannot show yet ({match.gameName}).</p>
      </section>
    );

  const names = match.seats.map((s) => s.name);
  const turnSeat =
    step.kind === "decision" ? step.seat : step.kind === "chance" ? (step.seat ?? null) : null;
  const referee = held.tableToken !== undefined;
  const status =
    step.kind === "end"
      ? "Game over"
      : step.kind === "chance"
        ? referee
          ? "Enter the roll"
          : "Rolling…"
        : myTurn
          ? mine.length > 1
            ? `${names[step.seat]} to play`
            : "Your turn"
          : `${names[step.seat] ?? "Someone"} to play`;
  const resignToken = mine.length ? anyToken(held, mine[0]) : undefined;
  const lastText = state.log[state.log.length - 1]?.text;

  return (
    <section className="page table-page">
      <header className="table-head">
        <div>
          <h1 className="table-title">{match.gameName}</h1>
          <p className={`turn${myTurn ? " turn-mine" : ""}`} aria-live="polite">
            {status}
          </p>
          {step.kind === "decision" ? (
            <TurnTimer timer={state.timer} names={names} mine={referee ? [] : mine} />
          ) : null}
        </div>
        <div className="table-tools">
          <ConnectionBadge connection={state.connection} attempts={state.attempts} />
          <HintToggle
            on={showHints}
            disabled={!mine.length}
            onToggle={() => {
              sessionStorage.setItem("clubhouse:hints", showHints ? "off" : "on");
              setShowHints(!showHints);
            }}
          />
        </div>
      </header>
      <SeatBar
        seats={match.seats}
        connected={state.connected}
        turn={turnSeat}
        mine={referee ? match.seats.map((s) => s.seat) : mine}
      />
      {lastText ? (
        <p className="last-move">
          <span className="sr-only">Last: </span>
          {lastText}
        </p>
      ) : null}
      <InvitePanel id={id} match={match} held={held} />
      <div className={`table-layout${web.wide ? " table-wide" : ""}`}>
        <div className="table-main">
          <web.Table
            match={match}
            view={state.view}
            step={step}
            legal={state.legal}
            seats={mine}
            names={names}
            referee={referee}
            act={act}
            roll={roll}
            hints={showHints ? hints : null}
            version={state.version}
          />
          <section className="card-panel" aria-label="Scorecard">
            <h2 className="panel-title">Scorecard</h2>
            <web.Scorecard view={state.view} names={names} current={turnSeat ?? undefined} />
          </section>
          {step.kind === "end" ? (
            <p className="actions">
              <Link href={`/match/${id}/end`} className="btn btn-primary">
                See the final card
              </Link>
            </p>
          ) : null}
        </div>
        <aside className="table-side">
          <RollLog log={state.log} />
          {resignToken && step.kind !== "end" ? (
            <button
              type="button"
              className="btn btn-quiet"
              onClick={() => {
                if (!confirm("Resign this match?")) return;
                api.resign(id, resignToken).catch((e: Error) => toast.show(e.message));
              }}
            >
              Resign
            </button>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
