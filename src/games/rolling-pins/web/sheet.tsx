/**
 * The game sheet drawn like the paper one: ten frames of numbered pins (gray pins shaded), a
 * bowling ball per frame (struck through once used), each frame's two score boxes with X and /,
 * the running total under them, and the two bonus frames once a tenth-frame spare or strike
 * calls for them.
 */

import { FULL, type Layout, popcount } from "../data.ts";
import { frameScores } from "../rules/scoring.ts";
import type { PlayerSheet } from "../state.ts";
import { BowlingBall, FramePins } from "./pins.tsx";

type Frame = ReturnType<typeof frameScores>[number];

export function boxes(f: Frame): [string, string] {
  if (f.strike) return ["X", ""];
  const a = f.first === null ? "" : f.first === 0 ? "-" : String(f.first);
  const b = f.second === null ? "" : f.spare ? "/" : f.second === 0 ? "-" : String(f.second);
  return [a, b];
}

function boxWords(f: Frame): string {
  if (f.strike) return "strike";
  if (f.first === null) return "not bowled";
  const second = f.second === null ? "" : f.spare ? ", spare" : `, then ${f.second}`;
  return `${f.first} pins${second}`;
}

/** How many bowling balls each frame shows struck through: the oldest are used first. */
function ballsShown(s: PlayerSheet): { given: number; used: number } {
  const given = s.phase === "done" ? 10 : Math.min(s.frame, 9) + 1;
  return { given, used: Math.min(s.ballsUsed, given) };
}

export function Sheet({
  l,
  s,
  name,
  live,
}: {
  l: Layout;
  s: PlayerSheet;
  name: string;
  live: boolean;
}) {
  const fs = frameScores(s);
  const balls = ballsShown(s);
  const bonus = s.frame >= 10;
  return (
    <section className="rp-sheet" aria-label={`${name}'s sheet`}>
      <ol className="rp-frames">
        {fs.map((f, i) => {
          const current = s.phase !== "done" && s.frame === i;
          const [first, b] = boxes(f);
          // The first box is written once the first ball is over, as on paper.
          const a = current && s.ball === 1 ? "" : first;
          const struck =
            f.strike && s.strikeBy[i]
              ? ` (${s.strikeBy[i] === "tenpin" ? "Tenpin" : "Auto-strike"})`
              : "";
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: frames are positions on the sheet.
            <li key={i} className={`rp-frame${current && live ? " rp-frame-now" : ""}`}>
              <div className="rp-frame-head">
                <span className="rp-frame-no">{i + 1}</span>
                {i < balls.given ? (
                  <BowlingBall used={i < balls.used} />
                ) : (
                  <span className="rp-ball-gap" />
                )}
              </div>
              <FramePins
                l={l}
                s={s}
                frame={i}
                label={`Frame ${i + 1}: ${boxWords(f)}${struck}${f.total !== null ? `, total ${f.total}` : ""}`}
              />
              <div className="rp-boxes" aria-hidden="true">
                <span className={`rp-box${a === "X" ? " rp-x" : ""}`}>{a}</span>
                <span className={`rp-box${b === "/" ? " rp-spare" : ""}`}>{b}</span>
              </div>
              <div className="rp-total" aria-hidden="true">
                {f.total ?? ""}
              </div>
            </li>
          );
        })}
        {bonus
          ? [10, 11].map((i) => {
              if (s.frame < i) return null;
              const n1 = popcount(s.first[i]);
              const n2 = popcount(s.second[i]);
              return (
                <li key={i} className="rp-frame rp-bonus">
                  <div className="rp-frame-head">
                    <span className="rp-frame-no">B{i - 9}</span>
                  </div>
                  <FramePins
                    l={l}
                    s={s}
                    frame={i}
                    label={`Bonus frame ${i - 9}: ${n1 + n2} pins`}
                  />
                  <div className="rp-boxes" aria-hidden="true">
                    <span className="rp-box">{s.first[i] === FULL ? "X" : n1 || "-"}</span>
                    <span className="rp-box">{n2 || ""}</span>
                  </div>
                </li>
              );
            })
          : null}
      </ol>
    </section>
  );
}
