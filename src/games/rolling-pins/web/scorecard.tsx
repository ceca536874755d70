/**
 * Rolling Pins' scorecard: each bowler's ten frames as on a bowling sheet (the two balls' boxes
 * with X and /, the running total under them), the final score, and alone the Solo Table rank.
 */
import type { ScorecardProps } from "../../../web/web-game.ts";
import { type GridRow, ScorecardGrid } from "../../../web/widgets/scorecard-grid.tsx";
import { frameScores, rankOf, totalScore } from "../rules/scoring.ts";
import { layout, type State } from "../state.ts";
import { boxes, Sheet } from "./sheet.tsx";

const FRAMES = Array.from({ length: 10 }, (_, f) => f + 1);

export function RollingPinsScorecard({ view, names, current }: ScorecardProps) {
  const st = view as State;
  if (!st?.sheets) return null;
  const solo = st.sheets.length === 1;
  // At the end, each bowler's whole paper sheet: which pins fell in which frame.
  const over = st.sheets.every((s) => s.phase === "done");
  return (
    <div className="rp-card">
      {st.sheets
        .map((_, i) => i)
        .map((seat) => {
          const s = st.sheets[seat];
          const fs = frameScores(s);
          const name = names[seat] ?? `Player ${seat + 1}`;
          const total = totalScore(s);
          const done = s.phase === "done";
          const rows: GridRow[] = [
            {
              label: "Balls",
              cells: fs.map((f, i) => {
                const [a, b] = boxes(f);
                return (
                  <span key={FRAMES[i]} className="rp-card-balls">
                    <span className={a === "X" ? "rp-x" : undefined}>{a || "\u00a0"}</span>
                    <span className={b === "/" ? "rp-spare" : undefined}>{b || "\u00a0"}</span>
                  </span>
                );
              }),
            },
            {
              label: "Total",
              cells: fs.map((f) => f.total ?? ""),
              total,
              tone: "strong",
            },
          ];
          return (
            <div key={seat} className="rp-card-seat">
              {over ? <Sheet l={layout(st)} s={s} name={name} live={false} /> : null}
              <ScorecardGrid
                caption={`${name} — ${total} pins${done ? "" : " so far"}${done && solo ? ` · Solo Table: ${rankOf(total)}` : ""}`}
                columns={FRAMES}
                rows={rows}
                highlight={current === seat && !done}
              />
            </div>
          );
        })}
      {solo && st.sheets[0].phase === "done" ? (
        <p className="rp-rank">
          <strong>{rankOf(totalScore(st.sheets[0]))}</strong> on the Solo Table{" "}
          <span className="quiet">
            (≤99 Pinhead · 100-134 Beginner · 135-169 Intermediate · 170-199 Advanced · 200+ Master)
          </span>
        </p>
      ) : null}
    </div>
  );
}
