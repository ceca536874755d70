/** Straight Golf as text: the dice, what is set aside, and a nine-round scorecard. */
import type { Face } from "../../engine/dice.ts";
import type { Paint, TextUI } from "../module.ts";
import { diceInHand, type StraightAction, type StraightState } from "./rules.ts";

const PIPS = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

export function scoreName(points: number): string {
  if (points === -3) return "hole in one";
  if (points === -1) return "birdie";
  if (points === 0) return "par";
  return `+${points}`;
}

function straightLine(kept: readonly number[], paint: Paint): string {
  return [1, 2, 3, 4, 5, 6]
    .map((v) => (kept.includes(v) ? paint.green(`[${v}]`) : paint.dim(" · ")))
    .join("");
}

export const ui: TextUI<StraightState, StraightAction> = {
  render(s, _seat, paint) {
    const lines: string[] = [];
    if (s.rollOff.length > 0) {
      lines.push(paint.bold("Roll-off: highest roll goes first."));
      return lines.join("\n");
    }
    const t = s.lastTurn;
    if (t)
      lines.push(
        `Seat ${t.seat + 1}: straight ${straightLine(t.turn.kept, paint)} in ${t.turn.attempts} -> ${paint.bold(scoreName(t.points))}`,
      );
    if (s.round >= s.options.rounds) return [...lines, paint.bold("Game over.")].join("\n");
    const mode = s.options.inOrder ? " (in order)" : "";
    lines.push(
      paint.bold(
        `Round ${s.round + 1} of ${s.options.rounds}${mode} · seat ${s.seat + 1} · attempt ${s.turn.attempts + 1} of 3`,
      ),
    );
    lines.push(
      `Straight: ${straightLine(s.turn.kept, paint)}   dice in hand: ${diceInHand(s.turn)}`,
    );
    if (s.turn.lastRoll.length > 0)
      lines.push(`Last roll: ${s.turn.lastRoll.map((v) => `${PIPS[v]} ${v}`).join("  ")}`);
    return lines.join("\n");
  },
  prompt(s) {
    const n = diceInHand(s.turn);
    return `Enter (or "roll") rolls ${n} ${n === 1 ? "die" : "dice"}.`;
  },
  parse(line) {
    const t = line.trim().toLowerCase();
    if (t === "" || t === "roll" || t === "r") return { action: { type: "roll" } };
    return { error: `"${line.trim()}" is not a Straight Golf command: press Enter or type "roll"` };
  },
  describe() {
    return "rolls";
  },
  describeRoll(faces: readonly Face[], after: StraightState) {
    const rolled = `rolls ${(faces as number[]).join(" ")}`;
    // Only a roll-off roll leaves no attempt made and no turn just ended.
    if (after.turn.attempts === 0 && after.lastTurn === null) {
      return after.rollOff.length > 0
        ? `${rolled} in the roll-off: tie, roll again`
        : `${rolled} in the roll-off: seat ${after.firstSeat + 1} goes first`;
    }
    const t = after.lastTurn;
    if (t) return `${rolled} -> straight ${t.turn.kept.join("") || "-"}: ${scoreName(t.points)}`;
    return `${rolled} -> straight ${after.turn.kept.join("") || "-"}`;
  },
  scorecard(s, names, paint) {
    const rounds = s.options.rounds;
    const w = Math.max(6, ...names.map((n) => n.length));
    const head = `${"".padEnd(w)} ${Array.from({ length: rounds }, (_, i) => String(i + 1).padStart(3)).join("")} | total`;
    const rows = s.scores.map((row, seat) => {
      const cells = Array.from({ length: rounds }, (_, i) => {
        const v = row[i];
        if (v === undefined) return "  ·";
        const text = (v > 0 ? `+${v}` : String(v)).padStart(3);
        return v < 0 ? paint.green(text) : v > 0 ? paint.red(text) : text;
      });
      const total = row.reduce((a, b) => a + b, 0);
      return `${(names[seat] ?? `P${seat + 1}`).padEnd(w)} ${cells.join("")} | ${String(total).padStart(5)}`;
    });
    return [paint.bold(head), ...rows].join("\n");
  },
};
