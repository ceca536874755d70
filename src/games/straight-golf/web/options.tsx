/** New-game options for Straight Golf: the in-order variant and how many rounds. */
import type { OptionsProps } from "../../../web/web-game.ts";
import { type OptionCard, OptionCards } from "../../../web/widgets/option-cards.tsx";

const ORDERS: readonly OptionCard<boolean>[] = [
  [false, "Any order", "Set aside every new number of the straight."],
  [true, "In order", "1 first, then 2, then 3…: the harder game."],
];

export function StraightGolfOptions({ value, onChange }: OptionsProps) {
  const inOrder = value.inOrder === true;
  const rounds = typeof value.rounds === "number" ? value.rounds : 9;
  return (
    <div className="options">
      <OptionCards
        label="Variant"
        name="sg-order"
        cards={ORDERS}
        chosen={inOrder}
        onChoose={(on) => onChange({ ...value, inOrder: on })}
      />
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
