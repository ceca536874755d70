/**
 * Passing card windows by itself. Card windows (the rules offer one after each roll to every seat
 * that holds a play) are one focused tap to pass; to keep a full game moving, a seat may pass the
 * rest of a flight at once ("pass till it lands": asked again when the ball lands; in a rival's
 * turn, the whole shot), and this device may roll on by itself while balls fly (a preference, off
 * unless turned on, kept in this browser): its seats are then asked only before the shot and when
 * the ball lands. Either way each pass is a real `pass` action the server records.
 */
import { useEffect, useRef, useState } from "react";
import type { Json } from "../../../engine/game.ts";
import type { TableProps } from "../../../web/web-game.ts";
import type { SeatView } from "../rules/view.ts";

const ROLL_ON_KEY = "clubhouse:rio-roll-on";

/** The device's "roll on while the ball flies" preference (off unless turned on). */
export function useRollOn(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(ROLL_ON_KEY) === "1";
    } catch {
      return false;
    }
  });
  const set = (v: boolean) => {
    setOn(v);
    try {
      if (v) localStorage.setItem(ROLL_ON_KEY, "1");
      else localStorage.removeItem(ROLL_ON_KEY);
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
  };
  return [on, set];
}

/** One shot of one seat: its windows are passed together when the player asked to. */
function shotKey(s: SeatView): string | null {
  const f = s.flight;
  return f ? `${s.hole}:${f.seat}:${s.shots[f.seat]}:${f.from}` : null;
}

export const isPass = (a: Json) => (a as { type?: string }).type === "pass";

export interface AutoPass {
  /** This device passes the open window by itself (after a short pause). */
  readonly on: boolean;
  readonly rollOn: boolean;
  setRollOn(on: boolean): void;
  /** Pass the rest of this shot's windows for the seat deciding now (`landing`: its landing too). */
  readonly skip: ((landing: boolean) => void) | undefined;
}

/** Once per live version, a window of a seat on this device that asked to pass is passed. */
export function useAutoPass(p: TableProps, s: SeatView, send: (a: Json) => void): AutoPass {
  const [rollOn, setRollOn] = useRollOn();
  /** Shots whose windows a seat passes: while the ball flies, or also at its landing. */
  const [skips, setSkips] = useState<{ seat: number; key: string; landing: boolean }[]>([]);
  const head = p.step.kind === "decision" ? p.step.seat : null;
  const key = shotKey(s);
  const passable =
    s.phase === "play" && head !== null && p.seats.includes(head) && p.legal.some(isPass);
  const flying = !!s.flight && !s.flight.landed;
  const asked = skips.find((k) => k.seat === head && k.key === key);
  const on = passable && ((flying && (rollOn || !!asked)) || (!!asked && asked.landing));
  const version = p.version;
  const actRef = useRef(p.act);
  actRef.current = p.act;
  useEffect(() => {
    if (!on || head === null || version < 0) return;
    // A short pause so the roll is seen before the next one comes.
    const t = setTimeout(() => void actRef.current(head, { type: "pass" }), 350);
    return () => clearTimeout(t);
  }, [on, head, version]);
  const skip =
    key !== null && head !== null
      ? (landing: boolean) => {
          setSkips((xs) => [...xs.filter((k) => k.seat !== head), { seat: head, key, landing }]);
          send({ type: "pass" });
        }
      : undefined;
  return { on, rollOn, setRollOn, skip };
}
