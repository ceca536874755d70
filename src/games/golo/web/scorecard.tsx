/**
 * GOLO's scorecard, as on paper: per player and per nine, each hole's par, the die removed for
 * it (drawn, in its colour), the strokes and the result named (eagle, birdie, par, bogey...).
 */
import type { ScorecardProps } from "../../../web/web-game.ts";
import { DieFace } from "../../../web/widgets/dice.tsx";
import { type GridRow, ScorecardGrid } from "../../../web/widgets/scorecard-grid.tsx";
import { diceFor } from "../data.ts";
import { isHoleByHole, usesCourse } from "../options.ts";
import { resultName } from "../rules/result.ts";
import type { HoleScore, State } from "../state.ts";
import { lookOf } from "./look.ts";

function rel(n: number): string {
  return n === 0 ? "E" : n > 0 ? `+${n}` : `${n}`;
}

export function GoloScorecard({ view, names, current }: ScorecardProps) {
  const s = view as State;
  if (!s?.cards) return null;
  const set = diceFor(s.options.dice);
  const m = s.options.mode;
  const byHole = isHoleByHole(m);
  const course = usesCourse(m);
  const per = byHole ? s.options.pars.length : m === "scorecard" ? 9 : set.dice.length;
  const blocks = s.cards[0].length / per;
  // While playing, show the nine being played; at the end, every nine.
  const over = s.phase === "over";
  const shownBlocks = over || byHole ? [...Array(blocks).keys()] : [s.round];
  return (
    <div className="golo-card">
      {s.cards.map((card, seat) => {
        const total = card.reduce((t, h) => t + (h?.strokes ?? 0), 0);
        const par = card.reduce((t, h) => t + (h?.par ?? 0), 0);
        const name = names[seat] ?? `Player ${seat + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one card per seat, in seat order.
          <div key={seat} className="golo-seat-card">
            {shownBlocks.map((b) => {
              const slots = card.slice(b * per, b * per + per);
              const first = b * per;
              const hole = (i: number) => (byHole ? i + 1 : first + i + 1);
              const parOf = (h: HoleScore | null, i: number) =>
                h ? h.par : course ? s.options.pars[first + i] : null;
              const sub = slots.reduce((t, h) => t + (h?.strokes ?? 0), 0);
              const rows: GridRow[] = [
                {
                  label: "Par",
                  cells: slots.map((h, i) => parOf(h, i) ?? "·"),
                  total: course
                    ? s.options.pars.slice(first, first + per).reduce((a, c) => a + c, 0)
                    : slots.reduce((t, h) => t + (h?.par ?? 0), 0) || "",
                  tone: "quiet",
                },
                {
                  label: "Die",
                  cells: slots.map((h, i) =>
                    h ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are holes on the card.
                      <span key={i} className="mini-die" title={set.dice[h.die].name}>
                        <DieFace look={lookOf(set.dice[h.die])} face={h.face} size={26} />
                        <span className="sr-only">{set.dice[h.die].name}</span>
                      </span>
                    ) : (
                      ""
                    ),
                  ),
                },
                {
                  label: "Strokes",
                  cells: slots.map((h) => (h ? `${h.strokes}${h.penalty ? "*" : ""}` : "")),
                  total: sub,
                  tone: "strong",
                },
                {
                  label: "Result",
                  cells: slots.map((h, i) =>
                    h ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are holes on the card.
                      <span key={i} className={`result result-${resultName(h.strokes, h.par)}`}>
                        {resultName(h.strokes, h.par)}
                      </span>
                    ) : (
                      ""
                    ),
                  ),
                },
              ];
              if (byHole) {
                rows.push({
                  label: m === "skins" ? "Skins" : "Winner",
                  cells: slots.map((_, i) => {
                    const w = s.holeWinner[i];
                    if (w === undefined) return "";
                    if (w < 0) return m === "skins" ? "carry" : "halved";
                    return m === "skins"
                      ? w === seat
                        ? s.holeSkins[i]
                        : ""
                      : w === seat
                        ? "won"
                        : "";
                  }),
                  total: s.won[seat],
                });
              }
              const caption =
                shownBlocks.length > 1 || blocks > 1
                  ? `${name} · ${byHole ? "holes" : `nine ${b + 1}`}`
                  : `${name}`;
              return (
                <ScorecardGrid
                  key={b}
                  caption={`${caption} — ${total} strokes (${rel(total - par)})${s.dq[seat] ? " · DQ" : ""}`}
                  columns={slots.map((_, i) => hole(i))}
                  rows={rows}
                  highlight={current === seat && !over}
                />
              );
            })}
          </div>
        );
      })}
      {s.cards.some((c) => c.some((h) => h?.penalty)) ? (
        <p className="quiet">* includes penalty strokes</p>
      ) : null}
    </div>
  );
}
