/**
 * The frame in play, large: its pins as buttons in the triangle (tap to cross out; the sum of
 * the tapped pins against the roll shows as you tap), and the dice showing with the abilities
 * that may change each one (bowling ball -1/+1, Flip, Spin, Double, drop the Extra Die's).
 */
import type { Hints } from "../../../api/contract.ts";
import { HintBadge } from "../../../web/widgets/hint.tsx";
import { PipDie } from "../../../web/widgets/pip-die.tsx";
import type { Action } from "../actions.ts";
import type { Layout } from "../data.ts";
import type { PlayerSheet } from "../state.ts";
import { sameAction, sheetDieLook } from "./look.ts";
import { isGray, pinState, ROWS } from "./pins.tsx";

interface PinsProps {
  readonly l: Layout;
  readonly s: PlayerSheet;
  readonly picked: readonly number[];
  /** Pins may be tapped now: "cross" to choose a crossing, "extraPin" to name one pin. */
  readonly mode: "cross" | "extraPin" | null;
  readonly best: readonly number[];
  onTap(pin: number): void;
}

export function LanePins({ l, s, picked, mode, best, onTap }: PinsProps) {
  const f = s.frame;
  return (
    <div
      className={`rp-lane-pins${mode ? " rp-tappable" : ""}${mode === "extraPin" ? " rp-extra-mode" : ""}`}
    >
      {ROWS.map((row) => (
        <div key={row.join("-")} className="rp-pin-row">
          {row.map((i) => {
            const n = l.pins[f][i];
            const st = pinState(s, f, i);
            const gray = isGray(l, f, i);
            const on = picked.includes(n);
            const label = `Pin ${n}${gray ? ", gray" : ""}${st === "first" ? ", crossed with the first ball" : st === "second" ? ", crossed with the second ball" : on ? ", chosen" : ""}`;
            const cls = `rp-pin rp-pin-${st}${gray ? " rp-pin-gray" : ""}${on ? " rp-pin-on" : ""}${best.includes(n) ? " rp-pin-best" : ""}`;
            return mode && st === "standing" ? (
              <button
                key={i}
                type="button"
                className={cls}
                aria-pressed={on}
                aria-label={label}
                onClick={() => onTap(n)}
              >
                {n}
              </button>
            ) : (
              <span key={i} className={cls} role="img" aria-label={label}>
                {n}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface DiceProps {
  readonly s: PlayerSheet;
  readonly duplicate: boolean;
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly rollKey: number | null;
  readonly hints: Hints | null;
  onAct(a: Action): void;
}

/** The dice showing, each with the die abilities the server lists as legal for it. */
export function LaneDice({ s, duplicate, legal, busy, rollKey, hints, onAct }: DiceProps) {
  const has = (a: Action) => legal.find((x) => sameAction(x, a));
  const badge = (a: Action | undefined) => {
    if (!a || !hints) return null;
    const i = hints.options.findIndex((o) => sameAction(o.action, a));
    return i < 0 ? null : (
      <HintBadge rank={i + 1} value={hints.options[i].value} unit={hints.unit} />
    );
  };
  return (
    <ul className="rp-dice">
      {s.dice.map((v, die) => {
        const look = sheetDieLook(die, s.count, duplicate);
        const face = s.faces?.[die] ?? v;
        const changed = v !== face;
        const moves: { a: Action; text: string; label: string }[] = [];
        const push = (a: Action, text: string, label: string) => {
          if (has(a)) moves.push({ a, text, label });
        };
        push({ type: "ball", die, delta: -1 }, "−1", `Bowling ball: die ${die + 1} minus 1`);
        push({ type: "ball", die, delta: 1 }, "+1", `Bowling ball: die ${die + 1} plus 1`);
        push({ type: "flip", die }, "Flip", `Flip die ${die + 1} to its opposite face`);
        push({ type: "double", die }, "×2", `Double die ${die + 1}`);
        push({ type: "discard", die }, "Drop", `Drop die ${die + 1} (Extra Die)`);
        const spins = legal.filter(
          (a): a is Extract<Action, { type: "spin" }> => a.type === "spin" && a.die === die,
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the roll.
          <li key={die} className="rp-die">
            <span
              role="img"
              aria-label={`die ${die + 1}, ${look.colourName}, ${changed ? `face ${face}, counts ${v}` : `shows ${v}`}`}
            >
              <PipDie look={look} face={v} size={60} rollKey={rollKey} />
            </span>
            <span className="die-name" aria-hidden="true">
              {look.colourName}
              {changed ? ` · face ${face}` : ""}
            </span>
            {moves.length || spins.length ? (
              <span className="rp-die-moves">
                {moves.map((m) => (
                  <button
                    key={m.text}
                    type="button"
                    className="chip"
                    disabled={busy}
                    aria-label={m.label}
                    onClick={() => onAct(m.a)}
                  >
                    {m.text}
                    {badge(m.a)}
                  </button>
                ))}
                {spins.length ? (
                  <select
                    aria-label={`Spin die ${die + 1} to a face`}
                    value=""
                    disabled={busy}
                    onChange={(e) => {
                      const a = spins.find((x) => x.face === Number(e.target.value));
                      if (a) onAct(a);
                    }}
                  >
                    <option value="">Spin…</option>
                    {spins.map((a) => (
                      <option key={a.face} value={a.face}>
                        to {a.face}
                      </option>
                    ))}
                  </select>
                ) : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
