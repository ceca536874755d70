/** New-game options for Straight Golf: the in-order variant and how many rounds. */
import type { OptionsProps } from "../../../web/web-game.ts";

export function StraightGolfOptions({ value, onChange }: OptionsProps) {
  const inOrder = value.inOrder === true;
  const rounds = typeof value.rounds === "number" ? value.rounds : 9;
  return (
    <div className="options">
      <div className="mode-grid" role="radiogroup" aria-label="Variant">
        {(
          [
            [false, "Any order", "Set aside every new number of the straight."],
            [true, "In order", "1 first, then 2, then 3…: the harder game."],
          ] as const
        ).map(([on, name, line]) => (
          <label key={name} className={`mode-choice${inOrder === on ? " mode-on" : ""}`}>
            <input
              type="radio"
              name="sg-order"
              checked={inOrder === on}
              onChange={() => onChange({ ...value, inOrder: on })}
            />
            <strong>{name}</strong>
            <span className="quiet">{line}</span>
          </label>
        ))}
      </div>
      <label className="inline">
        Rounds{" "}
        <select
          value={String(rounds)}
          onChange={(e) => onChange({ ...value, rounds: Number(e.target.value) })}
        >
          <option value="9">9 (the rulebook's game)</option>
          <option value="3">3 (a quick one)</option>
          <option value="18">18 (a long round)</option>
        </select>
      </label>
    </div>
  );
}
