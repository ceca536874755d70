import { describe, expect, it } from "vitest";
import { game } from "./game.ts";
import { optionsSchema } from "./options.ts";
import { dice } from "./state.ts";
import { act, die, roll, start } from "./testkit.ts";

const R = { type: "roll", bottoms: false } as const;
const faces = (s: ReturnType<typeof start>, f: (name: string) => number) => {
  const step = game.next(s);
  if (step.kind !== "chance") throw new Error("no roll");
  return step.dice.map((d) => f(d.name));
};

describe("Scoring with a scorecard", () => {
  const pars = [4, 5, 3, 4, 4, 3, 4, 4, 5];

  it("the dice must be removed in the order of the holes: a par 4 first hole needs a white die first", () => {
    const s = roll(act(start({ mode: "scorecard", pars }), R), [3, 3, 4, 4, 4, 4, 4, 5, 5]);
    expect(game.checkAction(s, { type: "remove", dice: [die(s, "blue A")] })).toMatch(
      /hole 1 is a par 4/,
    );
    expect(game.checkAction(s, { type: "remove", dice: [die(s, "white 2")] })).toBeNull();
  });

  it("If the second hole is a par 5, you must remove a blue par 5 die next", () => {
    let s = roll(act(start({ mode: "scorecard", pars }), R), [3, 3, 4, 4, 4, 4, 4, 5, 5]);
    const w = die(s, "white 1");
    expect(game.checkAction(s, { type: "remove", dice: [w, die(s, "red A")] })).toMatch(/par 5/);
    s = act(s, { type: "remove", dice: [w, die(s, "blue B"), die(s, "red A")] });
    expect(s.cards[0].slice(0, 4).map((h) => h?.par ?? null)).toEqual([4, 5, 3, null]);
  });

  it("You must remove at least one die at each roll", () => {
    const s = roll(act(start({ mode: "scorecard", pars }), R), [3, 3, 4, 4, 4, 4, 4, 5, 5]);
    expect(game.checkAction(s, { type: "remove", dice: [] })).toMatch(/at least one/);
  });

  it("three par 3's: score your first par 3 as usual, but instead of removing the die, return it to the cup", () => {
    const p = [3, 3, 3, 4, 4, 4, 4, 5, 5];
    let s = act(start({ mode: "scorecard", pars: p }), R);
    s = roll(
      s,
      faces(s, (n) => (n.startsWith("red") ? 3 : 5)),
    );
    const a = die(s, "red A");
    s = act(s, { type: "remove", dice: [a] });
    expect(s.cards[0][0]?.die).toBe(a);
    expect(s.cup).toContain(a);
    s = act(s, R);
    s = roll(
      s,
      faces(s, (n) => (n.startsWith("red") ? 3 : 5)),
    );
    s = act(s, { type: "remove", dice: [a] });
    // Two par 3s are left for... one hole and two red dice: the second one scored is removed.
    expect(s.cup).not.toContain(a);
    expect(s.cup).toContain(die(s, "red B"));
  });

  it("decision: a colour with more dice than holes stays in the cup until its holes are played", () => {
    const p = [3, 4, 4, 4, 4, 4, 5, 5, 5];
    let s = act(start({ mode: "scorecard", pars: p }), R);
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice).toHaveLength(9);
    s = roll(
      s,
      faces(s, (n) => (n === "red B" ? 2 : 6)),
    );
    s = act(s, { type: "remove", dice: [die(s, "red B")] });
    expect(s.cup.some((d) => d === die(s, "red A"))).toBe(false);
  });

  it("decision: dice of a colour the nine has no hole for stay out of the cup", () => {
    const s = act(start({ mode: "scorecard", pars: [4, 4, 4, 4, 4, 4, 4, 4, 4] }), R);
    const step = game.next(s);
    expect(step.kind === "chance" && step.dice.every((d) => d.name.startsWith("white"))).toBe(true);
  });

  it("any golf course: 18 holes are two nines, each started with the full cup", () => {
    const p18 = [...pars, ...pars];
    let s = start({ mode: "scorecard", pars: p18 });
    for (let nine = 0; nine < 2; nine++) {
      expect(s.round).toBe(nine);
      expect(s.cup).toHaveLength(9);
      s = act(s, R);
      s = roll(
        s,
        faces(s, (n) => parByName(n)),
      );
      const order: number[] = [];
      const used = new Set<number>();
      for (const par of pars) {
        const d = s.cup.find((x) => !used.has(x) && dice(s).dice[x].par === par)!;
        used.add(d);
        order.push(d);
      }
      s = act(s, { type: "remove", dice: order });
    }
    expect(game.next(s).kind).toBe("end");
    expect(game.result(s).scores).toEqual([72]);
  });

  it("pars must be a course of 9 or 18 holes with dice for every par", () => {
    expect(optionsSchema.safeParse({ mode: "scorecard", pars: [4, 4, 4] }).success).toBe(false);
    expect(
      optionsSchema.safeParse({ mode: "scorecard", pars: [6, 4, 4, 4, 4, 4, 4, 4, 4] }).success,
    ).toBe(false);
  });
});

function parByName(name: string): number {
  return name.startsWith("red") ? 3 : name.startsWith("white") ? 4 : 5;
}

describe("Match Play", () => {
  const pars = [4, 3, 5, 4, 4, 3, 4, 4, 5];
  const playHole = (s: ReturnType<typeof start>, a: number, b: number) => {
    const ds = [a, b];
    for (let seat = 0; seat < 2; seat++) {
      const par = pars[s.round];
      const d = game.legalActions(s).find((x) => x.type === "roll" && !x.bottoms)!;
      s = act(s, d);
      s = roll(s, [ds[seat] === 0 ? par : ds[seat]]);
    }
    return s;
  };

  it("This two-player game is played one hole at a time", () => {
    expect(optionsSchema.safeParse({ mode: "match", players: 3 }).success).toBe(false);
    expect(optionsSchema.safeParse({ mode: "match", players: 2 }).success).toBe(true);
  });

  it("Both players roll and score one die of the appropriate par for each hole", () => {
    const s = start({ mode: "match", players: 2, pars });
    expect(game.checkAction(s, { type: "roll", bottoms: false, die: die(s, "red A") })).toMatch(
      /par 4/,
    );
    const s2 = act(s, { type: "roll", bottoms: false, die: die(s, "white 3") });
    const step = game.next(s2);
    expect(step.kind === "chance" && step.dice.map((d) => d.name)).toEqual(["white 3"]);
  });

  it("If one player has a lower score, they win that hole (the margin does not matter); most hole wins is the victor", () => {
    let s = start({ mode: "match", players: 2, pars });
    s = playHole(s, 3, 8); // seat 1 wins by 5
    s = playHole(s, 4, 3); // seat 2 wins by 1
    s = playHole(s, 5, 5); // halved
    for (let h = 3; h < 9; h++) s = playHole(s, h === 3 ? 3 : 0, 0);
    expect(s.won).toEqual([2, 1]);
    expect(s.holeWinner.slice(0, 3)).toEqual([0, 1, -1]);
    expect(game.result(s).ranking).toEqual([[0], [1]]);
  });

  it("decision: equal holes won is a tie, the place shared", () => {
    let s = start({ mode: "match", players: 2, pars });
    for (let h = 0; h < 9; h++) s = playHole(s, 0, 0);
    expect(game.result(s).ranking).toEqual([[0, 1]]);
  });
});

describe("Skins", () => {
  const pars = [4, 4, 3, 4, 5, 4, 4, 3, 5];
  const playHole = (s: ReturnType<typeof start>, scores: number[]) => {
    for (let seat = 0; seat < scores.length; seat++) {
      s = act(s, game.legalActions(s).find((x) => x.type === "roll" && !x.bottoms)!);
      s = roll(s, [scores[seat] === 0 ? pars[s.round] : scores[seat]]);
    }
    return s;
  };

  it("if nobody wins skins on the first three holes, the winner of the fourth hole receives four skins", () => {
    let s = start({ mode: "skins", players: 3, pars });
    s = playHole(s, [0, 0, 0]);
    s = playHole(s, [3, 3, 5]);
    s = playHole(s, [0, 0, 0]);
    expect(s.carry).toBe(3);
    s = playHole(s, [5, 3, 6]);
    expect(s.won).toEqual([0, 4, 0]);
    expect(s.holeSkins[3]).toBe(4);
  });

  it("to win a skin a player must have a lower score than all other players (any number of players)", () => {
    let s = start({ mode: "skins", players: 4, pars });
    for (let h = 0; h < 8; h++) s = playHole(s, [0, 0, 0, 0]);
    s = playHole(s, [5, 6, 6, 7]);
    expect(s.won).toEqual([9, 0, 0, 0]);
    expect(game.result(s).ranking).toEqual([[0], [1, 2, 3]]);
  });

  it("decision: skins carried past a tie on the last hole are not awarded", () => {
    let s = start({ mode: "skins", players: 2, pars });
    for (let h = 0; h < 8; h++) s = playHole(s, [h === 0 ? 3 : 0, 0]);
    s = playHole(s, [0, 0]);
    expect(game.next(s).kind).toBe("end");
    expect(s.won).toEqual([1, 0]);
    expect(s.carry).toBe(8);
  });
});
