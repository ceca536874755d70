import { describe, expect, it } from "vitest";
import { seatSaid, youForm } from "../../src/games/module.ts";

describe("game text with seat names", () => {
  it("a named seat keeps the game's verb; 'you' takes the plain verb (server logs and CLI alike)", () => {
    expect(seatSaid("Ann", "removes white 3")).toBe("Ann removes white 3");
    expect(seatSaid("you", "removes white 3")).toBe("You remove white 3");
    expect(seatSaid("You", "crosses out 2 + 10")).toBe("You cross out 2 + 10");
    expect(youForm("has 3 left")).toBe("have 3 left");
  });
});
