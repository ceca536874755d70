/** `help` lists commands the parser reads: each design and shot command parses where it applies. */
import { describe, expect, it } from "vitest";
import { game } from "../game.ts";
import { gameModule } from "../index.ts";
import { parse } from "../parse.ts";
import { onCourse, opts } from "../testkit.ts";

describe("help and rules", () => {
  it("every listed design and shot command parses to an action in its phase", () => {
    const design = game.setup(opts({ players: 1 }));
    const play = onCourse(1);
    expect(design.phase).toBe("design");
    for (const c of gameModule.commands ?? []) {
      if (c.does.startsWith("design")) {
        expect(parse(c.command, design), c.command).toHaveProperty("action");
      } else if (c.does.startsWith("a shot")) {
        expect(parse(c.command, play), c.command).toHaveProperty("action");
      }
    }
    expect(gameModule.summary).toMatch(/hex/);
  });
});
