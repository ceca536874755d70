/** Straight Golf as text: the dice, what is set aside, and a nine-round scorecard. */
import type { Face } from "../../engine/dice.ts";
import { type Paint, seatDoes, seatName, type TextUI } from "../module.ts";
import type { Action } from "./actions.ts";
import { parse } from "./parse.ts";
import { diceInHand, type State } from "./state.ts";

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

/** "Ann", "Ann and Ben", "Ann, Ben and Cat". */
function nameList(seats: readonly number[], names: readonly string[] | undefined): string {
  const all = seats.map((seat) => seatName(names, seat));
  return all.length < 2 ? all.join("") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

function dice(n: number): string {
  return `${n} ${n === 1 ? "die" : "dice"}`;
}

export const ui: TextUI<State, Action> = {
  render(s, _seat, paint, names) {
    const lines: string[] = [];
    if (s.rollOff.length > 0) {
      const who = nameList(s.rollOff, names);
      return paint.bold(`Roll-off: ${who} roll one die each; the highest goes first.`);
    }
    const t = s.lastTurn;
    if (t)
      lines.push(
        `${seatName(names, t.seat)}: straight ${straightLine(t.turn.kept, paint)} in ${t.turn.attempts} -> ${paint.bold(scoreName(t.points))}`,
      );
    if (s.round >= s.options.rounds) return [...lines, paint.bold("Game over.")].join("\n");
    const mode = s.options.inOrder ? " (in order)" : "";
    lines.push(
      paint.bold(
        `Round ${s.round + 1} of ${s.options.rounds}${mode} · ${seatName(names, s.seat)} · attempt ${s.turn.attempts + 1} of 3`,
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
    return `Press Enter or type "roll" to roll ${dice(diceInHand(s.turn))}.`;
  },
  parse,
  describe() {
    return "rolls";
  },
  describeRoll(faces: readonly Face[], after: State, names) {
    const rolled = `rolls ${(faces as number[]).join(" ")}`;
    // Only a roll-off roll leaves no attempt made and no turn just ended.
    if (after.turn.attempts === 0 && after.lastTurn === null) {
      return after.rollOff.length > 0
        ? `${rolled} in the roll-off: ${nameList(after.rollOff, names)} tie and roll again`
        : `${rolled} in the roll-off: ${seatDoes(names, after.firstSeat, "go/goes")} first`;
    }
    const t = after.lastTurn;
    if (t) return `${rolled} -> straight ${t.turn.kept.join("") || "-"}: ${scoreName(t.points)}`;
    return `${rolled} -> straight ${after.turn.kept.join("") || "-"}`;
  },
  scorecard(s, names, paint) {
    const rounds = s.options.rounds;
    const label = (seat: number) => seatName(names, seat);
    // As wide as the longest name: a name is never cut short.
    const w = Math.max(6, ...s.scores.map((_, seat) => label(seat).length));
    const head = `${"".padEnd(w)} ${Array.from({ length: rounds }, (_, i) => String(i + 1).padStart(3)).join("")} | total`;
    const rows = s.scores.map((row, seat) => {
      const cells = Array.from({ length: rounds }, (_, i) => {
        const v = row[i];
        if (v === undefined) return "  ·";
        const text = (v > 0 ? `+${v}` : String(v)).padStart(3);
        return v < 0 ? paint.green(text) : v > 0 ? paint.red(text) : text;
      });
      const total = row.reduce((a, b) => a + b, 0);
      return `${label(seat).padEnd(w)} ${cells.join("")} | ${String(total).padStart(5)}`;
    });
    return [paint.bold(head), ...rows].join("\n");
  },
};
