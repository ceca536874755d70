/** Text UI: the dice drawn in their colours, the cup and removed dice, prompts and commands. */
import type { Face } from "../../engine/dice.ts";
import type { Paint, Parsed, TextUI } from "../module.ts";
import type { GoloDie } from "./dice.ts";
import { checkAction, type GoloAction, mustRemoveAll } from "./play.ts";
import { scorecardText } from "./scorecard.ts";
import { resultName } from "./scoring.ts";
import { dice, firstSlot, type GoloState, nextSlot, openSlots, slotPar, strokes } from "./state.ts";

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

function seatName(_s: GoloState, seat: number): string {
  return `seat ${seat + 1}`;
}

function header(s: GoloState): string {
  const o = s.options;
  const m = o.mode;
  const where =
    m === "match" || m === "skins"
      ? `hole ${s.round + 1} of ${o.pars.length} (par ${o.pars[s.round]})`
      : `nine ${s.round + 1} of ${m === "scorecard" ? o.pars.length / 9 : o.holes / 9}`;
  const ref = o.referee ? " · referee" : "";
  return `GOLO · ${m}${ref} · ${where}`;
}

export function render(s: GoloState, _seat: number | null, paint: Paint): string {
  const set = dice(s);
  const lines = [paint.bold(header(s))];
  if (s.phase === "over") return [...lines, "The round is over."].join("\n");
  lines.push(`${seatName(s, s.seat)} to play${s.bottoms && s.phase !== "tee" ? " (Bottoms)" : ""}`);
  if (s.cup.length > 0) {
    const showing = s.phase === "act";
    const cells = s.cup.map((d, i) => {
      const die = set.dice[d];
      const pos = showing ? `${i + 1}:` : "";
      return `${pos}${drawDie(paint, die, showing ? s.faces[i] : null)} ${die.name}`;
    });
    lines.push(`${showing ? "Roll" : "In the cup"}: ${cells.join("  ")}`);
  }
  const base = firstSlot(s);
  const card = s.cards[s.seat];
  const done: string[] = [];
  for (let i = 0; i < card.length; i++) {
    const h = card[i];
    if (!h || i < base) continue;
    const die = set.dice[h.die];
    const pen = h.penalty ? `+${h.penalty}` : "";
    done.push(
      `${drawDie(paint, die, h.face)}${pen} ${die.name} ${paint.dim(resultName(h.strokes, h.par))}`,
    );
  }
  if (done.length) lines.push(`Removed: ${done.join("  ")}`);
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
  const rel = total - par;
  lines.push(
    `Strokes: ${total} (${rel === 0 ? "even" : rel > 0 ? `+${rel}` : rel} on holes played)`,
  );
  if (s.penalty > 0)
    lines.push(paint.yellow(`Penalty waiting: +${s.penalty} on the next die removed`));
  if (s.options.mode === "match" || s.options.mode === "skins") {
    const unit = s.options.mode === "skins" ? "skins" : "holes won";
    lines.push(
      `${unit}: ${s.won.map((w, i) => `${seatName(s, i)} ${w}`).join(", ")}${s.carry ? ` · ${s.carry} carried` : ""}`,
    );
  }
  return lines.join("\n");
}

export function prompt(s: GoloState, _paint: Paint): string {
  const ref = s.options.referee ? "; referee: ob <n...>, mulligan <n>, unplayable, dq [seat]" : "";
  if (s.phase === "tee") {
    if (s.options.mode === "match" || s.options.mode === "skins") {
      const par = s.options.pars[s.round];
      const ds = dice(s).dice.filter((d) => d.par === par);
      return `roll <n> or bottoms <n>, n = ${ds.map((d, i) => `${i + 1} ${d.name}`).join(", ")}${s.options.referee ? "; dq [seat]" : ""}`;
    }
    return `roll, or bottoms (score the bottom faces)${s.options.referee ? "; dq [seat]" : ""}`;
  }
  if (mustRemoveAll(s)) return `all (score every die)${ref}`;
  const none = s.options.mode === "trips" ? ", or none" : "";
  const order = s.options.mode === "scorecard" ? " in hole order" : "";
  return `remove <positions>${order}, e.g. remove 1 3${none}${ref}`;
}

const NUM = /^\d+$/;

/** Positions as shown (1-based) to die indices; an error names the bad one. */
function positions(words: string[], s: GoloState): number[] | string {
  const out: number[] = [];
  for (const w of words) {
    if (!NUM.test(w)) return `"${w}" is not a die position (1-${s.cup.length})`;
    const p = Number(w);
    if (p < 1 || p > s.cup.length) return `no die at position ${p} (1-${s.cup.length})`;
    out.push(s.cup[p - 1]);
  }
  return out;
}

export function parse(line: string, s: GoloState): Parsed<GoloAction> {
  const words = line
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const [cmd = "", ...rest] = words;
  let a: GoloAction | string;
  if (cmd === "roll" || cmd === "r" || cmd === "bottoms" || cmd === "b")
    a = teeAction(cmd, rest, s);
  else if (cmd === "remove" || cmd === "rm" || NUM.test(cmd)) {
    const ps = positions(cmd === "remove" || cmd === "rm" ? rest : words, s);
    a = typeof ps === "string" ? ps : { type: "remove", dice: ps };
  } else if (cmd === "all") a = { type: "remove", dice: [...s.cup] };
  else if (cmd === "none" || cmd === "keep") a = { type: "remove", dice: [] };
  else if (cmd === "ob") {
    const ps = positions(rest, s);
    if (typeof ps === "string") a = ps;
    else if (ps.length === 0) a = "ob needs the position(s) of the die or dice that left the table";
    else a = { type: "ob", die: obDie(s, ps) };
  } else if (cmd === "mulligan") {
    const ps = positions(rest, s);
    a =
      typeof ps === "string"
        ? ps
        : ps.length !== 1
          ? "mulligan needs one die position"
          : { type: "mulligan", die: ps[0] };
  } else if (cmd === "unplayable") a = { type: "unplayable" };
  else if (cmd === "dq") {
    const seat = rest.length ? Number(rest[0]) - 1 : s.seat;
    a =
      Number.isInteger(seat) && seat >= 0
        ? { type: "dq", seat }
        : `"${rest[0]}" is not a seat number`;
  } else a = `unknown command "${cmd}": ${prompt(s, { dim: (x) => x } as Paint)}`;
  if (typeof a === "string") return { error: a };
  const why = checkAction(s, a);
  return why === null ? { action: a } : { error: why };
}

function teeAction(cmd: string, rest: string[], s: GoloState): GoloAction | string {
  const bottoms = cmd === "bottoms" || cmd === "b";
  if (s.options.mode !== "match" && s.options.mode !== "skins") return { type: "roll", bottoms };
  const par = s.options.pars[s.round];
  const ds = dice(s).dice.filter((d) => d.par === par);
  const n = rest.length ? Number(rest[0]) : 1;
  if (!Number.isInteger(n) || n < 1 || n > ds.length) return `choose a die 1-${ds.length}`;
  return { type: "roll", bottoms, die: ds[n - 1].index };
}

/** Several dice off the table: the highest par is re-rolled (the first named of equal pars). */
export function obDie(s: GoloState, ds: readonly number[]): number {
  const set = dice(s);
  let best = ds[0];
  for (const d of ds) if (set.dice[d].par > set.dice[best].par) best = d;
  return best;
}

export function describe(a: GoloAction, s: GoloState): string {
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
      return `removes ${parts.join(", ")}`;
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
      return `disqualifies seat ${a.seat + 1}`;
  }
}

export function describeRoll(faces: readonly Face[], s: GoloState): string {
  const set = dice(s);
  const last = s.lastRoll;
  if (!last || last.dice.length !== faces.length) return `rolls ${faces.join(" ")}`;
  const shown = last.dice.map((d, i) => `${set.dice[d].name} ${faces[i]}`).join(", ");
  if (last.kind === "ob") return `re-rolls ${shown}, scored with 2 penalty strokes`;
  if (last.kind === "mulligan") return `mulligan re-roll: ${shown}`;
  const what = last.kind === "unplayable" ? "re-rolls" : "rolls";
  // Flop, the third roll of Trips and one-die holes are scored as they land (outside referee mode).
  return `${what} ${shown}${s.phase !== "act" ? " (all scored)" : ""}`;
}

export function parseRoll(
  line: string,
  _s: GoloState,
): readonly Face[] | { readonly error: string } {
  const words = line
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.some((w) => !NUM.test(w)))
    return {
      error: "type the faces as numbers separated by spaces, in the order the dice are listed",
    };
  return words.map(Number);
}

export const ui: TextUI<GoloState, GoloAction> = {
  render,
  prompt,
  parse,
  describe,
  describeRoll,
  scorecard: scorecardText,
  parseRoll,
};
