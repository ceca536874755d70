/** The text interface for cards and variants: what a seat sees, the prompts, typed commands. */
import { seatName as nameOf, type Paint } from "../../module.ts";
import type { Action } from "../actions.ts";
import { caddieById, golferById } from "../rules/cards.ts";
import { choosing } from "../rules/deal.ts";
import { activeSeat, cardLists, plays } from "../rules/effects.ts";
import { DIRECTION_NAMES } from "../rules/hex.ts";
import { faceName } from "../rules/shot.ts";
import { GREENS } from "../rules/variants.ts";
import type { State } from "../state.ts";
import { capital, possessive } from "./names.ts";

type Names = readonly string[] | undefined;

/** The card lines of the table: golfers face up, the seat's own hand only, variant counters. */
export function cardLines(s: State, seat: number | null, p: Paint, names?: Names): string[] {
  const seatName = (i: number) => nameOf(names, i);
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
    if (g) lines.push(`${capital(possessive(names, i))} golfer: ${golfer(g)}`);
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
      lines.push(
        `${capital(possessive(names, seat))} caddie cards: ${mine.length ? mine.join("; ") : "none"}`,
      );
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
export function cardPrompt(s: State, p: Paint, names?: Names): string | null {
  const whose = (i: number) => capital(possessive(names, i));
  if (s.deal.length && choosing(s)) {
    return `${p.bold(whose(s.deal[0].seat))} golfer: choose <${s.golferPile.join("|")}>`;
  }
  if (s.ricochet) {
    return `${p.bold(whose(s.ricochet.seat))} ricochet: ricochet <ball 1-5> <direction>`;
  }
  if (s.greenMoves.length) {
    const m = s.greenMoves[0];
    return `${p.bold(whose(m.seat))} move of green ${m.green + 1}, at least six spaces: green <q,r>`;
  }
  if (s.window.length) {
    const seat = s.window[0];
    const opts = plays(s, seat).map((a) => playLabel(a, s));
    const on = seat === activeSeat(s) ? "" : ` (on ${possessive(names, activeSeat(s))} ball)`;
    return `${p.bold(whose(seat))} say after the ${faceName(s.flight?.face ?? "")}${on}: pass (Enter) or ${[...new Set(opts)].join(" | ")}`;
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
