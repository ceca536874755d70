/**
 * A spectator of a fast bots-only match: the server sends hundreds of events in a burst, each a
 * store update that React renders at once. A table that set state in an effect on every new
 * version chained those renders until React gave up ("Maximum update depth exceeded", #185).
 * The app is loaded once and each match is opened by in-app navigation the moment it is created,
 * so the socket is open while the bots are still playing (a full page load is too slow to see
 * the burst). With and without reduced motion: the dice tumble and Roll In One's flight are per-roll
 * effects too.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium, onEnd, PHONE, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

const BOTS: Record<string, readonly string[]> = {
  "rolling-pins": ["greedy", "random"],
  golo: ["greedy", "random"],
  "straight-golf": ["random", "random"],
  // One match is enough: a Roll In One match is long, and its flight is a per-shot effect.
  "roll-in-one": ["greedy", "greedy"],
};
const ROUNDS: Record<string, number> = { "roll-in-one": 1 };

/** Creates a bots-only match from inside the page and goes to its table without a reload. */
async function spectateFresh(page: Page, game: string): Promise<string> {
  const seats = BOTS[game].map((level) => ({ kind: "bot", level }));
  return page.evaluate(
    async ({ game, seats }) => {
      const res = await fetch("/api/matches", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game, seats }),
      });
      if (res.status !== 201) throw new Error(`match not created: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      history.pushState(null, "", `/match/${id}`);
      dispatchEvent(new PopStateEvent("popstate"));
      return id;
    },
    { game, seats },
  );
}

/** Watches `rounds` fresh matches of `game` to their end; stops at the first page error. */
async function watchToEnd(page: Page, game: string, rounds: number, seen: number): Promise<void> {
  for (let i = 0; i < rounds && pageErrors.length === seen; i++) {
    await spectateFresh(page, game);
    // The table shows the end (or has already moved on to the final card).
    await expect
      .poll(
        async () =>
          pageErrors.length > seen ||
          onEnd(page) ||
          (await page
            .locator(".turn")
            .textContent()
            .catch(() => "")) === "Game over",
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.evaluate(() => {
      history.pushState(null, "", "/");
      dispatchEvent(new PopStateEvent("popstate"));
    });
  }
}

describe.skipIf(!hasChromium())("a spectator of fast bots-only matches", () => {
  for (const reduced of [true, false]) {
    it(`Rolling Pins, GOLO, Straight Golf and Roll In One at 360 px, ${reduced ? "reduced motion" : "dice tumbling"}: no page error`, async () => {
      const { page } = await session.open(PHONE, reduced);
      const seen = pageErrors.length;
      let events = 0;
      page.on("websocket", (ws) =>
        ws.on("framereceived", (f) => {
          if (String(f.payload).startsWith('{"type":"event"')) events++;
        }),
      );
      await page.goto("/");
      for (const game of Object.keys(BOTS)) await watchToEnd(page, game, ROUNDS[game] ?? 4, seen);
      expect(pageErrors.slice(seen)).toEqual([]);
      // The bursts were seen live, not only as the sync of a finished match.
      expect(events).toBeGreaterThan(100);
    }, 240_000);
  }
});
