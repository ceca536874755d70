/** The text interface: table, prompt, typed commands (never throwing), logs and scorecard. */

import type { Face } from "../../engine/dice.ts";
import type { Paint, Parsed, TextUI } from "../module.ts";
import { CLUB_IDS, clubById } from "./data.ts";
import { game } from "./game.ts";
import { compileCourse, courseFromSpaces, placedSpaces, validateLayout } from "./rules/course.ts";
import { holeRules } from "./rules/design.ts";
import { DIRECTION_NAMES, parseDirection, turn } from "./rules/hex.ts";
import { dotsOf, faceName, spaceName } from "./rules/shot.ts";
import { greenIndices } from "./rules/variants.ts";
import { type Action, boardsOf, type State } from "./state.ts";
import { modelFor } from "./strategy/planner.ts";
import { coursePicture, legend, noPaint } from "./ui/board.ts";
import { cardLines, cardPrompt, describeCard, parseCardCommand } from "./ui/cards.ts";

const seatName = (i: number) => `P${i + 1}`;

function ballLine(s: State, seat: number): string {
  const c = compileCourse(s.layout);
  const b = s.balls[seat];
  const where = b === -1 ? "on the green" : spaceName(c, b);
  return `${seatName(seat)}: ${where}, shots ${s.shots[seat]}, penalty tokens ${s.penalties[seat]}`;
}

function render(s: State, seat: number | null, p: Paint): string {
  const c = compileCourse(s.layout);
  const v = s.options.variant;
  const head = `${p.bold("Roll In One")}${v ? ` (${v})` : ""}  hole ${Math.min(s.hole + 1, s.holesTotal)} of ${s.holesTotal}`;
  if (s.phase === "rolloff" || (s.deal.length && !s.balls.length)) {
    return [
      head,
      ...cardLines(s, seat, p),
      "Roll the putter: lowest takes the first-player marker.",
    ].join("\n");
  }
  const lines = [head];
  if (s.phase === "design") {
    lines.push(`${seatName(s.marker)} designs (par so far ${c.par})`);
    lines.push(coursePicture(c, [], p), legend(p));
    lines.push(
      `placed: ${s.layout.boards.map((b) => `${b.board}@${b.q},${b.r} turn ${b.rot}`).join(", ")}`,
    );
    const unused = boardsOf(s).boards.filter((b) => !s.layout.boards.some((x) => x.board === b.id));
    lines.push(`boards left: ${unused.map((b) => `${b.id} (${b.kind})`).join(", ")}`);
    const problems = validateLayout(s.layout, holeRules(s));
    // A designer sees at once what the hole does: the planner's expectation from the tee.
    const ready = () =>
      `ready: accept (par ${c.par}; the planner expects ${modelFor(s.layout).V[c.tee].toFixed(2)} shots + penalties from the tee)`;
    lines.push(problems.length ? p.yellow(`not ready: ${problems.join("; ")}`) : p.green(ready()));
    return lines.join("\n");
  }
  lines[0] += `  par ${c.par}`;
  const balls = s.phase === "play" ? s.balls : [];
  const f = s.flight;
  const shown = f ? balls.map((b, i) => (i === f.seat ? f.pos : b)) : balls;
  lines.push(coursePicture(c, shown, p, greenIndices(s)), legend(p));
  if (s.phase === "play") {
    for (let i = 0; i < s.options.players; i++) lines.push(ballLine(s, i));
    lines.push(...cardLines(s, seat, p));
    if (f) {
      lines.push(
        `${seatName(f.seat)} in flight with the ${f.club}: heading ${DIRECTION_NAMES[f.dir]}, number to beat ${f.last || "none"}`,
      );
    }
    if (s.events.length) lines.push(p.dim(s.events.join("; ")));
  }
  return lines.join("\n");
}

function prompt(s: State, p: Paint): string {
  const special = cardPrompt(s, p);
  if (special) return special;
  if (s.phase === "design") {
    return `${p.bold(seatName(s.marker))} design: place <board> <q,r> [turn 0-5] | turn <board> | remove <board> | green <q,r> | generate [seed] | show <board> [turn] | accept`;
  }
  const f = s.flight;
  if (f?.pending) {
    const opts = f.anyDirection
      ? "any direction: E SE SW W NW NE"
      : `left (${DIRECTION_NAMES[turn(f.dir, -1)]}) or right (${DIRECTION_NAMES[turn(f.dir, 1)]})`;
    return `${p.bold(seatName(f.seat))} ${f.pending === "curve" ? "curve" : "dotted curve"}: ${opts}`;
  }
  const extra =
    s.options.cards || s.options.sharedGolfers ? " | card <id> [dir] | golfer [dir]" : "";
  return `${p.bold(seatName(s.toPlay[0] ?? 0))} shot: <club> <direction>  clubs ${CLUB_IDS.join(" ")}; directions E SE SW W NW NE${extra}`;
}

function parseHex(t: string | undefined): [number, number] | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(t ?? "");
  return m ? [Number(m[1]), Number(m[2])] : null;
}

function parse(line: string, s: State): Parsed<Action> {
  const w = line.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!w.length && s.window.length) return { action: { type: "pass" } };
  if (!w.length) return { error: "type a command (help lists them)" };
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
    const seed = a === undefined ? 1 : Number(a);
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

function describe(a: Action, s: State): string {
  const card = describeCard(a, s);
  if (card !== null) {
    // Plays act at once: say what they did.
    const events = game.apply(s, a).events;
    return events.length ? `${card}: ${events.join("; ")}` : card;
  }
  switch (a.type) {
    case "place":
      return `places ${a.board} at ${a.q},${a.r} turned ${a.rot}`;
    case "turn":
      return `turns ${a.board}`;
    case "remove":
      return `removes ${a.board}`;
    case "green":
      return `puts the green at ${a.q},${a.r}`;
    case "generate":
      return `generates a hole (seed ${a.seed})`;
    case "accept": {
      const c = compileCourse(s.layout);
      if (!s.layout.green) return `accepts hole ${s.hole + 1}`;
      return `accepts hole ${s.hole + 1}: ${s.layout.boards.map((b) => b.board).join(" + ")}, par ${c.par}, green at ${s.layout.green?.join(",")}`;
    }
    case "shot":
      return `takes the ${a.club}, aims ${DIRECTION_NAMES[a.dir]} from ${spaceName(compileCourse(s.layout), s.balls[s.toPlay[0]])}`;
    case "curve": {
      // The curve moves the ball as it is chosen: say where it went.
      const after = game.apply(s, a);
      return `curves ${DIRECTION_NAMES[a.dir]}: ${after.events.join("; ")}`;
    }
    default:
      return a.type;
  }
}

function describeRoll(faces: readonly Face[], s: State): string {
  if (s.events.some((e) => e.includes("draws a caddie card") || e.includes("takes golfer"))) {
    return s.events.join("; ");
  }
  // Several faces means the putter roll-off; a shot rolls one club at a time.
  if (faces.length > 1) return s.events.join("; ");
  return `rolls ${faceName(faces[0])}: ${s.events.join("; ")}`;
}

function scorecard(s: State, names: readonly string[], p: Paint): string {
  const solo = s.options.players === 1;
  const byWidth = Math.max(2, ...s.cards.map((c) => names[c.designer].length));
  const col = (i: number) => Math.max(6, names[i].length);
  const head = ["hole", "par", "by".padEnd(byWidth), ...names.map((n, i) => n.padStart(col(i)))];
  const rows = s.cards.map((c, h) =>
    [
      String(h + 1).padStart(4),
      String(c.par).padStart(3),
      names[c.designer].padEnd(byWidth),
      ...c.score.map((x, i) => `${x}`.padStart(col(i))),
    ].join("  "),
  );
  const tot = names.map((_, i) =>
    `${s.cards.reduce((t, c) => t + c.score[i], 0)}`.padStart(col(i)),
  );
  const v = s.options.variant;
  const note =
    v === "campaign"
      ? solo
        ? "score = shots + penalties to reach all three greens"
        : "score = penalty tokens + 5 per green not reached"
      : v === "bumper"
        ? "score = penalty tokens (the game ends at six)"
        : v === "survival"
          ? `holes survived: ${s.survived} (each row: shots + penalties)`
          : solo
            ? "score = shots + penalties"
            : "score = penalty tokens + players closer to the green";
  return [
    p.bold(head.join("  ")),
    ...rows,
    p.bold(["total", "   ", " ".repeat(byWidth - 1), ...tot].join("  ")),
    p.dim(note),
  ].join("\n");
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
function parseRoll(line: string, s: State): readonly Face[] | { readonly error: string } {
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

export const ui: TextUI<State, Action> = {
  render,
  prompt,
  parse,
  describe,
  describeRoll,
  scorecard,
  parseRoll,
};
