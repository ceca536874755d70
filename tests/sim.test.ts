import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writePlot } from "../src/cli/plot.ts";
import { findModule } from "../src/games/registry.ts";
import { simulate, simulateTable } from "../src/sim/parallel.ts";
import { schedule } from "../src/sim/schedule.ts";
import { simulateRange } from "../src/sim/simulate.ts";
import { addScores, emptyTally, summarizeTally } from "../src/sim/tally.ts";
import { summarize } from "../src/strategy/stats.ts";

const base = { game: "straight-golf", options: {}, bot: "random", seed: 5 } as const;
const sg = findModule("straight-golf")!;

describe("simulation at scale", () => {
  it("a worker can load every registered game on its own", async () => {
    const { modules } = await import("../src/games/registry.ts");
    const { gameLoaders } = await import("../src/sim/game-loaders.ts");
    const { loadGame } = await import("../src/sim/worker.ts");
    expect(Object.keys(gameLoaders).sort()).toEqual(modules.map((m) => m.game.id).sort());
    for (const m of modules) expect(await loadGame(m.game.id)).toBe(m);
    await expect(loadGame("chess")).rejects.toThrow('no game "chess"');
  });

  it("gives the same games whatever the number of workers and the chunking", async () => {
    const one = await simulate({ ...base, games: 5000, workers: 1, chunkSize: 700 });
    const two = await simulate({ ...base, games: 5000, workers: 2, chunkSize: 300 });
    const three = await simulate({ ...base, games: 5000, workers: 3 });
    expect(one.done).toBe(5000);
    expect(two.tally).toEqual(one.tally);
    expect(three.tally).toEqual(one.tally);
    // The fingerprint is of each game's own score: shifting the games by one changes it.
    const shifted = emptyTally();
    addScores(shifted, 1, simulateRange(sg, {}, 0, 5000, 5, "random"));
    expect(shifted.counts).toEqual(one.tally.counts);
    expect(shifted.check).not.toBe(one.tally.check);
  });

  it("streams the same statistics as summarising every score", async () => {
    const scores = simulateRange(sg, {}, 0, 4000, 5, "random");
    const r = await simulate({ ...base, games: 4000, workers: 1 });
    const a = summarize(scores);
    const b = summarizeTally(r.tally)!;
    expect(b.percentiles).toEqual(a.percentiles);
    expect(b.mean).toBeCloseTo(a.mean, 12);
    expect(b.sd).toBeCloseTo(a.sd, 12);
    expect([b.min, b.max, b.games]).toEqual([a.min, a.max, a.games]);
    expect(summarizeTally(emptyTally())).toBeNull();
  });

  it("the generic engine and the fast path agree through the workers too", async () => {
    const fast = await simulate({ ...base, games: 600, workers: 2 });
    const engine = await simulate({ ...base, games: 600, workers: 2, engine: true });
    expect(engine.tally).toEqual(fast.tally);
  });

  it("stops cleanly when interrupted, keeping the games already done", async () => {
    const abort = new AbortController();
    const r = await simulate({
      ...base,
      games: 200_000,
      workers: 1,
      chunkSize: 1000,
      signal: abort.signal,
      onProgress: (done) => {
        if (done >= 3000) abort.abort();
      },
    });
    expect(r.interrupted).toBe(true);
    expect(r.done).toBe(3000);
    const full = await simulate({ ...base, games: 3000, workers: 1 });
    expect(r.tally).toEqual(full.tally);
  });

  it("interrupting a worker pool keeps games 0 .. done-1 exactly", async () => {
    const abort = new AbortController();
    const r = await simulate({
      ...base,
      games: 2_000_000,
      workers: 2,
      signal: abort.signal,
      onProgress: (done) => {
        if (done >= 4000) abort.abort();
      },
    });
    expect(r.interrupted).toBe(true);
    expect(r.done).toBeGreaterThanOrEqual(4000);
    expect(r.done).toBeLessThan(2_000_000);
    const same = await simulate({ ...base, games: r.done, workers: 1 });
    expect(same.tally).toEqual(r.tally);
  });

  it("sizes chunks by time: one game first, then what fits in the target", async () => {
    const sizes: number[] = [];
    const done = await schedule({
      games: 10_000,
      lanes: 1,
      targetMs: 10,
      // 100 games a millisecond.
      run: async (_start, count) => {
        sizes.push(count);
        return { out: null, ms: count / 100 };
      },
      merge: () => {},
    });
    expect(done).toBe(10_000);
    expect(sizes.slice(0, 4)).toEqual([1, 4, 16, 64]);
    expect(sizes[5]).toBe(1000);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it("refuses impossible sizes with a clear message", async () => {
    await expect(simulate({ ...base, games: 1e15, workers: 1 })).rejects.toThrow(
      /games must be a whole number from 1 to 1000000000/,
    );
    await expect(simulate({ ...base, games: 10, workers: 1000 })).rejects.toThrow(
      /workers must be a whole number from 1 to/,
    );
  });

  it("head-to-head: each bot's wins, ties and scores, the same on any number of workers", async () => {
    const req = { game: "golo", options: {}, bots: ["random", "optimal"], seed: 3, games: 300 };
    const one = await simulateTable({ ...req, workers: 1 });
    const two = await simulateTable({ ...req, workers: 2 });
    expect(two.table).toEqual(one.table);
    const t = one.table;
    expect(t.games).toBe(300);
    for (let i = 0; i < 2; i++) {
      expect(t.wins[i] + t.ties[i]).toBeLessThanOrEqual(300);
      expect(t.scores[i].count).toBe(300);
    }
    // GOLO's optimal bot shoots fewer strokes than random and wins most decided games.
    const mean = (i: number) => summarizeTally(t.scores[i])!.mean;
    expect(mean(1)).toBeLessThan(mean(0));
    expect(t.wins[1]).toBeGreaterThan(t.wins[0]);
    // Rotating seats moves each bot around the table but keeps the tally per bot.
    const rotated = await simulateTable({ ...req, workers: 1, rotate: true });
    expect(rotated.table.scores[1].count).toBe(300);
    expect(summarizeTally(rotated.table.scores[1])!.mean).toBeLessThan(
      summarizeTally(rotated.table.scores[0])!.mean,
    );
  });

  it("plots a distribution to SVG and PNG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clubhouse-plot-"));
    const { tally } = await simulate({ ...base, games: 2000, workers: 1 });
    await writePlot(join(dir, "a.svg"), [{ label: "random", tally }], "Straight Golf", "score");
    const svg = readFileSync(join(dir, "a.svg"), "utf8");
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain("share of games");
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThan(5);
    const other = (await simulate({ ...base, games: 2000, seed: 77, workers: 1 })).tally;
    await writePlot(
      join(dir, "b.png"),
      [
        { label: "a", tally },
        { label: "b", tally: other },
      ],
      "two",
      "score",
    );
    const png = readFileSync(join(dir, "b.png"));
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    await expect(
      writePlot(join(dir, "c.svg"), [{ label: "none", tally: emptyTally() }], "none", "score"),
    ).rejects.toThrow(/no games/);
  });
});
