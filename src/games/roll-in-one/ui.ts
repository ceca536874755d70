/** The text interface: table, prompt, typed commands (never throwing), logs and scorecard. */

import type { Face } from "../../engine/dice.ts";
import { type Paint, seatName, type TextUI } from "../module.ts";
import type { Action } from "./actions.ts";
import { CLUB_IDS } from "./data.ts";
import { game } from "./game.ts";
import { parse, parseRoll } from "./parse.ts";
import { compileCourse, validateLayout } from "./rules/course.ts";
import { holeRules } from "./rules/design.ts";
import { DIRECTION_NAMES, turn } from "./rules/hex.ts";
import { faceName, spaceName } from "./rules/shot.ts";
import { greenIndices } from "./rules/variants.ts";
import { boardsOf, type State } from "./state.ts";
import { modelFor } from "./strategy/planner.ts";
import { coursePicture, legend } from "./ui/board.ts";
import { cardLines, cardPrompt, describeCard } from "./ui/cards.ts";
import { capital, eventText, possessive, subject } from "./ui/names.ts";

type Names = readonly string[] | undefined;

/** "Ann's", "Your" at the head of a prompt. */
const whose = (names: Names, seat: number) => capital(possessive(names, seat));

function ballLine(s: State, seat: number, names: Names): string {
  const c = compileCourse(s.layout);
  const b = s.balls[seat];
  const where = b === -1 ? "on the green" : spaceName(c, b);
  return `ball ${seat + 1}, ${seatName(names, seat)}: ${where}, shots ${s.shots[seat]}, penalty tokens ${s.penalties[seat]}`;
}

/** How the last hole ended and the totals so far, once a hole has been played. */
function lastHoleLine(s: State, names: Names): string | null {
  const card = s.cards[s.cards.length - 1];
  if (!card || s.phase === "over") return null;
  const seats = card.score.map((_, i) => i);
  const total = (i: number) => s.cards.reduce((t, c) => t + c.score[i], 0);
  const each = seats.map((i) => `${seatName(names, i)} ${card.score[i]} (total ${total(i)})`);
  return `hole ${s.cards.length} scored: ${each.join(", ")}`;
}

function render(s: State, seat: number | null, p: Paint, names?: Names): string {
  const c = compileCourse(s.layout);
  const v = s.options.variant;
  const head = `${p.bold("Roll In One")}${v ? ` (${v})` : ""}  hole ${Math.min(s.hole + 1, s.holesTotal)} of ${s.holesTotal}`;
  if (s.phase === "rolloff" || (s.deal.length && !s.balls.length)) {
    return [
      head,
      ...cardLines(s, seat, p, names),
      "Roll the putter: lowest takes the first-player marker.",
    ].join("\n");
  }
  const lines = [head];
  const last = lastHoleLine(s, names);
  if (s.phase === "design") {
    if (last) lines.push(last);
    lines.push(`${subject(names, s.marker, "designs")} (par so far ${c.par})`);
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
  // A hole nobody designs starts at once: its table still says how the last one ended.
  if (last && s.phase === "play" && s.shots.every((x) => x === 0)) lines.push(last);
  const balls = s.phase === "play" ? s.balls : [];
  const f = s.flight;
  const shown = f ? balls.map((b, i) => (i === f.seat ? f.pos : b)) : balls;
  lines.push(coursePicture(c, shown, p, greenIndices(s)), legend(p));
  if (s.phase === "play") {
    for (let i = 0; i < s.options.players; i++) lines.push(ballLine(s, i, names));
    lines.push(...cardLines(s, seat, p, names));
    if (f) {
      lines.push(
        `${capital(possessive(names, f.seat))} ball in flight with the ${f.club}: heading ${DIRECTION_NAMES[f.dir]}, number to beat ${f.last || "none"}`,
      );
    }
    if (s.events.length) lines.push(p.dim(eventText(s.events, names)));
  }
  return lines.join("\n");
}

/**
 * In the middle of a shot (a curve to choose, a card to say) the hole is the one just shown:
 * only the lines that changed (board rows with their r and q, balls, cards, the flight).
 */
function renderChange(
  before: State,
  s: State,
  seat: number,
  p: Paint,
  names?: Names,
): string | null {
  const f = s.flight;
  const b = before.flight;
  if (!f || s.phase !== "play" || before.phase !== "play" || s.hole !== before.hole) return null;
  // Shown in flight, or at the choice of club that started this very shot.
  const sameShot = b
    ? b.seat === f.seat && s.shots[f.seat] === before.shots[f.seat]
    : before.toPlay[0] === f.seat && s.shots[f.seat] === before.shots[f.seat] + 1;
  if (!sameShot) return null;
  const old = new Set(render(before, seat, p, names).split("\n"));
  const changed = render(s, seat, p, names)
    .split("\n")
    .filter((l) => !old.has(l));
  return [p.dim("The shot goes on (what changed; table: the whole hole):"), ...changed].join("\n");
}

function prompt(s: State, p: Paint, names?: Names): string {
  const special = cardPrompt(s, p, names);
  if (special) return special;
  if (s.phase === "design") {
    return `${p.bold(whose(names, s.marker))} design: place <board> <q,r> [turn 0-5] | turn <board> | remove <board> | green <q,r> | generate [seed] | show <board> [turn] | accept`;
  }
  const f = s.flight;
  if (f?.pending) {
    const opts = f.anyDirection
      ? "any direction: E SE SW W NW NE"
      : `left (${DIRECTION_NAMES[turn(f.dir, -1)]}) or right (${DIRECTION_NAMES[turn(f.dir, 1)]})`;
    return `${p.bold(whose(names, f.seat))} ${f.pending === "curve" ? "curve" : "dotted curve"}: ${opts}`;
  }
  const extra =
    s.options.cards || s.options.sharedGolfers ? " | card <id> [dir] | golfer [dir]" : "";
  return `${p.bold(whose(names, s.toPlay[0] ?? 0))} shot: <club> <direction>  clubs ${CLUB_IDS.join(" ")}; directions E SE SW W NW NE${extra}`;
}

function describe(a: Action, s: State, names?: Names): string {
  const card = describeCard(a, s);
  if (card !== null) {
    // Plays act at once: say what they did.
    const events = game.apply(s, a).events;
    return events.length ? `${card}: ${eventText(events, names)}` : card;
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
      return `generates a hole (seed ${a.seed}: "generate ${a.seed}" builds it again)`;
    case "accept": {
      const c = compileCourse(s.layout);
      if (!s.layout.green) return `accepts hole ${s.hole + 1}`;
      return `accepts hole ${s.hole + 1}: ${s.layout.boards.map((b) => b.board).join(" + ")}, par ${c.par}, green at ${s.layout.green?.join(",")}`;
    }
    case "shot":
      return `aims the ${a.club} ${DIRECTION_NAMES[a.dir]} from ${spaceName(compileCourse(s.layout), s.balls[s.toPlay[0]])}`;
    case "curve": {
      // The curve moves the ball as it is chosen: say where it went.
      const after = game.apply(s, a);
      return `curves ${DIRECTION_NAMES[a.dir]}: ${eventText(after.events, names)}`;
    }
    default:
      return a.type;
  }
}

function describeRoll(faces: readonly Face[], s: State, names?: Names): string {
  const text = eventText(s.events, names);
  // A card drawn, or the putter roll-off (several faces): the events say it all.
  if (s.events.some((e) => /:(draws|takes)\} (a caddie card|golfer)/.test(e))) return text;
  if (faces.length > 1) return text;
  return `rolls ${faceName(faces[0])}: ${text}`;
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

export const ui: TextUI<State, Action> = {
  render,
  renderChange,
  prompt,
  parse,
  describe,
  describeRoll,
  scorecard,
  parseRoll,
};
