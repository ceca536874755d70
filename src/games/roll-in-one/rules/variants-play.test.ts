import { describe, expect, it } from "vitest";
import { createMatch } from "../../../engine/match.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import { game } from "../game.ts";
import { gameModule as rollInOne } from "../index.ts";
import type { State } from "../state.ts";

describe("hidden hands with cards and each variant", () => {
  it("no seat's view leaks another seat's hand, at any step of games with all cards and feeling mean", () => {
    for (const seed of [1, 2]) {
      playBots(
        rollInOne,
        { cards: true, mean: true, layout: "generated", maxRounds: 10 },
        seed,
        ["random", "planner", "random"],
        (m) => {
          const s = m.state as State;
          for (let seat = 0; seat < 3; seat++) {
            const other = (seat + 1) % 3;
            const n = Math.min(s.hands[other].length, s.pile.length);
            const swapped: State = {
              ...s,
              hands: s.hands.map((h, i) =>
                i === other ? [...s.pile.slice(0, n), ...h.slice(n)].sort() : h,
              ),
              pile: [...s.pile.slice(n), ...s.hands[other].slice(0, n)].sort(),
            };
            expect(JSON.stringify(game.view(swapped, seat))).toBe(
              JSON.stringify(game.view(s, seat)),
            );
          }
        },
      );
    }
  });
});

describe("dealing on the engine path", () => {
  it("the engine path records draws without naming the card drawn", () => {
    const m = createMatch(game, { players: 1, cards: true, layout: "generated" }, 1);
    expect((m.state as State).hands[0]).toEqual([]);
  });
});
