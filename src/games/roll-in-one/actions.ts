/** What a seat may do in Roll In One: the actions' schema, their legality and their effect. */
import { z } from "zod";
import { applyEffect, checkEffect } from "./rules/cardplay.ts";
import { choosing, giveCard } from "./rules/deal.ts";
import { checkDesign, type DesignAction, designInto } from "./rules/design.ts";
import type { EffectAction } from "./rules/effects.ts";
import { applyRicochet, nextTurn, ricochetChoices } from "./rules/finish.ts";
import { applyPlay, beginPlay, checkPlay, type PlayAction } from "./rules/play.ts";
import { greenTargets } from "./rules/variants.ts";
import type { State } from "./state.ts";

export const actionSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("place"),
      board: z.string(),
      q: z.number().int(),
      r: z.number().int(),
      rot: z.number().int().min(0).max(5),
    })
    .strict(),
  z.object({ type: z.literal("turn"), board: z.string() }).strict(),
  z.object({ type: z.literal("remove"), board: z.string() }).strict(),
  z.object({ type: z.literal("green"), q: z.number().int(), r: z.number().int() }).strict(),
  z.object({ type: z.literal("generate"), seed: z.number().int() }).strict(),
  z.object({ type: z.literal("accept") }).strict(),
  z
    .object({ type: z.literal("shot"), club: z.string(), dir: z.number().int().min(0).max(5) })
    .strict(),
  z.object({ type: z.literal("curve"), dir: z.number().int().min(0).max(5) }).strict(),
  // Part 2: cards, abilities, variant decisions.
  z
    .object({
      type: z.literal("card"),
      card: z.string(),
      dir: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("golfer"),
      golfer: z.string(),
      dir: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("token"),
      use: z.enum(["reroll", "turn"]),
      dir: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z.object({ type: z.literal("adjust"), to: z.number().int().min(1) }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("cross") }).strict(),
  z.object({ type: z.literal("choose-golfer"), golfer: z.string() }).strict(),
  z
    .object({
      type: z.literal("ricochet"),
      ball: z.number().int().min(0),
      dir: z.number().int().min(0).max(5),
    })
    .strict(),
  z.object({ type: z.literal("move-green"), q: z.number().int(), r: z.number().int() }).strict(),
]);
export type Action = z.infer<typeof actionSchema>;

const DESIGN = ["place", "turn", "remove", "green", "generate", "accept"];
const EFFECTS = ["card", "golfer", "token", "adjust", "pass", "cross"];
export const isDesign = (a: Action): a is DesignAction => DESIGN.includes(a.type);
export const isEffect = (a: Action): a is EffectAction => EFFECTS.includes(a.type);

/**
 * A copy whose mutable parts are fresh; layouts, options and finished cards are never mutated.
 * Written out field by field in the state's own order (a spread of this many fields is several
 * times slower in V8, and a copy is made at every step); `trace` absent in an old state is null.
 */
export function clone(s: State): State {
  return {
    options: s.options,
    phase: s.phase,
    rolloff: [...s.rolloff],
    marker: s.marker,
    hole: s.hole,
    holesTotal: s.holesTotal,
    layout: s.layout,
    soloExtras: [...s.soloExtras],
    balls: [...s.balls],
    shots: [...s.shots],
    penalties: [...s.penalties],
    toPlay: [...s.toPlay],
    round: s.round,
    greenReached: s.greenReached,
    flight: s.flight ? { ...s.flight } : null,
    cards: [...s.cards],
    events: [...s.events],
    golfers: [...s.golfers],
    hands: s.hands.map((h) => [...h]),
    pile: s.pile,
    discard: s.discard,
    golferPile: s.golferPile,
    deal: [...s.deal],
    window: [...s.window],
    turnIgnore: s.turnIgnore,
    turnUsed: s.turnUsed,
    holeUsed: s.holeUsed.map((u) => [...u]),
    points: [...s.points],
    tokens: s.tokens,
    survived: s.survived,
    greens: s.greens.map((g) => [...g] as [number, number]),
    reached: s.reached.map((r) => [...r]),
    leader: s.leader,
    catchUp: s.catchUp,
    greenMoves: [...s.greenMoves],
    ricochet: s.ricochet,
    trace: s.trace ?? null,
  };
}

export function checkAction(s: State, a: Action): string | null {
  if (s.phase === "over") return "the game is over";
  if (s.deal.length) {
    if (!choosing(s)) return "cards are being dealt";
    if (a.type !== "choose-golfer") return "choose your golfer card first";
    return s.golferPile.includes(a.golfer)
      ? null
      : `no golfer "${a.golfer}" left to choose (${s.golferPile.join(", ")})`;
  }
  if (a.type === "choose-golfer") return "golfers are not being chosen now";
  if (s.phase === "rolloff") return "roll the putters for the first-player marker first";
  if (isDesign(a)) {
    return s.phase === "design" ? checkDesign(s, a) : "the hole is already designed";
  }
  if (s.phase !== "play") return `hole ${s.hole + 1} must be designed first`;
  if (s.ricochet) {
    if (a.type !== "ricochet") return "ricochet first: move one of the balls on that space";
    return ricochetChoices(s).some((c) => c.ball === a.ball && c.dir === a.dir)
      ? null
      : "that ball is not on the space, or that space is out of bounds";
  }
  if (a.type === "ricochet") return "there is no ricochet to resolve";
  if (s.greenMoves.length) {
    if (a.type !== "move-green") return "move the green first";
    return greenTargets(s, s.greenMoves[0].green).some((h) => h.q === a.q && h.r === a.r)
      ? null
      : "the green must move at least six spaces, onto no water, fairway, ball or green";
  }
  if (a.type === "move-green") return "no green to move now";
  if (isEffect(a)) return checkEffect(s, a);
  if (s.window.length) return "play a card or pass first";
  return checkPlay(s, a as PlayAction);
}

export function apply(state: State, a: Action): State {
  const s = clone(state);
  if (a.type === "choose-golfer") {
    s.events = [];
    giveCard(s, a.golfer);
    return s;
  }
  if (isDesign(a)) {
    designInto(s, a);
    s.events = [];
    if (a.type === "accept") {
      if (s.options.players === 1 && s.options.variant !== "survival") {
        const used = s.layout.boards.length - 1;
        s.soloExtras = s.soloExtras.filter((x) => x !== used);
      }
      beginPlay(s);
    }
    return s;
  }
  if (a.type === "ricochet") {
    applyRicochet(s, a.ball, a.dir);
    return s;
  }
  if (a.type === "move-green") {
    const m = s.greenMoves.shift()!;
    s.greens[m.green] = [a.q, a.r];
    s.events = [`{${m.seat}:moves} green ${m.green + 1} to ${a.q},${a.r}`];
    if (!s.greenMoves.length) nextTurn(s);
    return s;
  }
  if (isEffect(a)) {
    applyEffect(s, a);
    return s;
  }
  applyPlay(s, a as PlayAction);
  return s;
}
