import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writePlot } from "../src/cli/plot.ts";
import { simulate } from "../src/sim/parallel.ts";

const base = { game: "straight-golf", options: {}, bot: "random", seed: 5 } as const;

describe("simulation at scale", () => {
  it("gives the same scores for the same seed whatever the number of workers", async () => {
    const one = await simulate({ ...base, games: 5000, workers: 1, chunkSize: 700 });
    const two = await simulate({ ...base, games: 5000, workers: 2, chunkSize: 300 });
    const three = await simulate({ ...base, games: 5000, workers: 3 });
    expect(one.done).toBe(5000);
    expect(Array.from(two.scores)).toEqual(Array.from(one.scores));
    expect(Array.from(three.scores)).toEqual(Array.from(one.scores));
  });

  it("the generic engine and the fast path agree through the workers too", async () => {
    const fast = await simulate({ ...base, games: 600, workers: 2 });
    const engine = await simulate({ ...base, games: 600, workers: 2, engine: true });
    expect(Array.from(engine.scores)).toEqual(Array.from(fast.scores));
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
    expect(Array.from(r.scores)).toEqual(Array.from(full.scores));
  });

  it("interrupting a worker pool keeps whole finished chunks only", async () => {
    const abort = new AbortController();
    const r = await simulate({
      ...base,
      games: 2_000_000,
      workers: 2,
      chunkSize: 2000,
      signal: abort.signal,
      onProgress: (done) => {
        if (done >= 4000) abort.abort();
      },
    });
    expect(r.interrupted).toBe(true);
    expect(r.done % 2000).toBe(0);
    expect(r.done).toBeGreaterThanOrEqual(4000);
    expect(r.done).toBeLessThan(2_000_000);
  });

  it("plots a distribution to SVG and PNG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clubhouse-plot-"));
    const { scores } = await simulate({ ...base, games: 2000, workers: 1 });
    await writePlot(join(dir, "a.svg"), [{ label: "random", scores }], "Straight Golf", "score");
    const svg = readFileSync(join(dir, "a.svg"), "utf8");
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain("share of games");
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThan(5);
    await writePlot(
      join(dir, "b.png"),
      [
        { label: "a", scores },
        { label: "b", scores: scores.map((x) => x + 2) },
      ],
      "two",
      "score",
    );
    const png = readFileSync(join(dir, "b.png"));
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
  });
});
