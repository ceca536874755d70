/**
 * The table on an 80 x 24 terminal: every screen a person sees in a game with cards (the table,
 * the prompt and the line being typed) fits, the words wrap at word boundaries beside the
 * course, and mid-shot the whole table is drawn again when it fits, else only what changed.
 */
import { describe, expect, it } from "vitest";
import { act, createMatch, type Match, nextStep, roll } from "../../../engine/match.ts";
import { botRng, botsFor } from "../../../strategy/autoplay.ts";
import { plainPaint } from "../../paint.ts";
import { gameModule as rollInOne } from "../index.ts";
import { compileCourse } from "../rules/course.ts";
import type { State } from "../state.ts";
import { block, keep, layOut, SCREEN, wrap } from "./layout.ts";

const ui = rollInOne.ui;

interface Screen {
  readonly before: State | null;
  readonly state: State;
  /** What the terminal shows: the whole table, or only what changed mid-shot. */
  readonly text: string;
  readonly change: boolean;
}

/** Plays a seeded game with bots and collects what seat 0 (a person) would be shown. */
function screens(options: Record<string, unknown>, seed: number, names: string[]): Screen[] {
  const m: Match = createMatch(rollInOne.game, options, seed);
  const bots = botsFor(
    rollInOne,
    names.map(() => "greedy"),
  );
  const rng = botRng(seed);
  const out: Screen[] = [];
  let before: State | null = null;
  for (let k = 0; k < 5000; k++) {
    const step = nextStep(m);
    if (step.kind === "end") return out;
    if (step.kind === "chance") {
      roll(m);
      continue;
    }
    if (step.seat === 0) {
      const s = m.state as State;
      const change = before ? ui.renderChange?.(before, s, 0, plainPaint, names) : null;
      out.push({
        before,
        state: s,
        text: change ?? ui.render(s, 0, plainPaint, names),
        change: !!change,
      });
      before = s;
    }
    act(m, step.seat, bots[step.seat].choose(m.state, rng));
  }
  throw new Error("the game did not end");
}

/** Rows on screen: a blank line, the table, the prompt, the line being typed. */
function rows(sc: Screen, names: string[]): number {
  return (
    1 + sc.text.split("\n").length + ui.prompt(sc.state, plainPaint, names).split("\n").length + 1
  );
}

describe("Roll In One on an 80 x 24 terminal", () => {
  it("every screen of a two-player game with cards fits 24 rows of 80 columns, mid-shot too", () => {
    const names = ["you", "bot:greedy"];
    for (const seed of [1, 2]) {
      const all = screens({ players: 2, layout: "generated", cards: true }, seed, names);
      expect(all.length).toBeGreaterThan(20);
      for (const sc of all) {
        expect(rows(sc, names), sc.text).toBeLessThanOrEqual(SCREEN.rows);
        const lines = [
          ...sc.text.split("\n"),
          ...ui.prompt(sc.state, plainPaint, names).split("\n"),
        ];
        for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(SCREEN.columns);
        // Two players always fit: the whole table each time, never pieces of it.
        expect(sc.change).toBe(false);
      }
      // Mid-shot screens are among them (a card to say after a roll, a curve to choose).
      expect(all.some((sc) => sc.state.flight)).toBe(true);
    }
  });

  it("the status line agrees with the board: a ball in flight is where the picture shows it", () => {
    const names = ["you", "bot:greedy"];
    const mids = screens({ players: 2, layout: "generated", cards: true }, 1, names).filter(
      (sc) => sc.state.flight?.seat === 0 && sc.state.flight.pos !== sc.state.balls[0],
    );
    expect(mids.length).toBeGreaterThan(0);
    for (const { state, text } of mids) {
      const c = compileCourse(state.layout);
      const h = c.hexes[state.flight?.pos ?? -1];
      // The words beside the picture, read as one text.
      const lines = text.split("\n");
      const from = lines[0].indexOf("Roll In One");
      const beside = lines.map((l) => l.slice(from).trim()).join(" ");
      expect(beside).toContain(`1 you in flight at ${h.q},${h.r} (`);
      // Space (q, r) is drawn at column 2q + r (from the leftmost), after the row's label.
      const minX = Math.min(...c.hexes.map((x) => 2 * x.q + x.r));
      const row = lines.find((l) => l.startsWith(`r${String(h.r).padStart(3)} q`));
      const label = "r  0 q  0 | ".length;
      // Ball 1, or a stack when it shares the space.
      expect(row?.[label + 2 * h.q + h.r - minX]).toMatch(/^[1*]$/);
    }
  });

  it("four players on a big hole: mid-shot only the lines that changed, fewer than the table", () => {
    const names = ["you", "Bartholomew", "Clementine", "bot:greedy"];
    const all = screens({ players: 4, layout: "generated", cards: true }, 2, names);
    const diff = all.find((sc) => sc.change);
    if (!diff?.before) throw new Error("no mid-shot screen too big for the whole table");
    const full = ui.render(diff.state, 0, plainPaint, names);
    const lines = diff.text.split("\n");
    expect(lines[0]).toMatch(/The shot goes on \(what changed; table: the whole hole\)/);
    expect(lines.length).toBeLessThan(full.split("\n").length);
    expect(rows(diff, names)).toBeLessThanOrEqual(SCREEN.rows);
    // Shown in full it would not have fitted: that is why only the changes are drawn.
    expect(
      1 + full.split("\n").length + ui.prompt(diff.state, plainPaint, names).split("\n").length + 1,
    ).toBeGreaterThan(SCREEN.rows);
    // A new turn of the same seat shows the whole table again.
    const next = all.find((sc) => sc.before === diff.state && !sc.state.flight);
    if (next) expect(next.change).toBe(false);
  });
});

describe("laying out the words", () => {
  it("wraps at word boundaries, indents continued lines and never parts kept words", () => {
    const b = block(`ball 1 at 3,4: golfer ${keep("Steady Stella")} holds three cards`);
    const lines = wrap(b, 22);
    expect(lines).toEqual(["ball 1 at 3,4: golfer", "  Steady Stella holds", "  three cards"]);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(22);
  });

  it("puts words beside a narrow picture, under a wide one, whichever takes fewer rows", () => {
    const narrow = ["ab", "cd", "ef"];
    const side = layOut(narrow, [{ block: block("one two"), place: "beside" }], 30);
    expect(side).toEqual(["ab  one two", "cd", "ef"]);
    const wide = ["x".repeat(70)];
    const under = layOut(wide, [{ block: block("one two"), place: "beside" }], 80);
    expect(under).toEqual(["x".repeat(70), "one two"]);
    // "head" goes first beside the picture, above it when nothing fits beside.
    const head = layOut(wide, [{ block: block("Title"), place: "head" }], 80);
    expect(head).toEqual(["Title", "x".repeat(70)]);
    // "either": the legend under the picture when that saves rows beside it.
    const tall = ["a", "b"];
    const e = layOut(
      tall,
      [
        { block: block("one"), place: "beside" },
        { block: block("w1 w2 w3 w4 w5 w6 w7 w8 w9"), place: "either" },
      ],
      30,
    );
    expect(e.length).toBe(2);
  });
});
