/** The text interface: table, prompt, typed commands (never throwing), logs and scorecard. */

import type { Face } from "../../engine/dice.ts";
import { type Paint, seatName, type TextUI } from "../module.ts";
import type { Action } from "./actions.ts";
import { CLUB_IDS } from "./data.ts";
import { game } from "./game.ts";
import { parse, parseRoll } from "./parse.ts";
import { playingSeat } from "./rules/cardplay.ts";
import { compileCourse, validateLayout } from "./rules/course.ts";
import { holeRules } from "./rules/design.ts";
import { DIRECTION_NAMES, turn } from "./rules/hex.ts";
import { faceName, spaceName } from "./rules/shot.ts";
import { greenIndices } from "./rules/variants.ts";
import { boardsOf, type State } from "./state.ts";
import { modelFor } from "./strategy/planner.ts";
import { coursePicture, legend } from "./ui/board.ts";
import { cardBlocks, cardPrompt, type Detail, describeCard, seatCards } from "./ui/cards.ts";
import {
  type Block,
  block,
  keep,
  layOut,
  type Place,
  type Placed,
  promptLines,
  SCREEN,
  wrap,
} from "./ui/layout.ts";
import { eventText, subject, whose } from "./ui/names.ts";

type Names = readonly string[] | undefined;

/**
 * A seat's line: where its ball is (where the picture shows it, also in flight), shots and
 * penalty tokens so far, its golfer and how many caddie cards it holds.
 */
function seatLine(s: State, seat: number, names: Names, detail: Detail): string {
  const c = compileCourse(s.layout);
  const f = s.flight?.seat === seat ? s.flight : null;
  const b = s.balls[seat];
  const cards = seatCards(s, seat, detail);
  const name = seatName(names, seat);
  if (b === undefined) return `${name}${cards.length ? `: ${cards.join(", ")}` : ""}`;
  // Kept on one line: "at 1,0 (fairway):".
  const where = f
    ? `in flight ${keep(`at ${spaceName(c, f.pos)}:`)}`
    : b === -1
      ? keep("on the green:")
      : keep(`at ${spaceName(c, b)}:`);
  const more = cards.length ? `; ${cards.join(", ")}` : "";
  return `${seat + 1} ${name} ${where} ${keep(`shots ${s.shots[seat]}`)}, ${keep(`penalties ${s.penalties[seat]}`)}${more}`;
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

const seats = (s: State) => Array.from({ length: s.options.players }, (_, i) => i);

/** The table in parts: the course picture and the words that go beside (or under) it. */
interface Parts {
  readonly picture: string[];
  readonly blocks: Placed[];
}

const at = (place: Place, ...bs: Block[]): Placed[] => bs.map((block) => ({ block, place }));

function parts(s: State, seat: number | null, p: Paint, names: Names, detail: Detail): Parts {
  const c = compileCourse(s.layout);
  const v = s.options.variant;
  const holeNo = `hole ${Math.min(s.hole + 1, s.holesTotal)} of ${s.holesTotal}`;
  // Units with their own spacing: the head parts only between its pieces.
  const head = (...more: string[]): Placed[] =>
    at("head", {
      units: [`Roll In One${v ? ` (${v})` : ""} `, holeNo, ...more.map((m) => ` ${m}`)],
      style: p.bold,
    });
  if (s.phase === "rolloff" || (s.deal.length && !s.balls.length)) {
    return {
      picture: [],
      blocks: [
        ...head(),
        ...at("beside", ...seats(s).map((i) => block(seatLine(s, i, names, detail)))),
        ...at("beside", ...cardBlocks(s, seat, p, names, detail)),
        ...at("beside", block("Roll the putter: lowest takes the first-player marker.")),
      ],
    };
  }
  const legendBlock: Block = { units: legend(p) };
  const last = lastHoleLine(s, names);
  if (s.phase === "design") {
    const beside = [];
    if (last) beside.push(block(last));
    beside.push(block(`${subject(names, s.marker, "designs")} (par so far ${c.par})`));
    // One unit per board, so a wrapped list never splits a board from where it lies.
    const list = (head: string, items: string[]): Block => ({
      units: [head, ...items.map((x, i) => (i < items.length - 1 ? `${x},` : x))],
    });
    beside.push(
      list(
        "placed:",
        s.layout.boards.map((b) => `${b.board}@${b.q},${b.r} turn ${b.rot}`),
      ),
    );
    const unused = boardsOf(s).boards.filter((b) => !s.layout.boards.some((x) => x.board === b.id));
    beside.push(
      list(
        "boards left:",
        unused.map((b) => `${b.id} (${b.kind})`),
      ),
    );
    const problems = validateLayout(s.layout, holeRules(s));
    // A designer sees at once what the hole does: the planner's expectation from the tee.
    const ready = () =>
      `ready: accept (par ${c.par}; the planner expects ${modelFor(s.layout).V[c.tee].toFixed(2)} shots + penalties from the tee)`;
    const status = problems.length
      ? block(`not ready: ${problems.join("; ")}`, p.yellow)
      : block(ready(), p.green);
    return {
      picture: pictureLines(c, [], p),
      blocks: [
        ...head(),
        ...at("beside", ...beside),
        ...at("either", legendBlock),
        ...at("under", status),
      ],
    };
  }
  const beside: Block[] = [];
  // A hole nobody designs starts at once: its table still says how the last one ended.
  if (last && s.phase === "play" && s.shots.every((x) => x === 0)) beside.push(block(last));
  const balls = s.phase === "play" ? s.balls : [];
  const f = s.flight;
  const shown = f ? balls.map((b, i) => (i === f.seat ? f.pos : b)) : balls;
  let events: Placed[] = [];
  if (s.phase === "play") {
    for (const i of seats(s)) beside.push(block(seatLine(s, i, names, detail)));
    beside.push(...cardBlocks(s, seat, p, names, detail));
    if (f) {
      beside.push(
        block(
          `${whose(names, f.seat)} ${f.club} heading ${DIRECTION_NAMES[f.dir]}, number to beat ${f.last || "none"}`,
        ),
      );
    }
    // Mid-shot, what the last roll did (its log line may have scrolled away with the redraw).
    if (f && s.events.length) events = at("either", block(eventText(s.events, names), p.dim));
  }
  return {
    picture: pictureLines(c, shown, p, greenIndices(s)),
    blocks: [
      ...head(`par ${c.par}`),
      ...at("either", legendBlock),
      ...at("beside", ...beside),
      ...events,
    ],
  };
}

function pictureLines(
  c: ReturnType<typeof compileCourse>,
  balls: readonly number[],
  p: Paint,
  greens: readonly number[] = [],
): string[] {
  return coursePicture(c, balls, p, greens).split("\n");
}

/** Rows the table may take so that it, the prompt and the typing line fit one screen. */
function budget(s: State, p: Paint, names: Names): number {
  // A blank line before the table, the prompt, the line being typed.
  return SCREEN.rows - 2 - prompt(s, p, names).split("\n").length;
}

/** The table laid out for the screen, with the cards' texts when they still fit. */
function laidOut(s: State, seat: number | null, p: Paint, names?: Names): string[] {
  const rows = budget(s, p, names);
  let table: string[] = [];
  for (const detail of [0, 1, 2] as const) {
    const t = parts(s, seat, p, names, detail);
    table = layOut(t.picture, t.blocks);
    if (table.length <= rows) break;
  }
  return table;
}

function render(s: State, seat: number | null, p: Paint, names?: Names): string {
  return laidOut(s, seat, p, names).join("\n");
}

/**
 * In the middle of a shot (a curve to choose, a card to say) the whole table is shown again when
 * it fits the screen; a hole too big for that shows only the lines that changed (board rows
 * with their r and q, balls, cards, the flight).
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
  if (!sameShot || laidOut(s, seat, p, names).length <= budget(s, p, names)) return null;
  const linesOf = (x: State) => {
    const t = parts(x, seat, p, names, 2);
    return [...t.picture, ...t.blocks.flatMap((k) => wrap(k.block, SCREEN.columns))];
  };
  const old = new Set(linesOf(before));
  const changed = linesOf(s).filter((l) => !old.has(l));
  return [p.dim("The shot goes on (what changed; table: the whole hole):"), ...changed].join("\n");
}

function prompt(s: State, p: Paint, names?: Names): string {
  const special = cardPrompt(s, p, names);
  if (special) return special;
  if (s.phase === "design") {
    return promptLines(p, `${whose(names, s.marker)} design:`, [
      "place <board> <q,r> [turn 0-5]",
      "turn <board>",
      "remove <board>",
      "green <q,r>",
      "generate [seed]",
      "show <board> [turn]",
      "accept",
    ]);
  }
  const f = s.flight;
  if (f?.pending) {
    const opts = f.anyDirection
      ? "any direction: E SE SW W NW NE"
      : `left (${DIRECTION_NAMES[turn(f.dir, -1)]}) or right (${DIRECTION_NAMES[turn(f.dir, 1)]})`;
    return promptLines(
      p,
      `${whose(names, f.seat)} ${f.pending === "curve" ? "curve" : "dotted curve"}: ${opts}`,
    );
  }
  return promptLines(
    p,
    `${whose(names, s.toPlay[0] ?? 0)} shot: <${CLUB_IDS.join("|")}> <${DIRECTION_NAMES.join("|")}>`,
  );
}

function describe(a: Action, s: State, names?: Names): string {
  const card = describeCard(a, s);
  if (card !== null) {
    // Plays act at once: say what they did, in the events' words ("plays Tee It Up; the ball
    // steps SE"), the player's own name left to the line that starts with it.
    const events = game.apply(s, a).events;
    const own = new RegExp(`^\\{${playingSeat(s)}:([a-z]+)\\} `);
    const m = events.length ? own.exec(events[0]) : null;
    if (!m) return events.length ? `${card}: ${eventText(events, names)}` : card;
    const first = events[0].slice(m[0].length);
    return `${m[1]} ${eventText([first, ...events.slice(1)], names)}`;
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
  // Every seat may play a card after each roll; a bot that plays none needs no line.
  quiet: (a) => a.type === "pass",
  describeRoll,
  scorecard,
  parseRoll,
};
