/**
 * The standings strip of a table of several bowlers (up to twelve): everyone's running total and
 * frame in one compact row that scrolls sideways on a phone, leader first marked, the sheet on
 * screen highlighted. Totals are the scored frames so far, as on the paper sheet.
 */
import { totalScore } from "../rules/scoring.ts";
import type { State } from "../state.ts";

export function Standings({
  st,
  names,
  focus,
}: {
  readonly st: State;
  readonly names: readonly string[];
  readonly focus: number;
}) {
  const totals = st.sheets.map((s) => totalScore(s));
  const top = Math.max(...totals);
  return (
    <ol className="rp-standings" aria-label="Standings: everyone's running total">
      {st.sheets.map((s, seat) => {
        const done = s.phase === "done";
        const frame = s.frame < 10 ? `F${s.frame + 1}` : "bonus";
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions at the table.
            key={seat}
            className={`rp-stand${seat === focus ? " rp-stand-me" : ""}`}
            aria-current={seat === focus ? "true" : undefined}
          >
            <span className="rp-stand-name">{names[seat] ?? `Player ${seat + 1}`}</span>
            <span className="rp-stand-total">
              {totals[seat]}
              {totals[seat] === top && top > 0 ? (
                <span>
                  {" ★"}
                  <span className="sr-only"> leading</span>
                </span>
              ) : null}
            </span>
            <span className="rp-stand-frame quiet">{done ? "done" : frame}</span>
          </li>
        );
      })}
    </ol>
  );
}
