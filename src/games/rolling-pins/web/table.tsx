/**
 * Rolling Pins' table: the frame in play (tap pins to cross them, the sum against the roll shown
 * as you tap; only a crossing the server lists can be confirmed, otherwise the rules say why),
 * the dice with their abilities, miss on purpose, the whole sheet and the ability panel. Duplicate
 * rolls show everyone's own dice of the shared roll. Referee mode enters the real dice.
 */
import { useEffect, useRef } from "react";
import { useSending, useStepState } from "../../../web/step-state.ts";
import type { TableProps } from "../../../web/web-game.ts";
import { FaceEntry } from "../../../web/widgets/face-entry.tsx";
import { HintBadge, HintChips } from "../../../web/widgets/hint.tsx";
import { type Action, whyNot } from "../actions.ts";
import { totalScore } from "../rules/scoring.ts";
import { ballsLeft, layout, rollValue, type State } from "../state.ts";
import { LaneDice, LanePins } from "./lane.tsx";
import { actionWords, dieLook, sameAction } from "./look.ts";
import { AbilityPanel } from "./panel.tsx";
import { Sheet } from "./sheet.tsx";
import { Standings } from "./standings.tsx";

function frameName(f: number): string {
  return f < 10 ? `Frame ${f + 1}` : `Bonus frame ${f - 9}`;
}

/** The sheet this device looks at: its own seat deciding, else the one rolling, else its own. */
function focusSeat(st: State, p: TableProps): number {
  const step = p.step;
  if (step.kind === "decision" && p.seats.includes(step.seat)) return step.seat;
  const mine = p.seats.filter((x) => st.sheets[x].phase !== "done");
  if (step.kind === "chance" && step.seat !== undefined) return step.seat;
  if (mine.length) return mine[0];
  if (step.kind === "decision") return step.seat;
  return st.options.duplicate ? 0 : st.turn;
}

export function RollingPinsTable(p: TableProps) {
  const st = p.view as State;
  const l = layout(st);
  const seat = focusSeat(st, p);
  const s = st.sheets[seat];
  const name = p.names[seat] ?? `Player ${seat + 1}`;
  const legal = p.step.kind === "decision" && p.step.seat === seat ? (p.legal as Action[]) : [];
  const deciding = legal.length > 0;
  // A new step starts a fresh choice.
  const [picked, setPicked] = useStepState<number[]>(p.version, []);
  const [extraMode, setExtraMode] = useStepState(p.version, false);
  const [busy, sending] = useSending(p.version);

  // Dice tumble once when they land on this sheet (remembered by version, as GOLO's do).
  const prev = useRef<{ seat: number; rolled: boolean } | null>(null);
  const landing = useRef(-1);
  const rolled = s.phase === "roll";
  if (
    prev.current &&
    rolled &&
    (!prev.current.rolled || prev.current.seat !== seat) &&
    landing.current !== p.version
  )
    landing.current = p.version;
  useEffect(() => {
    prev.current = { seat, rolled };
  });
  const rollKey = landing.current >= 0 ? landing.current : null;

  const send = async (a: Action) => {
    const ok = await sending(() => p.act(seat, a));
    if (ok) {
      setPicked([]);
      setExtraMode(false);
    }
  };
  const find = (a: Action) => legal.find((x) => sameAction(x, a));
  const hintRank = (a: Action | undefined) => {
    if (!a || !p.hints) return null;
    const i = p.hints.options.findIndex((o) => sameAction(o.action, a));
    return i < 0 ? null : (
      <HintBadge rank={i + 1} value={p.hints.options[i].value} unit={p.hints.unit} />
    );
  };

  const crosses = legal.filter((a): a is Extract<Action, { type: "cross" }> => a.type === "cross");
  const extraPins = legal.filter(
    (a): a is Extract<Action, { type: "extraPin" }> => a.type === "extraPin",
  );
  const marks = legal.filter((a): a is Extract<Action, { type: "mark" }> => a.type === "mark");
  const value = rollValue(s);
  const sorted = [...picked].sort((a, b) => a - b);
  const sum = picked.reduce((t, n) => t + n, 0);
  const chosen = picked.length ? crosses.find((a) => sameAction(a.pins, sorted)) : undefined;
  const why =
    deciding && s.phase === "roll" && picked.length && !chosen
      ? whyNot(st, seat, { type: "cross", pins: sorted })
      : null;
  const miss = find({ type: "miss" });
  const best = p.hints?.options[0]?.action as Action | undefined;
  const bestPins = best?.type === "cross" ? best.pins : [];
  const pinMode = !deciding
    ? null
    : extraMode
      ? "extraPin"
      : s.phase === "roll" && value >= 0
        ? "cross"
        : null;

  const tap = (n: number) => {
    if (pinMode === "extraPin") {
      const a = extraPins.find((x) => x.pin === n);
      if (a) void send(a);
      return;
    }
    setPicked((ps) => (ps.includes(n) ? ps.filter((x) => x !== n) : [...ps, n]));
  };

  // Keyboard: 1 or 2 chooses the dice, Enter crosses out the chosen pins, M misses, N ends the
  // frame, Esc clears. Pins are buttons: Tab to one, Space or Enter taps it.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    if (!deciding || busy || e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target as HTMLElement | null;
    if (t && ["INPUT", "SELECT", "TEXTAREA", "BUTTON", "A"].includes(t.tagName)) return;
    const k = e.key.toLowerCase();
    let a: Action | undefined;
    if (s.phase === "choose" && (k === "1" || k === "2"))
      a = find({ type: "dice", count: k === "1" ? 1 : 2 });
    else if (k === "enter" && chosen) a = chosen;
    else if (k === "m") a = miss;
    else if (k === "n") a = find({ type: "next" });
    else if (k === "escape") {
      setPicked([]);
      setExtraMode(false);
      e.preventDefault();
      return;
    }
    if (!a) return;
    e.preventDefault();
    void send(a);
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener("keydown", h);
    return () => document.removeEventListener("keydown", h);
  }, []);

  const refereeRoll = p.referee && p.step.kind === "chance";
  const done = s.phase === "done";
  // "Roll one die or two" only to the one choosing: another's turn says "Waiting for…" below.
  const laneNote =
    s.phase === "choose"
      ? deciding
        ? "Roll one die or two."
        : ""
      : s.phase === "wait" || s.phase === "reroll"
        ? "Rolling…"
        : s.phase === "frameEnd"
          ? "Second ball over."
          : "";
  const balls = ballsLeft(s);

  return (
    <div className="rp-table">
      <div className="golo-status">
        <span>
          {done ? "Game over" : `${frameName(s.frame)} · ball ${s.ball}`}
          {st.options.duplicate ? " · duplicate rolls" : ""}
        </span>
        <span className="golo-player">{name}</span>
        {!done ? (
          <span className="quiet">
            {balls} bowling ball{balls === 1 ? "" : "s"}
          </span>
        ) : null}
        <span className="quiet">total {totalScore(s)}</span>
        {s.extraDie ? <span className="tag">Extra Die this ball</span> : null}
        {s.autoStrike ? <span className="tag">Auto-strike next frame</span> : null}
      </div>
      {st.sheets.length > 1 ? <Standings st={st} names={p.names} focus={seat} /> : null}

      {!done ? (
        <div className="rp-lane">
          <LanePins l={l} s={s} picked={picked} mode={pinMode} best={bestPins} onTap={tap} />
          <div className="rp-lane-side">
            {s.phase === "roll" && s.dice.length ? (
              <>
                <LaneDice
                  s={s}
                  duplicate={st.options.duplicate}
                  legal={legal}
                  busy={busy}
                  rollKey={rollKey}
                  hints={p.hints}
                  onAct={(a) => void send(a)}
                />
                <p className={`rp-sum${chosen ? " rp-sum-ok" : ""}`} aria-live="polite">
                  {value < 0
                    ? "Drop one die first (Extra Die)."
                    : picked.length
                      ? `${sorted.join(" + ")} = ${sum} · roll ${value}${chosen ? " ✓" : ""}`
                      : `Roll ${value}: tap pins that add up to ${value}.`}
                </p>
              </>
            ) : (
              <p className="quiet rp-lane-note">{laneNote}</p>
            )}
          </div>
        </div>
      ) : null}

      {deciding ? (
        <div className="rp-actions">
          {marks.length ? (
            <p className="rp-mark-note">
              A square to mark: tap an open square on the ability panel.
            </p>
          ) : null}
          <div className="actions">
            {[1, 2].map((count) => {
              const a = find({ type: "dice", count: count as 1 | 2 });
              return a ? (
                <button
                  key={count}
                  type="button"
                  className="btn btn-primary btn-big"
                  disabled={busy}
                  onClick={() => void send(a)}
                  aria-keyshortcuts={String(count)}
                >
                  {count === 1 ? "Roll one die" : "Roll two dice"}
                  {hintRank(a)}
                </button>
              ) : null;
            })}
            {s.phase === "roll" ? (
              <button
                type="button"
                className="btn btn-primary btn-big"
                disabled={!chosen || busy}
                onClick={() => chosen && void send(chosen)}
                aria-describedby="rp-why"
              >
                {chosen ? `Cross out ${sorted.join(" + ")}` : "Tap pins to cross out"}
                {hintRank(chosen)}
              </button>
            ) : null}
            {miss ? (
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => void send(miss)}
                aria-keyshortcuts="M"
              >
                Miss on purpose
                {hintRank(miss)}
              </button>
            ) : null}
            {(["extraDie", "reroll", "next"] as const).map((type) => {
              const a = find({ type });
              return a ? (
                <button
                  key={type}
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => void send(a)}
                >
                  {type === "extraDie"
                    ? "Extra Die"
                    : type === "reroll"
                      ? "Re-roll"
                      : "End the frame"}
                  {hintRank(a)}
                </button>
              ) : null;
            })}
            {extraPins.length ? (
              <button
                type="button"
                className="btn"
                aria-pressed={extraMode}
                disabled={busy}
                onClick={() => setExtraMode(!extraMode)}
              >
                {extraMode ? "Extra Pin: tap a pin (or here to cancel)" : "Extra Pin"}
              </button>
            ) : null}
            {picked.length ? (
              <button type="button" className="btn btn-quiet" onClick={() => setPicked([])}>
                Clear
              </button>
            ) : null}
          </div>
          <p id="rp-why" className={why ? "why" : "sr-only"} aria-live="polite">
            {why ? `Not allowed: ${why}.` : ""}
          </p>
          <HintChips
            hints={p.hints}
            most={8}
            disabled={busy}
            words={(o) => actionWords(o.action as Action, l)}
            onPick={(o) => {
              const a = o.action as Action;
              if (a.type === "cross") setPicked([...a.pins]);
              else void send(a);
            }}
          />
        </div>
      ) : null}

      {refereeRoll && p.step.kind === "chance" ? (
        <FaceEntry
          dice={p.step.dice}
          label={
            p.step.label === "shared roll"
              ? "The shared roll: what do the dice show?"
              : `${name} rolls: what do the dice show?`
          }
          look={dieLook}
          busy={busy}
          onConfirm={async (faces) => {
            await sending(() => p.roll(faces));
          }}
        />
      ) : null}

      {!deciding && !refereeRoll && p.step.kind !== "end" ? (
        <p className="waiting" aria-live="polite">
          {p.step.kind === "chance"
            ? p.step.seat === undefined
              ? "The shared roll is coming…"
              : `${p.names[p.step.seat] ?? name} is rolling…`
            : `Waiting for ${p.names[p.step.seat] ?? "the next player"}…`}
        </p>
      ) : null}

      <Sheet l={l} s={s} name={name} live />
      {st.options.abilities ? (
        <AbilityPanel
          l={l}
          s={s}
          markable={marks.map((m) => m.area)}
          busy={busy}
          onMark={(area) => {
            const a = marks.find((m) => m.area === area);
            if (a) void send(a);
          }}
          hintOf={(area) => hintRank(marks.find((m) => m.area === area))}
        />
      ) : null}
      {st.options.duplicate ? (
        <p className="quiet">
          Duplicate rolls: everyone bowls the same dice. Two-dice rolls use the white and the blue
          die; a one-die roll uses the blue alone; the vermillion one is for Extra Die.
        </p>
      ) : null}
    </div>
  );
}
