/**
 * Hints on the table itself: the toggle, and a badge beside each option with its value and
 * rank (1 = best). The values come from the server's hint call, best first.
 */
import type { ReactNode } from "react";
import type { HintOption, Hints } from "../../api/contract.ts";

export function HintToggle({
  on,
  onToggle,
  disabled,
}: {
  on: boolean;
  onToggle(): void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="btn btn-quiet"
      aria-pressed={on}
      onClick={onToggle}
      disabled={disabled}
    >
      {on ? "Hide hints" : "Show hints"}
    </button>
  );
}

export function HintBadge({ rank, value, unit }: { rank: number; value: number; unit: string }) {
  return (
    <span
      className={`hint-badge${rank === 1 ? " hint-best" : ""}`}
      title={`${unit}: ${value.toFixed(2)}`}
    >
      <span className="sr-only">
        {rank === 1 ? "best choice, " : `choice ${rank}, `}
        {unit}{" "}
      </span>
      {value.toFixed(2)}
    </span>
  );
}

/**
 * The best few options as chips on the table, each with its badge; a tap does what the game
 * says (select the dice, or send the move). Nothing while there are no hints.
 */
export function HintChips({
  hints,
  most,
  words,
  onPick,
  disabled,
}: {
  hints: Hints | null | undefined;
  /** How many chips at most. */
  most: number;
  /** The chip's text for an option (default: the hint's label). */
  words?: (o: HintOption) => ReactNode;
  onPick(o: HintOption): void;
  disabled?: boolean;
}) {
  if (!hints?.options.length) return null;
  return (
    <fieldset className="plain chips hint-chips">
      <legend className="sr-only">Hints, {hints.unit}, best first</legend>
      {hints.options.slice(0, most).map((o, i) => (
        <button
          key={o.label}
          type="button"
          className="chip"
          disabled={disabled}
          onClick={() => onPick(o)}
        >
          {words ? words(o) : o.label}
          <HintBadge rank={i + 1} value={o.value} unit={hints.unit} />
        </button>
      ))}
    </fieldset>
  );
}

/** The hint list as a panel: every option, best first. */
export function HintPanel({ hints, chosen }: { hints: Hints; chosen?: string | null }) {
  return (
    <section className="hint-panel" aria-label="Hints">
      <h2 className="panel-title">Hints · {hints.unit}</h2>
      <ol>
        {hints.options.map((o, i) => (
          <li key={o.label} className={o.label === chosen ? "hint-chosen" : undefined}>
            <HintBadge rank={i + 1} value={o.value} unit={hints.unit} /> <span>{o.label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
