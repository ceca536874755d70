/** The cup (dice to roll, or the roll showing, tappable) and the dice removed this nine. */
import type { Hints } from "../../../api/contract.ts";
import { DieFace } from "../../../web/widgets/dice.tsx";
import type { DiceSet } from "../data.ts";
import { resultName } from "../rules/result.ts";
import { firstSlot, type State } from "../state.ts";
import { lookOf } from "./look.ts";

interface CupProps {
  readonly s: State;
  readonly set: DiceSet;
  readonly picked: readonly number[];
  readonly selectable: boolean;
  onToggle(die: number): void;
  readonly rollKey: number | null;
  readonly hints: Hints | null;
}

export function Cup({ s, set, picked, selectable, onToggle, rollKey, hints }: CupProps) {
  const showing = s.phase === "act";
  const inAir = s.phase === "roll" || s.phase === "reroll";
  const rerolled = s.phase === "reroll" && s.reroll ? s.reroll.dice : [];
  const best = hints?.options[0]?.action as { type?: string; dice?: number[] } | undefined;
  const bestDice = best?.type === "remove" ? (best.dice ?? []) : [];
  if (s.cup.length === 0) return null;
  return (
    <section className="cup" aria-label={showing ? "The roll" : "In the cup"}>
      <h2 className="panel-title">
        {showing
          ? "The roll"
          : inAir
            ? "Rolling…"
            : `In the cup · ${s.cup.length} ${s.cup.length === 1 ? "die" : "dice"}`}
      </h2>
      <ul className="dice-row">
        {s.cup.map((d, i) => {
          const die = set.dice[d];
          const face = showing ? s.faces[i] : null;
          const on = picked.includes(d);
          const order = picked.indexOf(d);
          const label = `${die.name}, ${die.colour} par ${die.par}${face !== null ? `, shows ${face} (${resultName(face, die.par)})` : ""}${on ? ", chosen" : ""}`;
          const drawn = (
            <DieFace
              look={lookOf(die)}
              face={face}
              size={58}
              rollKey={showing ? rollKey : null}
              faces={die.faces}
              dim={rerolled.length > 0 && !rerolled.includes(d)}
            />
          );
          return (
            <li key={d} className="die-slot">
              {selectable ? (
                <button
                  type="button"
                  className={`die-btn${on ? " die-on" : ""}${bestDice.includes(d) ? " die-best" : ""}`}
                  aria-pressed={on}
                  aria-label={label}
                  onClick={() => onToggle(d)}
                >
                  {drawn}
                  {on && s.options.mode === "scorecard" ? (
                    <span className="pick-order">{order + 1}</span>
                  ) : null}
                  <span className="key-hint" aria-hidden="true">
                    {i + 1}
                  </span>
                </button>
              ) : (
                <span className="die-still" role="img" aria-label={label}>
                  {drawn}
                </span>
              )}
              <span className="die-name" aria-hidden="true">
                {die.name}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Removed({
  s,
  set,
  fresh,
  rollKey,
}: {
  s: State;
  set: DiceSet;
  fresh: Set<number>;
  rollKey: number | null;
}) {
  const card = s.cards[s.seat];
  if (!card || s.phase === "over") return null;
  const base = firstSlot(s);
  const done = card.map((h, slot) => ({ h, slot })).filter((x) => x.h && x.slot >= base);
  if (done.length === 0) return null;
  return (
    <section className="removed" aria-label="Removed this nine">
      <h2 className="panel-title">Scored so far</h2>
      <ul className="dice-row dice-row-small">
        {done.map(({ h, slot }) => {
          const die = set.dice[h!.die];
          const name = resultName(h!.strokes, h!.par);
          return (
            <li
              key={slot}
              className="die-slot"
              aria-label={`Hole ${slot + 1}: ${die.name} ${h!.face}${h!.penalty ? ` plus ${h!.penalty} penalty` : ""}, ${name}`}
            >
              <DieFace
                look={lookOf(die)}
                face={h!.face}
                size={40}
                rollKey={fresh.has(slot) ? rollKey : null}
                faces={die.faces}
              />
              <span className="die-name" aria-hidden="true">
                {h!.penalty ? `+${h!.penalty} ` : ""}
                {name}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
