/**
 * Roll In One's flight drawing (web/flight.tsx `useFlight`) in a real Chromium, alone on a page:
 * a live match sends a new trace object with every event, even when the shot has not moved on
 * (a pass in a card window). Events that come faster than a frame's pause must not hold the
 * ball back: it once stayed at its first space for a whole flight passed every 300 ms.
 */
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShotTrace, TraceStep } from "../../src/games/roll-in-one/rules/trace.ts";
import { hasChromium, launchBrowser } from "./harness.ts";

const step = (path: number[], landed = false): TraceStep => ({
  face: 2,
  beat: 0,
  moves: [{ seat: 0, path }],
  words: [],
  penalized: [],
  landed,
});
/** Three rolls: spaces 0 -> 2, 2 -> 4, 4 -> 5 (landed). */
const STEPS = [step([0, 1, 2]), step([2, 3, 4]), step([4, 5], true)];
const trace = (steps: number): ShotTrace => ({
  id: 7,
  hole: 0,
  seat: 0,
  club: "wood",
  from: 0,
  steps: STEPS.slice(0, steps),
});

let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  if (!hasChromium()) return;
  const out = await build({
    entryPoints: [new URL("./flight-probe.tsx", import.meta.url).pathname],
    bundle: true,
    write: false,
    format: "iife",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    // As Vite does for the app: Node's modules (data files read in Node) are empty here.
    loader: { ".css": "empty" },
    plugins: [
      {
        name: "no-node",
        setup(b) {
          b.onResolve({ filter: /^node:/ }, (a) => ({ path: a.path, namespace: "no-node" }));
          b.onLoad({ filter: /.*/, namespace: "no-node" }, () => ({
            contents: "module.exports = {}",
          }));
        },
      },
    ],
    logLevel: "silent",
  });
  browser = await launchBrowser();
  // Motion on: under reduced motion the flight is shown landed at once.
  const context = await browser.newContext({ reducedMotion: "no-preference" });
  page = await context.newPage();
  await page.setContent('<div id="root"></div>');
  await page.addScriptTag({ content: out.outputFiles[0].text });
  await page.waitForFunction(() => typeof window.setTrace === "function");
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const ball = async () => Number(await page.locator("#probe").getAttribute("data-ball"));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!hasChromium())("Roll In One flight drawing", () => {
  it("moves on while events arrive faster than a frame's pause, and lands", async () => {
    // A new shot (the page had none): drawn from its start.
    await page.evaluate((t) => window.setTrace(t), trace(1));
    expect(await ball()).toBe(0);
    // Events every 100 ms, each a new copy of the same trace (passes that change nothing),
    // for 1.5 s: two moves of 260 ms each fit, so the ball must reach space 2 meanwhile.
    const seen = new Set<number>();
    for (let i = 0; i < 15; i++) {
      await sleep(100);
      await page.evaluate((t) => window.setTrace(t), trace(1));
      seen.add(await ball());
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
    // The next rolls come as events too, still every 100 ms: the ball goes on to land.
    for (let i = 0; i < 40 && (await ball()) !== 5; i++) {
      await sleep(100);
      await page.evaluate((t) => window.setTrace(t), trace(i < 10 ? 2 : 3));
    }
    expect(await ball()).toBe(5);
    await page
      .locator('#probe[data-animating="false"]')
      .waitFor({ state: "attached", timeout: 3000 });
  });
});
