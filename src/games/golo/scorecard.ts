/** The scorecard table: per seat, per nine, each hole's die, par, strokes and result name. */
import type { Paint } from "../module.ts";
import { resultName } from "./scoring.ts";
import { dice, type GoloState, strokes } from "./state.ts";

function rel(n: number): string {
  return n === 0 ? "E" : n > 0 ? `+${n}` : `${n}`;
}

export function scorecardText(s: GoloState, names: readonly string[], paint: Paint): string {
  const set = dice(s);
  const m = s.options.mode;
  const byHole = m === "match" || m === "skins";
  const per = byHole ? s.options.pars.length : m === "scorecard" ? 9 : set.dice.length;
  const blocks = s.cards[0].length / per;
  // Columns as wide as the longest die name or result name on the card (at least 8).
  let W = 8;
  for (const card of s.cards) {
    for (const h of card) {
      if (h)
        W = Math.max(W, set.dice[h.die].name.length + 1, resultName(h.strokes, h.par).length + 1);
    }
  }
  const cell = (x: string) => (x.length > W - 1 ? x.slice(0, W - 1) : x).padStart(W);
  const out: string[] = [];
  s.cards.forEach((card, seat) => {
    const name = names[seat] ?? `seat ${seat + 1}`;
    const total = strokes(card);
    let par = 0;
    for (const h of card) if (h) par += h.par;
    const dq = s.dq[seat] ? paint.red(" DQ") : "";
    out.push(paint.bold(`${name}: ${total} strokes (${rel(total - par)})${dq}`));
    for (let b = 0; b < blocks; b++) {
      const slots = card.slice(b * per, b * per + per);
      const label = byHole ? "Hole" : blocks > 1 ? `Nine ${b + 1}` : "Hole";
      const holes = slots.map((_, i) => cell(String(byHole ? i + 1 : b * per + i + 1)));
      const rows = [
        `${label.padEnd(9)}${holes.join("")}${"Total".padStart(W)}`,
        `${"die".padEnd(9)}${slots.map((h) => cell(h ? set.dice[h.die].name : "-")).join("")}`,
        `${"par".padEnd(9)}${slots
          .map((h, i) =>
            cell(
              h
                ? String(h.par)
                : m === "scorecard" || byHole
                  ? String(s.options.pars[b * per + i])
                  : "-",
            ),
          )
          .join("")}${cell(String(slots.reduce((t, h) => t + (h ? h.par : 0), 0)))}`,
        `${"strokes".padEnd(9)}${slots
          .map((h) => cell(h ? `${h.strokes}${h.penalty ? "*" : ""}` : "-"))
          .join("")}${cell(String(strokes(slots)))}`,
        `${"result".padEnd(9)}${slots.map((h) => cell(h ? resultName(h.strokes, h.par) : "")).join("")}`,
      ];
      out.push(...rows.map((r) => `  ${r.trimEnd()}`));
    }
  });
  if (s.cards.some((c) => c.some((h) => h?.penalty))) out.push("* includes penalty strokes");
  if (byHole) {
    const skins = m === "skins";
    const row = s.holeWinner.map((w, i) => {
      if (w < 0) return cell(skins ? "carry" : "halved");
      const who = names[w] ?? `seat ${w + 1}`;
      return cell(skins ? `${who}:${s.holeSkins[i]}` : who);
    });
    out.push(`  ${"winner".padEnd(9)}${row.join("")}`);
    out.push(
      `${skins ? "Skins" : "Holes won"}: ${s.won.map((w, i) => `${names[i] ?? `seat ${i + 1}`} ${w}`).join(", ")}${skins && s.carry && s.phase === "over" ? ` (${s.carry} skins unawarded after a tie on the last hole)` : ""}`,
    );
  }
  return out.join("\n");
}
