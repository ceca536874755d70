/**
 * New-game options for Roll In One in the browser: a quick game or the full game with golfer
 * and caddie cards, both on a generated course (the course builder is not drawn yet), and the
 * course seed that generates the holes.
 */
import type { OptionsProps } from "../../../web/web-game.ts";

export function RollInOneOptions({ value, onChange }: OptionsProps) {
  const cards = value.cards === true;
  const seed = typeof value.courseSeed === "number" ? value.courseSeed : 1;
  return (
    <div className="options">
      <div className="mode-grid" role="radiogroup" aria-label="Game">
        {(
          [
            [false, "Quick game", "Clubs and dice only: hit, roll, reach the green."],
            [true, "Full game with cards", "Golfer cards face up, caddie cards in your hand."],
          ] as const
        ).map(([on, name, line]) => (
          <label key={name} className={`mode-choice${cards === on ? " mode-on" : ""}`}>
            <input
              type="radio"
              name="rio-cards"
              checked={cards === on}
              onChange={() => onChange({ ...value, layout: "generated", cards: on })}
            />
            <strong>{name}</strong>
            <span className="quiet">{line}</span>
          </label>
        ))}
      </div>
      <label className="inline">
        Course seed{" "}
        <input
          type="number"
          min={1}
          step={1}
          value={seed}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 1)
              onChange({ ...value, layout: "generated", courseSeed: n });
          }}
        />
      </label>
      <p className="quiet">
        The holes are generated from the seed (the same seed, the same course). Designing holes by
        hand with the boards is not in the browser yet: use <code>clubhouse play roll-in-one</code>{" "}
        in the terminal for that, and for the Campaign, Bumper Golf and Survival variants.
      </p>
    </div>
  );
}
