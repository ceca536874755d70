/**
 * A scorecard as a real table: hole numbers across, a row per line of the card, totals at the
 * right; the first column and the totals stay put while a phone scrolls the holes sideways.
 */
import type { ReactNode } from "react";

export interface GridRow {
  readonly label: string;
  readonly cells: readonly ReactNode[];
  readonly total?: ReactNode;
  /** Extra class, e.g. "row-strong" for the strokes line. */
  readonly tone?: "strong" | "quiet";
}

export interface ScorecardGridProps {
  readonly caption: string;
  /** Column heads, e.g. hole numbers. */
  readonly columns: readonly ReactNode[];
  readonly rows: readonly GridRow[];
  readonly totalLabel?: string;
  readonly highlight?: boolean;
}

export function ScorecardGrid({
  caption,
  columns,
  rows,
  totalLabel = "Total",
  highlight,
}: ScorecardGridProps) {
  const hasTotal = rows.some((r) => r.total !== undefined);
  return (
    <div className={`card-scroll${highlight ? " card-current" : ""}`}>
      <table className="scorecard">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="row-head">
              <span className="sr-only">line</span>
            </th>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions on the card.
              <th scope="col" key={i}>
                {c}
              </th>
            ))}
            {hasTotal ? (
              <th scope="col" className="total">
                {totalLabel}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className={r.tone ? `row-${r.tone}` : undefined}>
              <th scope="row" className="row-head">
                {r.label}
              </th>
              {r.cells.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions on the card.
                <td key={i}>{c}</td>
              ))}
              {hasTotal ? <td className="total">{r.total ?? ""}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
