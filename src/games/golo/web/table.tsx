/**
 * GOLO's table: the dice in the cup, tap to choose which to remove (only a choice the server
 * listed as legal can be confirmed; otherwise the rules say why), Bottoms before a roll, the
 * dice removed this nine with their results, hints beside each choice, and in referee mode
 * the real dice entered one tap per die plus the ground rules (OB, mulligan, unplayable, DQ).
 */
import { useEffect, useRef, useState } from "react";
import { useSending, useStepState } from "../../../web/step-state.ts";
import type { TableProps } from "../../../web/web-game.ts";
import { DieFace } from "../../../web/widgets/dice.tsx";
import { FaceEntry } from "../../../web/widgets/face-entry.tsx";
import { HintBadge, HintChips } from "../../../web/widgets/hint.tsx";
import { checkAction, type Action as GoloAction } from "../actions.ts";
import { diceFor } from "../data.ts";
import { isHoleByHole } from "../options.ts";
import { resultName } from "../rules/result.ts";
import type { State } from "../state.ts";
import { Cup, Removed } from "./cup.tsx";
import { dieByName, lookFor, lookOf } from "./look.ts";
import { RefereeTools } from "./referee.tsx";

const MODE_NAME: Record<string, string> = {
  simple: "Simple",
  flop: "Flop",
  trips: "Trips",
  scorecard: "Scorecard",
  match: "Match Play",
  skins: "Skins",
};

function where(s: State): string {
  const o = s.options;
  if (isHoleByHole(o.mode))
    return `Hole ${s.round + 1} of ${o.pars.length} · par ${o.pars[s.round]}`;
  const nines = o.mode === "scorecard" ? o.pars.length / 9 : o.holes / 9;
  return nines > 1 ? `Nine ${s.round + 1} of ${nines}` : "The nine";
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function GoloTable(p: TableProps) {
  const s = p.view as State;
  const set = diceFor(s.options.dice);
  // A new step: the selection starts empty.
  const [picked, setPicked] = useStepState<number[]>(p.version, []);
  const [busy, sending] = useSending(p.version);
  const legal = p.legal as GoloAction[];
  const seat = p.step.kind === "decision" ? p.step.seat : s.seat;
  const deciding = p.step.kind === "decision" && legal.length > 0;
  const name = p.names[s.seat] ?? `Player ${s.seat + 1}`;

  // Dice tumble when they land: the view went from dice in the air to faces showing. The
  // landing is remembered by version, so later re-renders (a tap, a hint) do not cut it short.
  const prev = useRef<State | null>(null);
  const landing = useRef<{ version: number; fresh: Set<number> }>({
    version: -1,
    fresh: new Set(),
  });
  const before = prev.current;
  if (
    before &&
    before !== s &&
    (before.phase === "roll" || before.phase === "reroll") &&
    landing.current.version !== p.version
  ) {
    const fresh = new Set<number>();
    s.cards[s.seat]?.forEach((h, i) => {
      if (h && !before.cards[s.seat]?.[i]) fresh.add(i);
    });
    landing.current = { version: p.version, fresh };
  }
  useEffect(() => {
    prev.current = s;
  });
  const rollKey = landing.current.version >= 0 ? landing.current.version : null;
  const fresh = landing.current.fresh;

  const send = async (a: GoloAction) => {
    const ok = await sending(() => p.act(seat, a));
    if (ok) setPicked([]);
  };

  const removals = legal.filter(
    (a): a is Extract<GoloAction, { type: "remove" }> => a.type === "remove",
  );
  const exact = removals.find(
    (a) => a.dice.length === picked.length && a.dice.every((d, i) => d === picked[i]),
  );
  const chosen =
    picked.length > 0 ? (exact ?? removals.find((a) => sameSet(a.dice, picked))) : undefined;
  const why =
    deciding && s.phase === "act" && picked.length > 0 && !chosen
      ? checkAction(s, { type: "remove", dice: picked })
      : null;
  const removeNone = removals.find((a) => a.dice.length === 0);
  const removeAll =
    removals.length === 1 && removals[0].dice.length === s.cup.length ? removals[0] : undefined;
  // Match Play and Skins: pick the die for the hole first (the best by hint when hints are on).
  const [chosenTee, setChosenTee] = useState<number | null>(null);
  const rollsAll = legal.filter(
    (a): a is Extract<GoloAction, { type: "roll" }> => a.type === "roll",
  );

  const strokesOf = (ds: readonly number[]) =>
    ds.reduce((t, d) => t + s.faces[s.cup.indexOf(d)], 0);
  const rolls = rollsAll;
  const teeDice = [...new Set(rolls.flatMap((a) => (a.die === undefined ? [] : [a.die])))];
  const bestTee = (p.hints?.options[0]?.action as { die?: number } | undefined)?.die;
  const teeDie =
    chosenTee !== null && teeDice.includes(chosenTee)
      ? chosenTee
      : bestTee !== undefined && teeDice.includes(bestTee)
        ? bestTee
        : teeDice[0];
  const toggle = (die: number) =>
    setPicked((ps) => (ps.includes(die) ? ps.filter((d) => d !== die) : [...ps, die]));

  const hintFor = (a: GoloAction): { rank: number; value: number } | null => {
    if (!p.hints) return null;
    const i = p.hints.options.findIndex((o) => JSON.stringify(o.action) === JSON.stringify(a));
    return i < 0 ? null : { rank: i + 1, value: p.hints.options[i].value };
  };

  // Keyboard: 1-9 pick dice by position, Enter removes, R rolls, B calls Bottoms, Esc clears.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    if (!deciding || busy) return;
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (s.phase === "act" && /^[1-9]$/.test(e.key)) {
      const die = s.cup[Number(e.key) - 1];
      if (die !== undefined) toggle(die);
    } else if (s.phase === "act" && e.key === "Enter" && chosen && t?.tagName !== "BUTTON")
      void send(chosen);
    else if (s.phase === "act" && e.key === "Escape") setPicked([]);
    else if (s.phase === "tee" && (e.key === "r" || e.key === "b")) {
      const a = rolls.find(
        (r) => r.bottoms === (e.key === "b") && (r.die === undefined || r.die === teeDie),
      );
      if (a) void send(a);
    } else return;
    e.preventDefault();
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener("keydown", h);
    return () => document.removeEventListener("keydown", h);
  }, []);

  const penalty =
    s.penalty > 0 ? (
      <span className="tag tag-warn">+{s.penalty} penalty on the next die</span>
    ) : null;
  const refereeRoll = p.referee && p.step.kind === "chance";

  return (
    <div className="golo-table">
      <div className="golo-status">
        <span>
          {MODE_NAME[s.options.mode]}
          {s.options.referee ? " · referee" : ""} · {where(s)}
        </span>
        {s.phase !== "over" ? <span className="golo-player">{name}</span> : null}
        {s.bottoms && s.phase !== "tee" ? <span className="tag">Bottoms</span> : null}
        {penalty}
        {isHoleByHole(s.options.mode) ? (
          <span className="quiet">
            {s.options.mode === "skins" ? "Skins" : "Holes won"}:{" "}
            {s.won.map((w, i) => `${p.names[i]} ${w}`).join(" · ")}
            {s.carry ? ` · ${s.carry} carried` : ""}
          </span>
        ) : null}
      </div>

      {s.phase !== "over" ? (
        <Cup
          s={s}
          set={set}
          picked={picked}
          selectable={deciding && s.phase === "act"}
          onToggle={toggle}
          rollKey={rollKey}
          hints={p.hints && s.phase === "act" ? p.hints : null}
        />
      ) : null}

      {refereeRoll && p.step.kind === "chance" ? (
        <FaceEntry
          dice={p.step.dice}
          label={
            p.step.label === "roll"
              ? `${name} rolls: what do the dice show?`
              : `${p.step.label}: what does it show?`
          }
          look={(d) => {
            const g = dieByName(set, d.name);
            return g ? lookOf(g) : lookFor("", null);
          }}
          busy={busy}
          onConfirm={async (faces) => {
            await sending(() => p.roll(faces));
          }}
        />
      ) : null}

      {deciding && s.phase === "tee" ? (
        <fieldset className="plain actions golo-tee">
          <legend className="sr-only">Roll</legend>
          {teeDice.length > 1 ? (
            <div className="dice-row tee-pick">
              {teeDice.map((d) => (
                <button
                  key={d}
                  type="button"
                  className={`die-btn${d === teeDie ? " die-on" : ""}`}
                  aria-pressed={d === teeDie}
                  aria-label={`Play ${set.dice[d].name} on this hole`}
                  onClick={() => setChosenTee(d)}
                >
                  <DieFace look={lookOf(set.dice[d])} face={null} size={44} />
                  <span className="die-name">{set.dice[d].name}</span>
                </button>
              ))}
            </div>
          ) : null}
          {rolls
            .filter((a) => a.die === undefined || a.die === teeDie)
            .map((a) => {
              const die = a.die !== undefined ? set.dice[a.die].name : "";
              const h = hintFor(a);
              return (
                <button
                  key={`${a.bottoms}-${a.die ?? ""}`}
                  type="button"
                  className={`btn ${a.bottoms ? "" : "btn-primary"} btn-big`}
                  disabled={busy}
                  onClick={() => void send(a)}
                >
                  {a.bottoms
                    ? `Call Bottoms${die ? `: ${die}` : " and roll"}`
                    : `Roll${die ? ` ${die}` : ` ${s.cup.length} ${s.cup.length === 1 ? "die" : "dice"}`}`}
                  {h ? <HintBadge rank={h.rank} value={h.value} unit={p.hints!.unit} /> : null}
                </button>
              );
            })}
        </fieldset>
      ) : null}

      {deciding && s.phase === "act" ? (
        <div className="golo-act">
          <div className="actions">
            {removeAll ? (
              <button
                type="button"
                className="btn btn-primary btn-big"
                disabled={busy}
                onClick={() => void send(removeAll)}
              >
                {s.cup.length === 1
                  ? `Score ${set.dice[s.cup[0]].name}`
                  : `Score all ${s.cup.length} dice`}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-big"
                disabled={!chosen || busy}
                onClick={() => chosen && void send(chosen)}
                aria-describedby="golo-why"
              >
                {picked.length
                  ? `Remove ${picked.length} ${picked.length === 1 ? "die" : "dice"}`
                  : "Tap dice to remove"}
                {chosen && picked.length
                  ? ` (${strokesOf(picked)} ${strokesOf(picked) === 1 ? "stroke" : "strokes"})`
                  : ""}
                {chosen && hintFor(chosen) ? (
                  <HintBadge {...hintFor(chosen)!} unit={p.hints!.unit} />
                ) : null}
              </button>
            )}
            {removeNone ? (
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => void send(removeNone)}
              >
                Keep all, roll again
              </button>
            ) : null}
            {picked.length ? (
              <button type="button" className="btn btn-quiet" onClick={() => setPicked([])}>
                Clear
              </button>
            ) : null}
          </div>
          <HintChips
            hints={p.hints}
            most={5}
            words={(o) => o.label.replace(/^remove [\d ]+\(/, "").replace(/\)$/, "")}
            onPick={(o) => {
              const a = o.action as GoloAction;
              if (a.type === "remove") setPicked([...a.dice]);
            }}
          />
          <p id="golo-why" className={why ? "why" : "sr-only"} aria-live="polite">
            {why ? `Not allowed: ${why}.` : ""}
          </p>
          {picked.length > 0 && chosen ? (
            <p className="quiet">
              {picked
                .map((d) => {
                  const f = s.faces[s.cup.indexOf(d)];
                  return `${set.dice[d].name} ${f} (${resultName(f, set.dice[d].par)})`;
                })
                .join(", ")}
            </p>
          ) : null}
        </div>
      ) : null}

      {p.referee && deciding ? (
        <RefereeTools
          s={s}
          legal={legal}
          picked={picked}
          names={p.names}
          busy={busy}
          onAct={send}
        />
      ) : null}

      {!deciding && !refereeRoll && p.step.kind !== "end" && p.match.status !== "finished" ? (
        <p className="waiting" aria-live="polite">
          {p.step.kind === "chance"
            ? `${name} is rolling…`
            : `Waiting for ${p.names[seat] ?? "the next player"}…`}
        </p>
      ) : null}

      <Removed s={s} set={set} fresh={fresh} rollKey={rollKey} />
    </div>
  );
}
