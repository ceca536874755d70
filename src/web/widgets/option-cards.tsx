/** A new game's choice as a group of radio cards: a name and a line each, the chosen one marked. */

/** One card: the value it chooses, its name, and one line saying what it means. */
export type OptionCard<T> = readonly [value: T, name: string, line: string];

export function OptionCards<T extends string | boolean>({
  label,
  name,
  cards,
  chosen,
  onChoose,
}: {
  /** The group's accessible name ("Variant", "Course"). */
  label: string;
  /** The radio inputs' shared name, unique on the page. */
  name: string;
  cards: readonly OptionCard<T>[];
  /** null: none of them (a mix of the settings below). */
  chosen: T | null;
  onChoose(value: T): void;
}) {
  return (
    <div className="mode-grid" role="radiogroup" aria-label={label}>
      {cards.map(([value, title, line]) => (
        <label key={String(value)} className={`mode-choice${chosen === value ? " mode-on" : ""}`}>
          <input
            type="radio"
            name={name}
            value={String(value)}
            checked={chosen === value}
            onChange={() => onChoose(value)}
          />
          <strong>{title}</strong>
          <span className="quiet">{line}</span>
        </label>
      ))}
    </div>
  );
}
