/**
 * The rule options a new game may take (the rulebook's "Want to modify the game?"): feeling
 * mean (with cards, two or more players), ricochet and handicap points. The variants
 * (Campaign, Bumper Golf, Survival) are chosen beside the course in options.tsx.
 */
import type { Json } from "../../../engine/game.ts";
import type { OptionsProps } from "../../../web/web-game.ts";

export function RuleOptions({ value, onChange, players }: OptionsProps) {
  const set = (k: string, v: Json | undefined) => {
    const next: Record<string, Json> = { ...value };
    if (v === undefined || v === false) delete next[k];
    else next[k] = v;
    onChange(next);
  };
  const check = (k: string, label: string, note: string, disabled = false) => (
    <label className="inline rio-rule-option">
      <input
        type="checkbox"
        checked={value[k] === true}
        disabled={disabled}
        onChange={(e) => set(k, e.target.checked)}
      />{" "}
      <strong>{label}</strong> <span className="quiet">{note}</span>
    </label>
  );
  return (
    <fieldset className="rio-rule-options">
      <legend>Rule options</legend>
      {check(
        "mean",
        "Feeling mean",
        "caddie cards may be played during a rival's turn (with cards, two or more players)",
        value.cards !== true || players < 2,
      )}
      {check("ricochet", "Ricochet", "landing on a ball moves it or yours to a space next to it")}
      {check(
        "handicap",
        "Handicap points",
        "6 points each: change a roll by one a point, or cross out of bounds",
      )}
    </fieldset>
  );
}
