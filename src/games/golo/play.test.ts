import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectGolden,
  playthroughText,
  type RandomPlaySpec,
  randomPlayTests,
} from "../../../tests/harness.ts";
import { playBots } from "../../strategy/autoplay.ts";
import { golo } from "./index.ts";

const specs: RandomPlaySpec[] = [];
for (const mode of ["simple", "flop", "trips", "scorecard", "skins"] as const) {
  for (const players of [1, 2, 4]) {
    for (const referee of [false, true]) {
      const bots = Array.from(
        { length: players },
        (_, i) => ["random", "greedy", "optimal"][i % 3],
      );
      specs.push({
        label: `${mode}, ${players} player(s), referee ${referee}`,
        options: { mode, referee, pars: [3, 3, 3, 4, 4, 4, 4, 5, 5] },
        bots,
        games: referee ? 6 : 4,
      });
    }
  }
}
for (const referee of [false, true]) {
  specs.push({
    label: `match play, referee ${referee}`,
    options: { mode: "match", referee },
    bots: ["random", "optimal"],
    games: 6,
  });
}
specs.push({
  label: "simple, 18 holes",
  options: { holes: 18 },
  bots: ["random", "optimal"],
  games: 3,
});
specs.push({
  label: "scorecard, 18 holes",
  options: { mode: "scorecard", pars: [4, 4, 3, 4, 5, 4, 4, 3, 5, 5, 4, 3, 4, 4, 3, 4, 4, 5] },
  bots: ["random", "greedy"],
  games: 3,
});

describe("GOLO random play", () => {
  randomPlayTests(golo, specs);

  it("ground-rules events occur in referee-mode random play", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const m = playBots(golo, { referee: true, mode: "simple" }, seed, ["random", "random"]);
      for (const e of m.record.actions)
        if ("action" in e) seen.add((e.action as { type: string }).type);
    }
    for (const t of ["ob", "mulligan", "unplayable", "dq"]) expect(seen.has(t)).toBe(true);
  });
});

describe("GOLO golden playthroughs", () => {
  const golden = (name: string, options: Record<string, unknown>, seed: number, bots: string[]) =>
    it(`golden: ${name}`, () => {
      const m = playBots(golo, options, seed, bots);
      expectGolden(join(import.meta.dirname, "golden", `${name}.txt`), playthroughText(golo, m));
    });
  golden("simple-optimal-vs-greedy", { mode: "simple" }, 7, ["optimal", "greedy"]);
  golden("scorecard-optimal", { mode: "scorecard", pars: [5, 4, 3, 4, 4, 3, 4, 4, 5] }, 11, [
    "optimal",
  ]);
  golden("skins-three", { mode: "skins" }, 3, ["optimal", "greedy", "random"]);
  golden("match-optimal-vs-greedy", { mode: "match" }, 5, ["optimal", "greedy"]);
  golden("trips-optimal", { mode: "trips" }, 9, ["optimal"]);
});
