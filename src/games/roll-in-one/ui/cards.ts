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
import { type Block, block, keep, promptLines } from "./layout.ts";
import { possessive, whose } from "./names.ts";

type Names = readonly string[] | undefined;

/**
 * How much the table says about cards, to fit the screen: 0 their texts, 1 their names (the
 * `cards` command has the texts), 2 also no golfer names on the seat lines and no pile counts.
 */
export type Detail = 0 | 1 | 2;

/** A seat's cards for its line on the table: its golfer (face up), how many caddie cards. */
export function seatCards(s: State, seat: number, detail: Detail): string[] {
  const out: string[] = [];
  const brief = detail > 0;
  const id = s.golfers[seat];
  if (id && detail < 2) {
    const g = golferById(cardLists(s.options), id);
    out.push(g ? (brief ? keep(g.name) : `${keep(g.name)} (${g.text})`) : id);
  }
  if (s.options.cards) {
    const n = s.hands[seat]?.length ?? 0;
    out.push(keep(`${n} card${n === 1 ? "" : "s"}`));
  }
  return out;
}

/**
 * The card lines of the table: shared golfers, the seat's own hand only, variant counters.
 * Brief: the cards by name only (the `cards` command says what each does), for a small screen.
 */
export function cardBlocks(
  s: State,
  seat: number | null,
  p: Paint,
  names?: Names,
  detail: Detail = 0,
): Block[] {
  const brief = detail > 0;
  const seatName = (i: number) => nameOf(names, i);
  const o = s.options;
  const lists = cardLists(o);
  const lines: Block[] = [];
  const golfer = (id: string) => {
    const g = golferById(lists, id);
    return g ? (brief ? keep(g.name) : `${keep(g.name)} (${g.text})`) : id;
  };
  if (o.sharedGolfers?.length)
    lines.push(block(`shared golfers: ${o.sharedGolfers.map(golfer).join("; ")}`));
  if (o.cards) {
    const pile = `caddie pile ${s.pile.length}, discards ${s.discard.length}`;
    if (seat === null || !s.hands[seat]) lines.push(block(pile, p.dim));
    else {
      const hand = s.hands[seat];
      const mine = brief
        ? hand.map((id) => p.bold(id)).join(", ")
        : hand
            .map((id) => {
              const c = caddieById(lists, id);
              return c ? `${p.bold(id)} (${c.text})` : id;
            })
            .join("; ");
      const counts = detail < 2 ? `; ${pile}` : "";
      lines.push(block(`${whose(names, seat)} caddie cards: ${mine || "none"}${counts}`));
    }
  }
  if (o.handicap)
    lines.push(
      block(`handicap points: ${s.points.map((x, i) => `${seatName(i)} ${x}`).join(", ")}`),
    );
  if (o.variant === "survival")
    lines.push(block(`tokens ${s.tokens}, holes survived ${s.survived}`));
  if (s.greens.length) {
    lines.push(block(`greens: ${s.greens.map(([q, r], g) => `${g + 1} at ${q},${r}`).join("; ")}`));
  }
  if (o.variant === "campaign") {
    const got = s.reached.map(
      (r, i) => `${seatName(i)} ${r.map((g) => g + 1).join("+") || "none"}`,
    );
    lines.push(
      block(
        `greens reached (of ${GREENS}): ${got.join(", ")}${s.leader >= 0 ? `; catch-up rounds left ${s.catchUp}` : ""}`,
      ),
    );
  }
  return lines;
}

/**
 * What `cards` answers: the golfers in play (by ball number, as the table lists the seats) and
 * the hand of the seat deciding, each with its text.
 */
export function cardsText(s: State, seat: number): string {
  const lists = cardLists(s.options);
  const golfer = (id: string) => {
    const g = golferById(lists, id);
    return g ? `${g.name}: ${g.text}` : id;
  };
  const lines: string[] = [];
  for (const id of s.options.sharedGolfers ?? []) lines.push(`  everyone: ${golfer(id)}`);
  s.golfers.forEach((id, i) => {
    if (id) lines.push(`  ball ${i + 1}: ${golfer(id)}`);
  });
  if (lines.length) lines.unshift("Golfers:");
  if (s.options.cards) {
    const hand = s.hands[seat] ?? [];
    lines.push(`Your caddie cards:${hand.length ? "" : " none"}`);
    for (const id of hand) lines.push(`  ${id}: ${caddieById(lists, id)?.text ?? ""}`);
  }
  return lines.length ? lines.join("\n") : "No cards in this game (--cards deals them).";
}

/** A prompt for the card and variant decisions, or null when it is a shot or a curve. */
export function cardPrompt(s: State, p: Paint, names?: Names): string | null {
  const head = (i: number) => p.bold(whose(names, i));
  if (s.deal.length && choosing(s)) {
    return `${head(s.deal[0].seat)} golfer: choose <${s.golferPile.join("|")}>`;
  }
  if (s.ricochet) {
    return `${head(s.ricochet.seat)} ricochet: ricochet <ball 1-5> <direction>`;
  }
  if (s.greenMoves.length) {
    const m = s.greenMoves[0];
    return `${head(m.seat)} move of green ${m.green + 1}, at least six spaces: green <q,r>`;
  }
  if (s.window.length) {
    const seat = s.window[0];
    const opts = plays(s, seat).map((a) => playLabel(a, s));
    const on = seat === activeSeat(s) ? "" : ` (on ${possessive(names, activeSeat(s))} ball)`;
    const lead = `${whose(names, seat)} say after the ${faceName(s.flight?.face ?? "")}${on}: pass (Enter) or`;
    return promptLines(p, lead, [...new Set(opts)]);
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
