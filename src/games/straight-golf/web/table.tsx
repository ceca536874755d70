/**
 * Straight Golf's table: the straight being built (six places, 1 to 6, the values set aside
 * drawn as dice), the throw that just landed with the dice that joined the straight lifted,
 * the throws left, and one button: roll the dice in hand. The rules set dice aside by
 * themselves; the table only shows it. Referee mode enters the real dice one tap each.
 */
import { useEffect, useRef } from "react";
import { rollOff } from "../../../engine/ranking.ts";
import { useSending } from "../../../web/step-state.ts";
import type { TableProps } from "../../../web/web-game.ts";
import { FaceEntry } from "../../../web/widgets/face-entry.tsx";
import { HintBadge } from "../../../web/widgets/hint.tsx";
import { PipDie } from "../../../web/widgets/pip-die.tsx";
import { ATTEMPTS, diceInHand, type State, type Turn, total } from "../state.ts";
import { dieLook, KEPT_D6, pointsName, pointsTone, signed, WHITE_D6 } from "./look.ts";

const VALUES = [1, 2, 3, 4, 5, 6];
const THROWS = Array.from({ length: ATTEMPTS }, (_, n) => n);

function dice(n: number): string {
  return `${n} ${n === 1 ? "die" : "dice"}`;
}

/** Which dice of a throw joined the straight: one per new value (the first die showing it). */
function joined(
  roll: readonly number[],
  before: readonly number[] | null,
  after: readonly number[],
) {
  const seen = new Set<number>();
  return roll.map((v) => {
    const isNew = after.includes(v) && !(before ?? []).includes(v) && !seen.has(v);
    if (isNew) seen.add(v);
    return isNew;
  });
}

/** Who rolled what in the roll-off, rebuilt from the rolls (the engine's own roll-off rule). */
function rollOffLines(s: State, names: readonly string[]): string[] {
  let seats = Array.from({ length: s.options.players }, (_, i) => i);
  return s.rollOffRolls.map((faces) => {
    const text = seats.map((seat, i) => `${names[seat] ?? `Player ${seat + 1}`} ${faces[i]}`);
    const r = rollOff(seats, faces, "highest");
    seats = r.again ? [...r.again] : [];
    return `${text.join(", ")}${r.again ? " — a tie, roll again" : ""}`;
  });
}

function Straight({
  turn,
  inOrder,
  rollKey,
}: {
  turn: Turn;
  inOrder: boolean;
  rollKey: number | null;
}) {
  const nextNeeded = inOrder ? VALUES.find((v) => !turn.kept.includes(v)) : undefined;
  return (
    <section className="sg-straight" aria-label="The straight">
      <h2 className="panel-title">
        The straight{inOrder ? " · in order" : ""} · {turn.kept.length} of 6
      </h2>
      <ol className="sg-places">
        {VALUES.map((v) => {
          const kept = turn.kept.includes(v);
          return (
            <li
              key={v}
              className={`sg-place${kept ? " sg-kept" : ""}${v === nextNeeded ? " sg-next" : ""}`}
              aria-label={`${v}: ${kept ? "set aside" : v === nextNeeded ? "needed next" : "missing"}`}
            >
              <PipDie
                look={kept ? KEPT_D6 : WHITE_D6}
                face={v}
                size={52}
                ghost={!kept}
                rollKey={kept ? rollKey : null}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Throws({ used }: { used: number }) {
  return (
    <span
      className="sg-throws"
      role="img"
      aria-label={`${ATTEMPTS - used} of ${ATTEMPTS} throws left`}
    >
      {THROWS.map((n) => (
        <span
          key={n}
          className={`sg-throw${n < used ? " sg-throw-used" : ""}`}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

export function StraightGolfTable(p: TableProps) {
  const s = p.view as State;
  const [busy, sending] = useSending(p.version);
  const over = s.round >= s.options.rounds;
  const rollingOff = s.rollOff.length > 0;
  const seat = p.step.kind === "decision" ? p.step.seat : s.seat;
  const name = p.names[s.seat] ?? `Player ${s.seat + 1}`;
  const roll = p.legal.find((a) => (a as { type?: string }).type === "roll");
  const deciding = p.step.kind === "decision" && roll !== undefined;

  // What was set aside before the throw that just landed (to lift the dice that joined), and
  // the version it landed at (dice tumble once per throw, not on every re-render).
  const prev = useRef<State | null>(null);
  const landing = useRef<{ version: number; before: number[] | null }>({
    version: -1,
    before: null,
  });
  const before = prev.current;
  if (before && before !== s && landing.current.version !== p.version) {
    const threw = before.turn.attempts !== s.turn.attempts || before.lastTurn !== s.lastTurn;
    if (threw) landing.current = { version: p.version, before: [...before.turn.kept] };
  }
  useEffect(() => {
    prev.current = s;
  });
  const rollKey = landing.current.version >= 0 ? landing.current.version : null;

  const send = async () => {
    if (!roll || busy) return;
    await sending(() => p.act(seat, roll));
  };

  // Keyboard: Enter, Space or R rolls when it is this device's throw.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    if (!deciding || busy || e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target as HTMLElement | null;
    if (t && ["INPUT", "SELECT", "TEXTAREA", "BUTTON", "A"].includes(t.tagName)) return;
    if (e.key !== "Enter" && e.key !== " " && e.key.toLowerCase() !== "r") return;
    e.preventDefault();
    void send();
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener("keydown", h);
    return () => document.removeEventListener("keydown", h);
  }, []);

  const hint = p.hints?.options[0];
  const justEnded = s.lastTurn && s.turn.attempts === 0 ? s.lastTurn : null;
  // The throw to show: this turn's last, or the one that ended the turn just played.
  const shownRoll = s.turn.lastRoll.length ? s.turn.lastRoll : (justEnded?.turn.lastRoll ?? []);
  const shownKept = s.turn.lastRoll.length ? s.turn.kept : (justEnded?.turn.kept ?? []);
  const lifts = joined(shownRoll, landing.current.before, shownKept);
  const refereeRoll = p.referee && p.step.kind === "chance";
  const rollOffText = rollOffLines(s, p.names);

  return (
    <div className="sg-table">
      <div className="golo-status">
        <span>
          {over
            ? "Game over"
            : rollingOff
              ? "Roll-off for first player"
              : `Round ${s.round + 1} of ${s.options.rounds}`}
          {s.options.inOrder ? " · in order" : ""}
        </span>
        {!over && !rollingOff ? (
          <>
            <span className="golo-player">{name}</span>
            <span className="quiet">
              throw {Math.min(s.turn.attempts + 1, ATTEMPTS)} of {ATTEMPTS}
            </span>
            <Throws used={s.turn.attempts} />
            <span className="quiet">total {signed(total(s, s.seat))}</span>
          </>
        ) : null}
      </div>

      {rollOffText.length && s.round === 0 && s.scores.every((r) => r.length === 0) ? (
        <p className="sg-rolloff">
          <strong>Roll-off:</strong> {rollOffText.join("; ")}.
          {!rollingOff ? ` ${p.names[s.firstSeat] ?? "Player 1"} goes first.` : ""}
        </p>
      ) : null}

      {justEnded ? (
        <p className={`sg-verdict ${pointsTone(justEnded.points)}-box`} aria-live="polite">
          <strong>{p.names[justEnded.seat] ?? `Player ${justEnded.seat + 1}`}</strong>:{" "}
          {justEnded.turn.kept.length === 6
            ? `the straight in ${justEnded.turn.attempts} ${justEnded.turn.attempts === 1 ? "throw" : "throws"}`
            : `${6 - justEnded.turn.kept.length} short of the straight`}{" "}
          —{" "}
          <span className={`result ${pointsTone(justEnded.points)}`}>
            {pointsName(justEnded.points)}
          </span>
          <span className="sg-mini" aria-hidden="true">
            {VALUES.map((v) => (
              <PipDie
                key={v}
                look={KEPT_D6}
                face={v}
                size={22}
                ghost={!justEnded.turn.kept.includes(v)}
              />
            ))}
          </span>
        </p>
      ) : null}

      {!over && !rollingOff ? (
        <Straight turn={s.turn} inOrder={s.options.inOrder} rollKey={rollKey} />
      ) : null}

      {shownRoll.length ? (
        <section className="sg-roll" aria-label="The last throw">
          <h2 className="panel-title">
            {justEnded ? "The last throw of that turn" : `Throw ${s.turn.attempts}`} · lifted dice
            join the straight
          </h2>
          <ul className="sg-places">
            {shownRoll.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the throw.
              <li key={i} className={`sg-place${lifts[i] ? " sg-lift" : ""}`}>
                <span
                  className="die-still"
                  role="img"
                  aria-label={`white die showing ${v}${lifts[i] ? ", set aside" : ""}`}
                >
                  <PipDie look={dieLook()} face={v} size={48} rollKey={rollKey} dim={!lifts[i]} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {refereeRoll && p.step.kind === "chance" ? (
        <FaceEntry
          dice={p.step.dice}
          label={
            rollingOff
              ? "Roll-off: what did each player's die show?"
              : `${name} throws ${dice(p.step.dice.length)}: what do they show?`
          }
          look={() => WHITE_D6}
          busy={busy}
          onConfirm={async (faces) => {
            await sending(() => p.roll(faces));
          }}
        />
      ) : null}

      {deciding ? (
        <div className="actions sg-actions">
          <button
            type="button"
            className="btn btn-primary btn-big"
            disabled={busy}
            onClick={() => void send()}
            aria-keyshortcuts="Enter R"
          >
            {p.seats.length > 1 ? `${p.names[seat]}: roll` : "Roll"} {dice(diceInHand(s.turn))}
            {hint ? <HintBadge rank={1} value={hint.value} unit={p.hints!.unit} /> : null}
          </button>
          {hint ? (
            <span className="quiet">
              {p.hints!.unit}: {hint.value.toFixed(2)}
            </span>
          ) : (
            <span className="quiet key-line">Enter or R rolls</span>
          )}
        </div>
      ) : null}

      {!deciding && !refereeRoll && p.step.kind !== "end" ? (
        <p className="waiting" aria-live="polite">
          {p.step.kind === "chance"
            ? `${rollingOff ? "Rolling off" : `${name} is throwing`}…`
            : `Waiting for ${p.names[seat] ?? "the next player"}…`}
        </p>
      ) : null}
    </div>
  );
}
