/** Typed commands (never throwing) and, in referee mode, the faces the real dice showed. */
import type { Face } from "../../engine/dice.ts";
import type { Parsed } from "../module.ts";
import type { Action } from "./actions.ts";
import { CLUB_IDS, clubById } from "./data.ts";
import { playingSeat } from "./rules/cardplay.ts";
import { courseFromSpaces, placedSpaces } from "./rules/course.ts";
import { choosing } from "./rules/deal.ts";
import { plays } from "./rules/effects.ts";
import { parseDirection, turn } from "./rules/hex.ts";
import { dotsOf, faceName } from "./rules/shot.ts";
import { boardsOf, type State } from "./state.ts";
import { coursePicture, noPaint } from "./ui/board.ts";
import { cardsText } from "./ui/cards.ts";

/** 1 to 999,999 (short to retype), from Web Crypto: there in Node 20 and in browsers. */
function freshSeed(): number {
  return 1 + (crypto.getRandomValues(new Uint32Array(1))[0] % 999_999);
}

function parseHex(t: string | undefined): [number, number] | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(t ?? "");
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function parse(line: string, s: State): Parsed<Action> {
  const w = line.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!w.length && s.window.length) return { action: { type: "pass" } };
  if (!w.length) return { error: "type a command (help lists them)" };
  // A look, not a move (parse can only answer in text): what each card in play does.
  if (w[0] === "cards") return { info: cardsText(s, playingSeat(s)) };
  const special = parseCardCommand(w, s);
  if (special) return special;
  if (s.window.length) return { error: "pass (Enter), or play what the prompt lists" };
  if (s.phase === "design") return parseDesign(w, s);
  const f = s.flight;
  if (f?.pending) {
    const dir =
      w[0] === "left" || w[0] === "l"
        ? turn(f.dir, -1)
        : w[0] === "right" || w[0] === "r"
          ? turn(f.dir, 1)
          : parseDirection(w[0]);
    return dir === null
      ? { error: "type left, right or a direction (E SE SW W NW NE)" }
      : { action: { type: "curve", dir } };
  }
  if (["place", "turn", "remove", "green", "generate", "accept"].includes(w[0])) {
    return { error: "this hole is already designed: take a shot, <club> <direction>" };
  }
  const words = w[0] === "shot" ? w.slice(1) : w;
  const club =
    words[0] === "9"
      ? "9-iron"
      : words[0] === "6"
        ? "6-iron"
        : words[0] === "4"
          ? "4-iron"
          : words[0];
  if (!club || !clubById(club)) return { error: `which club? ${CLUB_IDS.join(", ")}` };
  const dir = parseDirection(words[1] ?? "");
  if (dir === null) return { error: "which direction? E SE SW W NW NE" };
  return { action: { type: "shot", club, dir } };
}

function parseDesign(words: string[], s: State): Parsed<Action> {
  // Lab board sets prefix their ids: a player may type the plain name.
  const set = boardsOf(s);
  const w = words.map((x, i) =>
    i === 1 && set.key && set.boards.some((b) => b.id === set.key + x) ? set.key + x : x,
  );
  const [cmd, a, b, c] = w;
  if (cmd === "accept" || cmd === "done") return { action: { type: "accept" } };
  if (cmd === "generate" || cmd === "gen") {
    // No seed typed: a fresh one, which the move's description names so the hole can be had again.
    const seed = a === undefined ? freshSeed() : Number(a);
    return Number.isInteger(seed)
      ? { action: { type: "generate", seed } }
      : { error: "generate [seed]: a whole number" };
  }
  if (cmd === "green") {
    const h = parseHex(a);
    return h
      ? { action: { type: "green", q: h[0], r: h[1] } }
      : { error: "green <q,r>, e.g. green 7,5" };
  }
  if (cmd === "turn" || cmd === "remove") {
    return a ? { action: { type: cmd, board: a } } : { error: `${cmd} <board>` };
  }
  if (cmd === "show") {
    // A look, not a move: the board as it would lie with that turn (parse can only answer in text).
    const board = set.boards.find((x) => x.id === a);
    const rot = b === undefined ? 0 : Number(b);
    if (!board || !Number.isInteger(rot) || rot < 0 || rot > 5) {
      return {
        error: `show <board> [turn 0-5]; boards: ${set.boards.map((x) => x.id).join(", ")}`,
      };
    }
    const spaces = placedSpaces({ board: board.id, q: 0, r: 0, rot });
    const pic = coursePicture(courseFromSpaces(spaces, { q: 0, r: 0 }, null), [], noPaint);
    return {
      error: `${board.id} turned ${rot} (@ marks its own 0,0, the spot "place ${board.id} q,r ${rot}" puts at q,r):\n${pic}`,
    };
  }
  if (cmd === "place") {
    const h = parseHex(b);
    const rot = c === undefined ? 0 : Number(c);
    if (!a || !h) return { error: "place <board> <q,r> [turn 0-5], e.g. place diamond-lake 5,0 1" };
    if (!Number.isInteger(rot) || rot < 0 || rot > 5)
      return { error: "the turn is 0-5 sixths clockwise" };
    return { action: { type: "place", board: a, q: h[0], r: h[1], rot } };
  }
  return {
    error: "design commands: place, turn, remove, green, generate, accept, show <board> [turn]",
  };
}

/** Parses the card and variant commands; null when the words are not one of them. */
export function parseCardCommand(w: string[], s: State): Parsed<Action> | null {
  const [cmd, a, b] = w;
  if (s.deal.length && choosing(s)) {
    const g = cmd === "choose" ? a : cmd;
    return g ? { action: { type: "choose-golfer", golfer: g } } : { error: "choose <golfer>" };
  }
  if (s.ricochet) {
    const ball = Number(cmd === "ricochet" ? a : cmd) - 1;
    const dir = parseDirection((cmd === "ricochet" ? b : a) ?? "");
    if (!Number.isInteger(ball) || ball < 0 || dir === null) {
      return { error: "ricochet <ball 1-5> <direction>, e.g. ricochet 2 NE" };
    }
    return { action: { type: "ricochet", ball, dir } };
  }
  if (s.greenMoves.length) {
    const m = /^(-?\d+),(-?\d+)$/.exec((cmd === "green" || cmd === "move" ? a : cmd) ?? "");
    return m
      ? { action: { type: "move-green", q: Number(m[1]), r: Number(m[2]) } }
      : { error: "green <q,r>, at least six spaces from where it was" };
  }
  if (["pass", "go", "roll", "p"].includes(cmd ?? "")) return { action: { type: "pass" } };
  if (cmd === "cross") return { action: { type: "cross" } };
  const seat = playingSeat(s);
  const f = s.flight;
  const dirOf = (t: string | undefined): number | undefined | null => {
    if (t === undefined) return undefined;
    if (f && (t === "left" || t === "l")) return turn(f.dir, -1);
    if (f && (t === "right" || t === "r")) return turn(f.dir, 1);
    return parseDirection(t);
  };
  if (cmd === "card" || cmd === "play" || (cmd && s.hands[seat]?.includes(cmd))) {
    const id = cmd === "card" || cmd === "play" ? a : cmd;
    const t = cmd === "card" || cmd === "play" ? b : a;
    if (!id) return { error: "card <card id> [direction]" };
    const dir = dirOf(t);
    if (dir === null) return { error: "which direction? E SE SW W NW NE (or left, right)" };
    return {
      action: dir === undefined ? { type: "card", card: id } : { type: "card", card: id, dir },
    };
  }
  if (cmd === "golfer" || cmd === "ability") {
    const own = [...(s.options.sharedGolfers ?? []), s.golfers[seat]].filter(Boolean) as string[];
    const named = a && own.includes(a);
    const id = named
      ? a
      : own.find((g) => plays(s, seat).some((x) => x.type === "golfer" && x.golfer === g));
    const dir = dirOf(named ? b : a);
    if (!id) return { error: "no golfer ability to use now" };
    if (dir === null) return { error: "which direction? E SE SW W NW NE" };
    return {
      action:
        dir === undefined ? { type: "golfer", golfer: id } : { type: "golfer", golfer: id, dir },
    };
  }
  if (cmd === "token") {
    if (a !== "reroll" && a !== "turn") return { error: "token reroll | token turn <left|right>" };
    const dir = dirOf(b);
    if (dir === null) return { error: "token turn <left|right>" };
    return {
      action: dir === undefined ? { type: "token", use: a } : { type: "token", use: a, dir },
    };
  }
  if (cmd === "adjust") {
    const to = Number(a);
    return Number.isInteger(to) && to >= 1
      ? { action: { type: "adjust", to } }
      : { error: "adjust <number>" };
  }
  return null;
}

const FACE_WORDS: Record<string, Face> = {
  t: "triangle",
  tri: "triangle",
  triangle: "triangle",
  c: "curve",
  curve: "curve",
  dc: "dotted-curve",
  "dotted-curve": "dotted-curve",
};

/** Referee: "7", "t" (triangle), "c" (curve), "dc" (dotted curve), "3d" or "dot3" (three dots). */
export function parseRoll(line: string, s: State): readonly Face[] | { readonly error: string } {
  // A draw: the referee types the card's id (the engine checks it is in the pile).
  if (s.deal.length) return [line.trim().toLowerCase()];
  const out: Face[] = [];
  for (const w of line.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
    if (/^\d+$/.test(w)) out.push(Number(w));
    else if (FACE_WORDS[w]) out.push(FACE_WORDS[w]);
    else if (/^(dot)?[1-5]d?$/.test(w) && (w.startsWith("dot") || w.endsWith("d"))) {
      out.push(`dot${w.replace(/\D/g, "")}`);
    } else return { error: `"${w}" is not a face: a number, t, c, dc, or 2d for two dots` };
  }
  if (
    s.flight &&
    out.length === 1 &&
    dotsOf(out[0]) &&
    !clubById(s.flight.club)?.faces.includes(out[0])
  ) {
    return { error: `the ${s.flight.club} has no ${faceName(out[0])} face` };
  }
  return out;
}
