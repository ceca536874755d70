/**
 * `npx tsx bench/daily-figures.ts`: how long the daily challenge's slow figures take in one
 * thread (the server runs them in a worker thread, once each, and stores them): each game's bot
 * on one day's dice and the exact expectation. Not part of `npm run bench`.
 */
import { findModule } from "../src/games/registry.ts";
import { challengeOf, daySecret } from "../src/server/daily/challenge.ts";
import { computeFigure } from "../src/server/daily/figures.ts";

const master = "11".repeat(32);
const day = "2026-03-10";
for (const game of ["golo", "straight-golf", "rolling-pins", "roll-in-one"]) {
  const c = challengeOf(findModule(game)!, master, day, false);
  const tasks = [
    { kind: "bot", game, options: c.options, secret: daySecret(master, day, game) },
    { kind: "expected", game, options: c.options },
  ] as const;
  for (const t of tasks) {
    const t0 = performance.now();
    const r = computeFigure(t as Parameters<typeof computeFigure>[0]);
    const s = ((performance.now() - t0) / 1000).toFixed(2);
    console.log(
      `| ${game} | ${t.kind} | ${r ? `${r.label}: ${+r.value.toFixed(4)}` : "none"} | ${s} s |`,
    );
  }
}
