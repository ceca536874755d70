import { describe, expect, it } from "vitest";
import { plainPaint } from "../../paint.ts";
import { game } from "../game.ts";
import { opts } from "../testkit.ts";
import { ui } from "../ui.ts";
import { eventText, fillNames } from "./names.ts";

describe("seat names in game text", () => {
  it("fills names, verbs that agree with them and possessives", () => {
    const names = ["Ann", "You"];
    expect(fillNames("{0:takes} the first-player marker", names)).toBe(
      "Ann takes the first-player marker",
    );
    expect(fillNames("{1:takes} the first-player marker", names)).toBe(
      "You take the first-player marker",
    );
    expect(fillNames("{1:has} reached every green", names)).toBe("You have reached every green");
    expect(fillNames("hits {1's} ball forward", names)).toBe("hits your ball forward");
    expect(fillNames("{1's} ball is on the green", names)).toBe("Your ball is on the green");
    expect(fillNames("roll-off: {0} 3, {1} 1", names)).toBe("roll-off: Ann 3, you 1");
    expect(fillNames("{2:spends} a point", undefined)).toBe("Player 3 spends a point");
  });

  it("the roll-off names the players, and states hold no names", () => {
    const s = game.applyChance(game.setup(opts({ players: 2 })), [3, 1]);
    expect(JSON.stringify(s)).not.toMatch(/P\d|Player/);
    expect(ui.describeRoll([3, 1], s, ["Ann", "Bob"])).toBe(
      "roll-off: Ann 3, Bob 1; Bob takes the first-player marker",
    );
    expect(ui.prompt(s, plainPaint, ["Ann", "Bob"])).toMatch(/^Bob's design:/);
  });
});

describe("between holes", () => {
  it("After completing a hole, take score: the table shows the hole's scores and the totals before the next design", () => {
    let s = game.applyChance(game.setup(opts({ players: 2 })), [1, 3]);
    s = game.apply(game.apply(s, { type: "generate", seed: 4 }), { type: "accept" });
    s = { ...s, balls: [-1, s.balls[1]], greenReached: true, toPlay: [1] };
    s = game.apply(s, { type: "shot", club: "putter", dir: 0 });
    while (s.phase === "play") s = game.applyChance(s, [1]);
    expect(s.phase).toBe("design");
    const text = ui.render(s, null, plainPaint, ["Ann", "Bob"]);
    expect(text).toMatch(/hole 1 scored: Ann 0 \(total 0\), Bob 1 \(total 1\)/);
  });

  it('"You" starts a sentence only: after a colon or a semicolon it stays small', () => {
    const names = ["Ann", "You"];
    expect(fillNames("the ball lands: {1:takes} a penalty token", names)).toBe(
      "the ball lands: you take a penalty token",
    );
    expect(eventText(["stops on the green!", "{1's} ball is on the green"], names)).toBe(
      "stops on the green!; your ball is on the green",
    );
    expect(eventText(["{1's} ball is on the green"], names)).toBe("Your ball is on the green");
  });
});
