/**
 * The seconds a timed decision has left, counted down from the server's deadline (the `timer`
 * message, or a sync's `deadline`). At zero the server's bot plays that one move.
 */
import { useEffect, useState } from "react";

export interface TurnTimerProps {
  readonly timer: { readonly seat: number; readonly deadline: string } | null;
  readonly names: readonly string[];
  /** Seats this device plays: "You have 12 s" rather than "Ann has 12 s". */
  readonly mine: readonly number[];
}

/** Whole seconds left at `now`, never below zero (a clock behind the server's shows 0, not -3). */
export function secondsLeft(deadline: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
}

export function TurnTimer({ timer, names, mine }: TurnTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return;
    setNow(Date.now());
    // A quarter second keeps the figure within a tick of the server's clock.
    const h = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(h);
  }, [timer]);
  if (!timer) return null;
  const left = secondsLeft(timer.deadline, now);
  const who = mine.includes(timer.seat) ? "You have" : `${names[timer.seat] ?? "The player"} has`;
  return (
    <p
      className={`turn-timer${left <= 10 ? " turn-timer-low" : ""}`}
      role="timer"
      aria-label={`${who} ${left} seconds to play`}
    >
      {who} <strong className="turn-timer-left">{left} s</strong> to play
    </p>
  );
}
