/**
 * The ability panel, as on the right of the sheet: ten areas of one to three squares, the top
 * five open from the start and the bottom five once all ten top squares are marked. An area
 * whose squares are all marked has its ability circled ("ready"), struck through once used.
 * While a square is owed (a strike, a gray pin on the second ball) the open squares are buttons.
 */
import type { ReactNode } from "react";
import { ABILITY_NAMES, type Layout } from "../data.ts";
import { type PlayerSheet, topFull } from "../state.ts";
import { ABILITY_LINES } from "./look.ts";

interface Props {
  readonly l: Layout;
  readonly s: PlayerSheet;
  /** Areas a square may be marked in now (from the server's legal actions), else empty. */
  readonly markable: readonly number[];
  readonly busy: boolean;
  onMark(area: number): void;
  /** Hint values by area, when hints are on. */
  readonly hintOf?: (area: number) => ReactNode;
}

function stateOf(l: Layout, s: PlayerSheet, i: number): "ready" | "used" | "open" | "locked" {
  const full = s.marks[i] === l.areas[i].squares;
  if (full) return s.used[i] ? "used" : "ready";
  return i >= 5 && !topFull(l, s) ? "locked" : "open";
}

const WORDS = { ready: "ready", used: "used", open: "", locked: "opens when the top is full" };

export function AbilityPanel({ l, s, markable, busy, onMark, hintOf }: Props) {
  const rows = [
    [0, 1, 2, 3, 4],
    [5, 6, 7, 8, 9],
  ];
  return (
    <section className="rp-panel" aria-label="Abilities">
      <h2 className="panel-title">
        Abilities
        {s.pendingMarks > 0
          ? ` · mark ${s.pendingMarks === 1 ? "a square" : `${s.pendingMarks} squares`}`
          : ""}
      </h2>
      {rows.map((row, r) => (
        <ul
          key={r === 0 ? "top" : "bottom"}
          className={`rp-areas${r === 1 && !topFull(l, s) ? " rp-locked" : ""}`}
        >
          {row.map((i) => {
            const a = l.areas[i];
            const st = stateOf(l, s, i);
            const canMark = markable.includes(i);
            const squares = Array.from({ length: a.squares }, (_, k) => k);
            return (
              <li
                key={a.ability}
                className={`rp-area rp-area-${st}${canMark ? " rp-area-markable" : ""}`}
              >
                <span className="rp-squares">
                  {squares.map((k) => {
                    const on = k < s.marks[i];
                    const next = k === s.marks[i];
                    return canMark && next ? (
                      <button
                        key={k}
                        type="button"
                        className="rp-square rp-square-btn"
                        disabled={busy}
                        aria-label={`Mark a square of ${ABILITY_NAMES[a.ability]} (${s.marks[i]} of ${a.squares} marked)`}
                        onClick={() => onMark(i)}
                      />
                    ) : (
                      <span
                        key={k}
                        className={`rp-square${on ? " rp-square-on" : ""}`}
                        aria-hidden="true"
                      />
                    );
                  })}
                </span>
                <span className={`rp-ability rp-ability-${st}`} title={ABILITY_LINES[a.ability]}>
                  {ABILITY_NAMES[a.ability]}
                </span>
                <span className="sr-only">
                  {`, ${s.marks[i]} of ${a.squares} squares${WORDS[st] ? `, ${WORDS[st]}` : ""}. ${ABILITY_LINES[a.ability]}`}
                </span>
                {canMark && hintOf ? hintOf(i) : null}
              </li>
            );
          })}
        </ul>
      ))}
    </section>
  );
}
