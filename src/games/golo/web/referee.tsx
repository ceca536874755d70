/**
 * Referee mode's ground rules at the table: out of bounds (the dice tapped left the table; the
 * highest par is re-rolled with two strokes), a mulligan (one caught die), an unplayable lie,
 * and disqualification. Only what the server lists as legal is offered.
 */
import { useState } from "react";
import type { Action as GoloAction } from "../actions.ts";
import { obDie } from "../actions.ts";
import type { State } from "../state.ts";

interface Props {
  readonly s: State;
  readonly legal: readonly GoloAction[];
  readonly picked: readonly number[];
  readonly names: readonly string[];
  readonly busy: boolean;
  onAct(a: GoloAction): void;
}

export function RefereeTools({ s, legal, picked, names, busy, onAct }: Props) {
  const [dq, setDq] = useState<number | null>(null);
  const has = (a: GoloAction) => legal.some((l) => JSON.stringify(l) === JSON.stringify(a));
  const ob: GoloAction | null = picked.length ? { type: "ob", die: obDie(s, picked) } : null;
  const mulligan: GoloAction | null =
    picked.length === 1 ? { type: "mulligan", die: picked[0] } : null;
  const unplayable: GoloAction = { type: "unplayable" };
  const dqs = legal.filter((a): a is Extract<GoloAction, { type: "dq" }> => a.type === "dq");
  const acting = s.phase === "act";
  return (
    <section className="referee" aria-label="Ground rules">
      <h2 className="panel-title">Ground rules</h2>
      {acting ? (
        <>
          <p className="quiet">Tap the dice that left the table (or the one caught), then:</p>
          <div className="actions">
            <button
              type="button"
              className="btn"
              disabled={busy || !ob || !has(ob)}
              onClick={() => ob && onAct(ob)}
            >
              Out of bounds
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy || !mulligan || !has(mulligan)}
              onClick={() => mulligan && onAct(mulligan)}
            >
              Mulligan
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy || !has(unplayable)}
              onClick={() => onAct(unplayable)}
            >
              Unplayable lie
            </button>
          </div>
        </>
      ) : null}
      {dqs.length ? (
        <div className="actions">
          <label className="inline">
            Disqualify{" "}
            <select
              value={dq ?? ""}
              onChange={(e) => setDq(e.target.value === "" ? null : Number(e.target.value))}
            >
              <option value="">nobody</option>
              {dqs.map((a) => (
                <option key={a.seat} value={a.seat}>
                  {names[a.seat] ?? `Player ${a.seat + 1}`}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy || dq === null}
            onClick={() => {
              if (dq !== null && confirm(`Disqualify ${names[dq]}? This cannot be undone.`))
                onAct({ type: "dq", seat: dq });
            }}
          >
            Disqualify
          </button>
        </div>
      ) : null}
    </section>
  );
}
