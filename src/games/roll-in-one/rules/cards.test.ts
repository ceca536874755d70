import { describe, expect, it } from "vitest";
import { parseData } from "../../../engine/data.ts";
import { checkOutcome } from "../../../engine/dice.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import { plainPaint } from "../../paint.ts";
import { game } from "../game.ts";
import { gameModule as rollInOne } from "../index.ts";
import type { State } from "../state.ts";
import { act, C, place, roll, sp, table, where } from "../testkit.ts";
import { ui } from "../ui.ts";
import { CADDIES, caddiesFileSchema, GOLFERS, golfersFileSchema } from "./cards.ts";

const shot = (s: State, club: string, dir: number) => act(s, { type: "shot", club, dir });
const card = (s: State, id: string, dir?: number) =>
  act(s, dir === undefined ? { type: "card", card: id } : { type: "card", card: id, dir });
const pass = (s: State) => act(s, { type: "pass" });
/** Passes every window still open (the seats hold other cards too). */
const passAll = (s: State) => {
  while (s.window.length) s = pass(s);
  return s;
};
/** Rolls the faces, passing the windows between them, stopping if the turn ends first. */
const go = (s: State, ...faces: (number | string)[]) => {
  for (const f of faces) {
    s = passAll(s);
    if (game.next(s).kind !== "chance") break;
    s = roll(s, f);
  }
  return s;
};
const E = 0;
const SE = 1;
const W = 3;

describe("cards as data", () => {
  it("Components: 8 Golfer cards and 29 Caddie cards (the project's own design, as data)", () => {
    expect(GOLFERS).toHaveLength(8);
    expect(CADDIES.reduce((t, c) => t + c.copies, 0)).toBe(29);
    for (const c of [...GOLFERS, ...CADDIES]) expect(c.text.length).toBeGreaterThan(10);
  });
  it("a bad card file is refused naming the file, the path inside it and what was expected", () => {
    const bad = {
      caddies: [{ id: "x", name: "X", text: "t", copies: 0, effect: { kind: "fly" } }],
    };
    expect(() => parseData(caddiesFileSchema, bad, "my-cards.json")).toThrow(
      /my-cards\.json.*caddies\[0\]\.copies.*caddies\[0\]\.effect\.kind/s,
    );
    const mean = {
      golfers: [{ id: "a", name: "A", text: "t", effect: { kind: "ignore", terrain: "Q" } }],
    };
    expect(() => parseData(golfersFileSchema, mean, "g.json")).toThrow(
      /g\.json.*golfers\[0\]\.effect/,
    );
  });
});

describe("dealing", () => {
  it("Shuffle and deal each player a golfer card; on the first hole each player receives three caddie cards", () => {
    const s = table(3, [[], [], []]);
    expect(s.golfers.every((g) => g !== null)).toBe(true);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    expect(s.pile).toHaveLength(29 - 9);
  });
  it("a draw is a chance step: one die face per card left in the pile; referee mode may type only a card that is there", () => {
    let s = game.setup(game.optionsSchema.parse({ players: 1, cards: true, layout: "generated" }));
    const step = game.next(s);
    expect(step.kind).toBe("chance");
    if (step.kind !== "chance") return;
    expect(step.dice[0].faces).toEqual(s.golferPile);
    s = game.applyChance(s, ["lucky"]);
    const draw = game.next(s);
    if (draw.kind !== "chance") throw new Error("a caddie draw was expected");
    expect(draw.dice[0].faces).toHaveLength(29);
    expect(checkOutcome(draw.dice, ["no-such-card"])).toMatch(/no face/);
    expect(ui.parseRoll!("Mulligan", s)).toEqual(["mulligan"]);
  });
  it("On subsequent holes, deal one new caddie card to each player; players may keep any unplayed cards between holes", () => {
    let s = table(2, [[], []]);
    s = { ...s, hole: 0 };
    const held = s.hands.map((h) => [...h]);
    const m = playBots(rollInOne, { cards: true, layout: "generated" }, 3, ["random", "random"]);
    const after = m.state as State;
    // Over the four holes each seat received 3 + 1 + 1 + 1 cards: held now or played to the discards.
    const total = after.hands.reduce((t, h) => t + h.length, 0) + after.discard.length;
    expect(total).toBe(2 * 6);
    expect(held[0]).toHaveLength(3);
  });
  it("After using a card, place it face up in a discard pile", () => {
    let s = place(table(1, [["rake"]]), 0, 3, 6);
    s = card(s, "rake");
    expect(s.discard).toEqual(["rake"]);
    expect(s.hands[0]).not.toContain("rake");
  });
});

describe("hidden hands", () => {
  it("Players may choose to keep their cards secret: a seat's view never shows another seat's hand or the pile", () => {
    const s = table(3, [["rake"], ["mulligan"], ["lifeguard"]]);
    for (let seat = 0; seat < 3; seat++) {
      const v = game.view(s, seat) as { hands: (string[] | number)[]; pile: unknown };
      v.hands.forEach((h, i) => {
        expect(Array.isArray(h)).toBe(i === seat);
      });
      expect(v.pile).toBe(s.pile.length);
      // Swapping another seat's cards with the pile changes nothing this seat sees.
      const other = (seat + 1) % 3;
      const swapped: State = {
        ...s,
        hands: s.hands.map((h, i) => (i === other ? s.pile.slice(0, h.length) : h)),
        pile: [...s.pile.slice(s.hands[other].length), ...s.hands[other]].sort(),
      };
      expect(game.view(swapped, seat)).toEqual(v);
    }
  });
  it("the table shows each player only their own hand", () => {
    const s = table(2, [
      ["rake", "rake", "rake"],
      ["mulligan", "mulligan", "lifeguard"],
    ]);
    const mine = ui.render(s, 0, plainPaint, ["Ann", "Bob"]);
    expect(mine).toContain("Ann's caddie cards: rake");
    expect(mine).not.toMatch(/mulligan|lifeguard/);
    expect(ui.render(s, null, plainPaint)).not.toMatch(/mulligan|rake \(/);
  });
});

describe("caddie cards (each card by name)", () => {
  it("Players may use a caddie card at any point during their turn, before or after a roll", () => {
    let s = place(table(1, [["second-opinion", "rake"]]), 0, 2, 3);
    expect(game.legalActions(s)).toContainEqual({ type: "card", card: "rake" });
    s = go(shot(s, "putter", E), 1);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
    expect(game.legalActions(s)).toContainEqual({ type: "card", card: "second-opinion" });
  });
  it("Second Opinion: after a roll, reroll that die", () => {
    let s = place(table(1, [["second-opinion"]]), 0, 2, 3);
    s = go(shot(s, "putter", E), 4);
    expect(where(s)).toBe("3,3");
    s = card(s, "second-opinion");
    expect(where(s)).toBe("2,3");
    expect(s.flight?.first).toBe(true);
    expect(game.next(s).kind).toBe("chance");
  });
  it("Tee It Up: before you roll, move your ball one space (not onto the green or into water)", () => {
    let s = place(table(1, [["tee-it-up"]]), 0, 2, 3);
    s = card(s, "tee-it-up", E);
    expect(where(s)).toBe("3,3");
    const nearWater = place(table(1, [["tee-it-up"]]), 0, 4, 5);
    expect(game.checkAction(nearWater, { type: "card", card: "tee-it-up", dir: E })).toMatch(
      /cannot be played/,
    );
  });
  it("Decision: sand holds the first roll where the ball lies at the swing, so a step into sand before the shot is held and a step out of it is not", () => {
    const sand = sp(3, 6);
    expect(C.terrain[sand]).toBe("S");
    const out = [0, 1, 2, 3, 4, 5].find((d) => {
      const n = C.nbr[sand * 6 + d];
      const back = C.nbr[n * 6 + ((d + 3) % 6)];
      return n >= 0 && n !== C.green && C.terrain[n] === "R" && back === sand;
    })!;
    const rough = C.nbr[sand * 6 + out];
    const at = (i: number) => [C.hexes[i].q, C.hexes[i].r] as const;
    // Out of the sand, then a putt of 2 aimed back across it moves at once.
    let s = card(place(table(1, [["tee-it-up"]]), 0, ...at(sand)), "tee-it-up", out);
    expect(s.balls[0]).toBe(rough);
    s = go(shot(s, "putter", (out + 3) % 6), 2);
    expect(s.flight?.pos ?? s.balls[0]).toBe(sand);
    // Into the sand, then the same putt's first roll does not move the ball.
    let t = card(place(table(1, [["tee-it-up"]]), 0, ...at(rough)), "tee-it-up", (out + 3) % 6);
    expect(t.balls[0]).toBe(sand);
    t = go(shot(t, "putter", (out + 3) % 6), 2);
    expect(t.flight?.pos ?? t.balls[0]).toBe(sand);
    expect(t.flight?.first).toBe(false);
  });
  it("Full Swing: after rolling a number, move that many spaces forward instead; then the ball lands", () => {
    let s = place(table(1, [["full-swing"]]), 0, 1, 3);
    s = go(shot(s, "putter", E), 3);
    s = passAll(card(s, "full-swing"));
    expect(where(s)).toBe("4,3");
    expect(s.flight).toBeNull();
    expect(s.shots[0]).toBe(1);
  });
  it("Rake: this turn, ignore the sand's effect", () => {
    const s = place(table(1, [["rake"]]), 0, 3, 6);
    expect(where(go(shot(s, "putter", W), 2))).toBe("3,6");
    expect(where(go(shot(card(s, "rake"), "putter", W), 2))).toBe("2,6");
  });
  it("Chainsaw: this turn, ignore the trees' effect", () => {
    const s = place(table(1, [["chainsaw"]]), 0, 0, 2);
    const plain = go(shot(s, "wood", E), "triangle");
    expect(plain.balls[0]).toBe(sp(0, 2));
    expect(where(go(shot(card(s, "chainsaw"), "wood", E), "triangle"))).toBe("1,2");
  });
  it("Lifeguard: this turn, ignore the water's effect (no penalty token)", () => {
    const s = place(table(1, [["lifeguard"]]), 0, 4, 5);
    let wet = go(shot(s, "9-iron", E), "dot1");
    wet = pass(wet);
    expect(wet.penalties[0]).toBe(1);
    const dry = passAll(go(shot(card(s, "lifeguard"), "9-iron", E), "dot1"));
    expect(dry.balls[0]).toBe(sp(5, 5));
    expect(dry.penalties[0]).toBe(0);
  });
  it("Soft Spikes: this turn, ignore the fairway's effect (no slide)", () => {
    const s = place(table(1, [["soft-spikes"]]), 0, 2, 3);
    expect(passAll(go(shot(s, "putter", E), 1, 1)).balls[0]).toBe(sp(4, 3));
    expect(passAll(go(shot(card(s, "soft-spikes"), "putter", E), 1, 1)).balls[0]).toBe(sp(3, 3));
  });
  it("Crosswind: after a roll, while the ball flies, turn the shot 60 degrees left or right", () => {
    let s = place(table(1, [["crosswind"]]), 0, 2, 3);
    s = go(shot(s, "putter", E), 1);
    expect(game.checkAction(s, { type: "card", card: "crosswind", dir: W })).toMatch(/cannot/);
    s = card(s, "crosswind", SE);
    s = go(s, 2);
    expect(where(s)).toBe("3,4");
  });
  it("Tailwind: after a roll, while the ball flies, move it one more space forward; the flight goes on", () => {
    let s = place(table(1, [["tailwind"]]), 0, 2, 3);
    s = card(go(shot(s, "putter", E), 1), "tailwind");
    expect(where(s)).toBe("4,3");
    expect(s.flight?.last).toBe(1);
  });
  it("Drop Shot: after a roll, while the ball flies, it lands where it is", () => {
    let s = place(table(1, [["drop-shot"]]), 0, 1, 3);
    s = passAll(card(go(shot(s, "putter", E), 1), "drop-shot"));
    expect(s.flight).toBeNull();
    expect(s.balls[0]).toBe(sp(2, 3));
  });
  it("Second Wind: after a roll, while the ball flies, the number to beat goes back to none", () => {
    let s = place(table(1, [["second-wind"]]), 0, 2, 3);
    s = card(go(shot(s, "putter", E), 3), "second-wind");
    s = go(s, 1);
    expect(where(s)).toBe("4,3");
  });
  it("Mulligan: when your ball lands, put it back where the shot began and take the turn again (the shot counts)", () => {
    let s = place(table(1, [["mulligan"]]), 0, 2, 3);
    s = go(shot(s, "putter", E), 1, 1);
    expect(s.flight?.landed).toBe("normal");
    s = card(s, "mulligan");
    expect(s.balls[0]).toBe(sp(2, 3));
    expect(s.flight).toBeNull();
    expect(s.shots[0]).toBe(1);
    expect(game.next(s)).toEqual({ kind: "decision", seat: 0 });
  });
});

describe("golfer cards (each golfer by name)", () => {
  const solo = (g: string, q: number, r: number) => place(table(1, [[]], [g]), 0, q, r);
  it("Sandy Shore: sand never holds your ball", () => {
    expect(where(go(shot(solo("sandy", 3, 6), "putter", W), 2))).toBe("2,6");
  });
  it("Lumberjack Lou: triangles fly on in the trees", () => {
    expect(where(go(shot(solo("lumberjack", 0, 2), "wood", E), "triangle"))).toBe("1,2");
  });
  it("Backspin Bea: your ball may ignore the fairway (no slide) for the rest of the turn", () => {
    const landed = go(shot(solo("backspin", 2, 3), "putter", E), 1, 1);
    expect(passAll(landed).balls[0]).toBe(sp(4, 3));
    const held = passAll(act(landed, { type: "golfer", golfer: "backspin" }));
    expect(held.balls[0]).toBe(sp(3, 3));
  });
  it("Skipping Stone Sid: water costs you no penalty token", () => {
    let s = go(shot(solo("skipper", 4, 5), "9-iron", E), "dot1");
    s = passAll(s);
    expect(s.balls[0]).toBe(sp(5, 5));
    expect(s.penalties[0]).toBe(0);
  });
  it("Steady Stella: a number equal to the number to beat may move your ball on instead of landing", () => {
    const tie = go(shot(solo("steady", 2, 3), "putter", E), 2, 2);
    expect(tie.flight?.landed).toBe("normal");
    expect(game.legalActions(tie)).toContainEqual({ type: "golfer", golfer: "steady" });
    const on = act(tie, { type: "golfer", golfer: "steady" });
    expect(where(on)).toBe("4,3");
    expect(on.flight?.landed).toBeNull();
    // Declining: the tie lands the ball on 3,3 (fairway), which slides it to 4,3; the turn is over.
    const declined = passAll(tie);
    expect(declined.flight).toBeNull();
    expect(declined.balls[0]).toBe(sp(4, 3));
  });
  it("Lofty Lee: your dotted rolls move one more space", () => {
    let s = go(shot(solo("lofty", 1, 3), "9-iron", E), "dot1");
    s = passAll(s);
    expect(s.balls[0]).toBe(sp(3, 3));
  });
  it("Nimble Ned: once a hole, before you roll, move your ball one space", () => {
    let s = solo("nimble", 2, 3);
    s = act(s, { type: "golfer", golfer: "nimble", dir: E });
    expect(where(s)).toBe("3,3");
    expect(game.checkAction(s, { type: "golfer", golfer: "nimble", dir: E })).toMatch(/no nimble/);
  });
  it("Lucky Lucy: once a hole, reroll a die you just rolled", () => {
    let s = go(shot(solo("lucky", 2, 3), "putter", E), 1);
    s = act(s, { type: "golfer", golfer: "lucky" });
    expect(where(s)).toBe("2,3");
    s = go(s, 1);
    expect(game.legalActions(s)).not.toContainEqual({ type: "golfer", golfer: "lucky" });
  });
  it("Golfer cards are played face up for all other players to see", () => {
    const s = table(2, [[], []], ["lucky", "steady"]);
    const text = ui.render(s, 0, plainPaint, ["Ann", "Bob"]);
    expect(text).toMatch(/2 Bob at .*Steady Stella/s);
    expect((game.view(s, 0) as State).golfers).toEqual(["lucky", "steady"]);
  });
});

describe("Feeling mean", () => {
  it("Feeling mean? Players may agree to use caddie cards during another player's turn (off unless agreed)", () => {
    const setupMean = (mean: boolean) =>
      place(table(2, [["rake"], ["tailwind"]], [], { mean }), 0, 2, 3);
    const kind = go(shot(setupMean(false), "putter", E), 1);
    expect(game.next(kind).kind).toBe("decision");
    expect(kind.window).toEqual([0]);
    let mean = go(shot(setupMean(true), "putter", E), 1);
    mean = pass(mean);
    expect(game.next(mean)).toEqual({ kind: "decision", seat: 1 });
    mean = card(mean, "tailwind");
    expect(where(mean, 0)).toBe("4,3");
    expect(mean.discard).toEqual(["tailwind"]);
  });
  it("Decision: only cards that act on the ball after a roll may be played on another's ball", () => {
    const s = go(
      shot(
        place(table(2, [["rake"], ["rake", "mulligan", "tee-it-up"]], [], { mean: true }), 0, 2, 3),
        "putter",
        E,
      ),
      1,
    );
    expect(s.window).toEqual([0]);
  });
});
