/** Text UI: the dice drawn in their colours, the cup and removed dice, prompts, the scorecard. */
import type { Face } from "../../engine/dice.ts";
import { type Paint, seatName, type TextUI } from "../module.ts";
import type { Action } from "./actions.ts";
import type { GoloDie } from "./data.ts";
import { isHoleByHole, roundCount } from "./options.ts";
import { commands, parse, parseRoll } from "./parse.ts";
import { resultName } from "./rules/result.ts";
import { dice, firstSlot, nextSlot, openSlots, type State, slotPar, strokes } from "./state.ts";

export function colour(paint: Paint, d: GoloDie): (s: string) => string {
  if (d.colour === "red") return paint.red;
  if (d.colour === "blue") return paint.blue;
  if (d.colour === "white") return paint.white;
  return (x) => x;
}

/** A die as drawn: `[ 4 ]` in its colour, named below by the caller. */
function drawDie(paint: Paint, d: GoloDie, face: number | null): string {
  const f = face === null ? "  " : String(face).padStart(2);
  const text = `[${f}]`;
  return colour(paint, d)(face !== null && face < d.par ? paint.bold(text) : text);
}

/** "You" takes the second person: "Your turn", else "Ann to play". */
function toPlay(name: string): string {
  return name.toLowerCase() === "you" ? "Your turn" : `${name} to play`;
}

/** Cells joined by two spaces, wrapped at `width` between cells, never inside one. */
export function wrapCells(
  head: string,
  cells: readonly string[],
  width = 78,
  plain = cells,
  sep = "  ",
  indent = " ".repeat(head.length),
): string {
  const lines: string[] = [];
  let line = head;
  let len = head.length;
  let first = true;
  cells.forEach((c, i) => {
    const w = plain[i].length;
    if (!first && len + sep.length + w > width) {
      lines.push(line + sep.trimEnd());
      line = indent + c;
      len = indent.length + w;
    } else {
      line += (first ? "" : sep) + c;
      len += (first ? 0 : sep.length) + w;
    }
    first = false;
  });
  lines.push(line);
  return lines.join("\n");
}

/** A log line's list ("rolls red A 5, red B 6, ..."): wrapped after a comma, never in a die. */
function logList(head: string, items: readonly string[], tail = ""): string {
  const cells = tail ? [...items.slice(0, -1), `${items[items.length - 1]}${tail}`] : items;
  return wrapCells(head, cells, 70, cells, ", ", "    ");
}

function header(s: State): string {
  const o = s.options;
  const where = isHoleByHole(o.mode)
    ? `hole ${s.round + 1} of ${o.pars.length} (par ${o.pars[s.round]})`
    : `nine ${s.round + 1} of ${roundCount(o)}`;
  const ref = o.referee ? " · referee" : "";
  return `GOLO · ${o.mode}${ref} · ${where}`;
}

function rel(n: number): string {
  return n === 0 ? "E" : n > 0 ? `+${n}` : `${n}`;
}

export function render(
  s: State,
  _seat: number | null,
  paint: Paint,
  names?: readonly string[],
): string {
  const set = dice(s);
  const lines = [paint.bold(header(s))];
  if (s.phase === "over") return [...lines, "The round is over."].join("\n");
  const name = seatName(names, s.seat);
  lines.push(`${toPlay(name)}${s.bottoms && s.phase !== "tee" ? " (Bottoms)" : ""}`);
  const plainDie = (_d: GoloDie, face: number | null) =>
    `[${face === null ? "  " : String(face).padStart(2)}]`;
  if (s.cup.length > 0) {
    const showing = s.phase === "act";
    const cells: string[] = [];
    const plain: string[] = [];
    s.cup.forEach((d, i) => {
      const die = set.dice[d];
      const pos = showing ? `${i + 1}:` : "";
      const face = showing ? s.faces[i] : null;
      cells.push(`${pos}${drawDie(paint, die, face)} ${die.name}`);
      plain.push(`${pos}${plainDie(die, face)} ${die.name}`);
    });
    lines.push(wrapCells(showing ? "Roll: " : "In the cup: ", cells, 78, plain));
  }
  const base = firstSlot(s);
  const card = s.cards[s.seat];
  const done: string[] = [];
  const plainDone: string[] = [];
  for (let i = base; i < card.length; i++) {
    const h = card[i];
    if (!h) continue;
    const die = set.dice[h.die];
    const pen = h.penalty ? `+${h.penalty}` : "";
    const result = resultName(h.strokes, h.par);
    done.push(`${drawDie(paint, die, h.face)}${pen} ${die.name} ${paint.dim(result)}`);
    plainDone.push(`${plainDie(die, h.face)}${pen} ${die.name} ${result}`);
  }
  if (done.length) lines.push(wrapCells("Removed: ", done, 78, plainDone));
  if (s.options.mode === "scorecard") {
    const open = openSlots(s);
    if (open.length) {
      lines.push(
        `Next holes: ${open.map((slot) => `${slot + 1} (par ${slotPar(s, slot)})`).join(", ")}`,
      );
    }
  }
  const total = strokes(card);
  let par = 0;
  for (const h of card) if (h) par += h.par;
  const r = total - par;
  lines.push(`Strokes: ${total} (${r === 0 ? "even" : rel(r)} on holes played)`);
  if (s.penalty > 0)
    lines.push(paint.yellow(`Penalty waiting: +${s.penalty} on the next die removed`));
  if (isHoleByHole(s.options.mode)) {
    const unit = s.options.mode === "skins" ? "Skins" : "Holes won";
    const carried = s.carry ? ` · ${s.carry} ${s.carry === 1 ? "skin" : "skins"} carried` : "";
    lines.push(
      `${unit}: ${s.won.map((w, i) => `${seatName(names, i)} ${w}`).join(", ")}${carried}`,
    );
  }
  return lines.join("\n");
}

export function prompt(s: State, _paint?: Paint, _names?: readonly string[]): string {
  return commands(s);
}

/** A seat as the object of a sentence: "you" for the name "you". */
function object(names: readonly string[] | undefined, seat: number): string {
  const n = seatName(names, seat);
  return n.toLowerCase() === "you" ? "you" : n;
}

export function describe(a: Action, s: State, names?: readonly string[]): string {
  const set = dice(s);
  const faceOf = (d: number) => s.faces[s.cup.indexOf(d)];
  switch (a.type) {
    case "roll": {
      const die = a.die !== undefined ? ` ${set.dice[a.die].name}` : "";
      return a.bottoms ? `calls Bottoms and rolls${die}` : `rolls${die}`;
    }
    case "remove": {
      if (a.dice.length === 0) return "removes nothing";
      let slot = nextSlot(s);
      const parts = a.dice.map((d) => {
        const par = slotPar(s, slot++) ?? set.dice[d].par;
        return `${set.dice[d].name} ${faceOf(d)} (${resultName(faceOf(d), par)})`;
      });
      return logList("removes ", parts);
    }
    case "ob":
      return `OB: ${set.dice[a.die].name} left the table; the roll is void, it is re-rolled with two strokes added`;
    case "mulligan":
      return `mulligan: ${set.dice[a.die].name} is re-rolled`;
    case "unplayable":
      return s.unplayableRun >= 1
        ? "unplayable lie again: re-roll, one stroke on the next die removed"
        : "unplayable lie: re-roll";
    case "dq":
      return `disqualifies ${object(names, a.seat)}`;
  }
}

export function describeRoll(faces: readonly Face[], s: State, _names?: readonly string[]): string {
  const set = dice(s);
  const last = s.lastRoll;
  if (!last || last.dice.length !== faces.length) return `rolls ${faces.join(" ")}`;
  const shown = last.dice.map((d, i) => `${set.dice[d].name} ${faces[i]}`);
  if (last.kind === "ob") return `re-rolls ${shown.join(", ")}, scored with 2 penalty strokes`;
  if (last.kind === "mulligan") return `mulligan re-roll: ${shown.join(", ")}`;
  const what = last.kind === "unplayable" ? "re-rolls " : "rolls ";
  // Flop, the third roll of Trips and one-die holes are scored as they land (outside referee mode).
  return logList(what, shown, s.phase !== "act" ? " (all scored)" : "");
}

/** The scorecard table: per seat, per nine, each hole's die, par, strokes and result name. */
export function scorecard(s: State, names: readonly string[], paint: Paint): string {
  const set = dice(s);
  const m = s.options.mode;
  const byHole = isHoleByHole(m);
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
  const cell = (x: string) => x.padStart(W);
  const out: string[] = [];
  s.cards.forEach((card, seat) => {
    const total = strokes(card);
    let par = 0;
    for (const h of card) if (h) par += h.par;
    const dq = s.dq[seat] ? paint.red(" DQ") : "";
    out.push(paint.bold(`${seatName(names, seat)}: ${total} strokes (${rel(total - par)})${dq}`));
    for (let b = 0; b < blocks; b++) {
      const nine = card.slice(b * per, b * per + per);
      const label = byHole ? "Hole" : blocks > 1 ? `Nine ${b + 1}` : "Hole";
      // A nine wider than 80 columns is shown in two parts, the total after the second.
      const parts = 2 + 9 + (per + 1) * W > 80 ? 2 : 1;
      const size = Math.ceil(per / parts);
      for (let from = 0; from < per; from += size) {
        const slots = nine.slice(from, from + size);
        const last = from + size >= per;
        const at = (i: number) => from + i;
        const holes = slots.map((_, i) => cell(String(byHole ? at(i) + 1 : b * per + at(i) + 1)));
        const coursePar = (i: number) =>
          m === "scorecard" || byHole ? String(s.options.pars[b * per + at(i)]) : "-";
        const sum = (f: (h: NonNullable<(typeof nine)[number]>) => number) =>
          last ? cell(String(nine.reduce((t, h) => t + (h ? f(h) : 0), 0))) : "";
        const rows = [
          `${label.padEnd(9)}${holes.join("")}${last ? "Total".padStart(W) : ""}`,
          `${"die".padEnd(9)}${slots.map((h) => cell(h ? set.dice[h.die].name : "-")).join("")}`,
          `${"par".padEnd(9)}${slots.map((h, i) => cell(h ? String(h.par) : coursePar(i))).join("")}${sum((h) => h.par)}`,
          `${"strokes".padEnd(9)}${slots.map((h) => cell(h ? `${h.strokes}${h.penalty ? "*" : ""}` : "-")).join("")}${sum((h) => h.strokes)}`,
          `${"result".padEnd(9)}${slots.map((h) => cell(h ? resultName(h.strokes, h.par) : "")).join("")}`,
        ];
        out.push(...rows.map((r) => `  ${r.trimEnd()}`));
      }
    }
  });
  if (s.cards.some((c) => c.some((h) => h?.penalty))) out.push("* includes penalty strokes");
  if (byHole) out.push(...holeWinners(s, names));
  return out.join("\n");
}

/** Match Play and Skins: who won each hole, listed (a name never cut to fit a column). */
function holeWinners(s: State, names: readonly string[]): string[] {
  const skins = s.options.mode === "skins";
  const skinsText = (n: number) => `${n} ${n === 1 ? "skin" : "skins"}`;
  const cells = s.holeWinner.map((w, i) => {
    if (w < 0) return `${i + 1} ${skins ? "carried" : "halved"}`;
    return `${i + 1} ${seatName(names, w)}${skins ? ` (${skinsText(s.holeSkins[i])})` : ""}`;
  });
  const out = cells.length ? [wrapCells("Hole winners: ", cells)] : [];
  const unawarded =
    skins && s.carry && s.phase === "over"
      ? ` (${skinsText(s.carry)} unawarded after a tie on the last hole)`
      : "";
  out.push(
    `${skins ? "Skins" : "Holes won"}: ${s.won.map((w, i) => `${seatName(names, i)} ${w}`).join(", ")}${unawarded}`,
  );
  return out;
}

export const ui: TextUI<State, Action> = {
  render,
  prompt,
  parse,
  describe,
  describeRoll,
  scorecard,
  parseRoll,
};
