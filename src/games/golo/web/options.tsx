/** New-game options for GOLO: the variant, the length, and the course's pars. */
import { useState } from "react";
import type { OptionsProps } from "../../../web/web-game.ts";
import { OptionCards } from "../../../web/widgets/option-cards.tsx";
import { type Mode, usesCourse } from "../options.ts";

const MODES = [
  ["simple", "Simple", "Roll, keep at least one, roll the rest."],
  ["flop", "Flop", "One roll; every die counts."],
  ["trips", "Trips", "Three rolls; keep any on the first two."],
  ["scorecard", "Scorecard", "Keep dice in the order of the course's pars."],
  ["match", "Match Play", "Two players, one die a hole; win holes."],
  ["skins", "Skins", "One die a hole; a tie carries the skin on."],
] as const;

const COURSES = [
  ["4 4 3 4 5 4 4 3 5", "Front nine (par 36)"],
  ["5 4 3 4 4 3 4 4 5", "Back nine (par 36)"],
  ["4 4 3 4 5 4 4 3 5 5 4 3 4 4 3 4 4 5", "Eighteen holes (par 72)"],
] as const;

function parsePars(text: string): number[] | string {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.some((w) => !/^\d$/.test(w)))
    return "Pars are single numbers (3, 4 or 5) separated by spaces.";
  if (words.length !== 9 && words.length !== 18)
    return `A course has 9 or 18 holes; this has ${words.length}.`;
  return words.map(Number);
}

export function GoloOptions({ value, onChange, players }: OptionsProps) {
  const mode = (value.mode as string) ?? "simple";
  const course = usesCourse(mode as Mode);
  const [parsText, setParsText] = useState(() =>
    Array.isArray(value.pars) ? value.pars.join(" ") : COURSES[0][0],
  );
  const pars = parsePars(parsText);
  const setPars = (text: string) => {
    setParsText(text);
    const p = parsePars(text);
    const { pars: _old, ...rest } = value;
    onChange(typeof p === "string" ? rest : { ...rest, pars: p });
  };
  const setMode = (m: string) => {
    const { holes: _h, pars: _p, ...rest } = value;
    const next: Record<string, (typeof value)[string]> = { ...rest, mode: m };
    const isCourse = usesCourse(m as Mode);
    if (isCourse && typeof pars !== "string") next.pars = pars;
    if (!isCourse && value.holes !== undefined) next.holes = value.holes;
    onChange(next);
  };
  return (
    <div className="options">
      <OptionCards
        label="Variant"
        name="golo-mode"
        cards={MODES}
        chosen={mode}
        onChoose={setMode}
      />
      {mode === "match" && players !== 2 ? (
        <p className="warn">Match Play is for exactly two players.</p>
      ) : null}
      {course ? (
        <div className="stack">
          <label className="stack">
            Course (one par per hole)
            <input
              value={parsText}
              onChange={(e) => setPars(e.target.value)}
              inputMode="numeric"
              aria-invalid={typeof pars === "string"}
            />
          </label>
          <div className="chips">
            {COURSES.map(([p, label]) => (
              <button
                key={p}
                type="button"
                className={`chip${parsText === p ? " chip-on" : ""}`}
                onClick={() => setPars(p)}
              >
                {label}
              </button>
            ))}
          </div>
          {typeof pars === "string" ? <p className="warn">{pars}</p> : null}
        </div>
      ) : (
        <label className="inline">
          Holes{" "}
          <select
            value={String(value.holes ?? 9)}
            onChange={(e) => onChange({ ...value, holes: Number(e.target.value) })}
          >
            <option value="9">9 (a nine)</option>
            <option value="18">18 (a round)</option>
            <option value="72">72 (a tournament)</option>
          </select>
        </label>
      )}
    </div>
  );
}
