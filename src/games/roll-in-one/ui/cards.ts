/** The text interface for cards and variants: what a seat sees, the prompts, typed commands. */
import type { Paint, Parsed } from "../../module.ts";
import { playingSeat } from "../rules/cardplay.ts";
import { caddieById, golferById } from "../rules/cards.ts";
import { choosing } from "../rules/deal.ts";
import { activeSeat, cardLists, plays } from "../rules/effects.ts";
import { DIRECTION_NAMES, parseDirection, turn } from "../rules/hex.ts";
import { faceName } from "../rules/shot.ts";
import { GREENS } from "../rules/variants.ts";
import type { Action, State } from "../state.ts";

const seatName = (i: number) => `P${i + 1}`;

/** The card lines of the table: golfers face up, the seat's own hand only, variant counters. */
export function cardLines(s: State, seat: number | null, p: Paint): string[] {
  const o = s.options;
  const lists = cardLists(o);
  const lines: string[] = [];
  const golfer = (id: string) => {
    const g = golferById(lists, id);
    return g ? `${g.name} (${g.text})` : id;
  };
  if (o.sharedGolfers?.length)
    lines.push(`shared golfers: ${o.sharedGolfers.map(golfer).join("; ")}`);
  s.golfers.forEach((g, i) => {
    if (g) lines.push(`${seatName(i)} golfer: ${golfer(g)}`);
  });
  if (o.cards) {
    const counts = s.hands.map((h, i) => `${seatName(i)} ${h.length}`).join(", ");
    lines.push(
      p.dim(`caddie cards held: ${counts}; pile ${s.pile.length}, discards ${s.discard.length}`),
    );
    if (seat !== null && s.hands[seat]) {
      const mine = s.hands[seat].map((id) => {
        const c = caddieById(lists, id);
        return c ? `${p.bold(id)} (${c.text})` : id;
      });
      lines.push(`${seatName(seat)}, your caddie cards: ${mine.length ? mine.join("; ") : "none"}`);
    }
  }
  if (o.handicap)
    lines.push(`handicap points: ${s.points.map((x, i) => `${seatName(i)} ${x}`).join(", ")}`);
  if (o.variant === "survival") lines.push(`tokens ${s.tokens}, holes survived ${s.survived}`);
  if (s.greens.length) {
    lines.push(`greens: ${s.greens.map(([q, r], g) => `${g + 1} at ${q},${r}`).join("; ")}`);
  }
  if (o.variant === "campaign") {
    const got = s.reached.map(
      (r, i) => `${seatName(i)} ${r.map((g) => g + 1).join("+") || "none"}`,
    );
    lines.push(
      `greens reached (of ${GREENS}): ${got.join(", ")}${s.leader >= 0 ? `; catch-up rounds left ${s.catchUp}` : ""}`,
    );
  }
  return lines;
}

/** A prompt for the card and variant decisions, or null when it is a shot or a curve. */
export function cardPrompt(s: State, p: Paint): string | null {
  if (s.deal.length && choosing(s)) {
    return `${p.bold(seatName(s.deal[0].seat))} choose your golfer: choose <${s.golferPile.join("|")}>`;
  }
  if (s.ricochet) {
    return `${p.bold(seatName(s.ricochet.seat))} ricochet: ricochet <ball 1-5> <direction>`;
  }
  if (s.greenMoves.length) {
    const m = s.greenMoves[0];
    return `${p.bold(seatName(m.seat))} move green ${m.green + 1} at least six spaces: green <q,r>`;
  }
  if (s.window.length) {
    const seat = s.window[0];
    const opts = plays(s, seat).map((a) => playLabel(a, s));
    const whose = seat === activeSeat(s) ? "" : ` (on ${seatName(activeSeat(s))}'s ball)`;
    return `${p.bold(seatName(seat))} after the ${faceName(s.flight?.face ?? "")}${whose}: pass (Enter) or ${[...new Set(opts)].join(" | ")}`;
  }
  return null;
}

export function playLabel(a: Action, s: State): string {
  const d = "dir" in a && a.dir !== undefined ? ` ${DIRECTION_NAMES[a.dir]}` : "";
  switch (a.type) {
    case "card":
      return `card ${a.card}${d}`;
    case "golfer":
      return `golfer ${a.golfer}${d}`;
    case "token":
      return `token ${a.use}${d}`;
    case "adjust":
      return `adjust ${a.to}`;
    case "pass":
      return "pass";
    case "cross":
      return "cross (a handicap point: fly on out of bounds)";
    default:
      return s.phase;
  }
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

/** Past tense of a card or variant action. */
export function describeCard(a: Action, s: State): string | null {
  switch (a.type) {
    case "choose-golfer":
      return `chooses golfer ${a.golfer}`;
    case "ricochet":
      return `ricochets ball ${a.ball + 1} ${DIRECTION_NAMES[a.dir]}`;
    case "move-green":
      return `moves the green to ${a.q},${a.r}`;
    case "pass":
      return "passes";
    case "cross":
      return "crosses";
    case "card":
    case "golfer":
    case "token":
    case "adjust":
      return `${playLabel(a, s)}`;
    default:
      return null;
  }
}
