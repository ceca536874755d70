/**
 * On a phone the scorecard's Total column is always in view: the card fits, or the holes scroll
 * under a Total that stays put (shared ScorecardGrid). Checked on a Rolling Pins card, the widest.
 */
import { describe, expect, it } from "vitest";
import { hasChromium, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

describe.skipIf(!hasChromium())("scorecard on a phone", () => {
  it("Rolling Pins at 360 and 390 px: the Total column is inside the visible card, scrolled or not", async () => {
    const res = await fetch(`${session.server.url}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        game: "rolling-pins",
        seats: [
          { kind: "bot", level: "greedy" },
          { kind: "bot", level: "random" },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    for (const width of [360, 390]) {
      const { page } = await session.open({ width, height: 844 });
      await page.goto(`/match/${id}`);
      const card = page.locator(".rp-card .card-scroll").first();
      await expect.poll(() => card.count()).toBe(1);
      const total = card.locator("thead th.total");
      const inView = async () => {
        const c = await card.boundingBox();
        const t = await total.boundingBox();
        return !!c && !!t && t.x >= c.x && t.x + t.width <= c.x + c.width + 0.5;
      };
      expect(await inView()).toBe(true);
      // Scrolled to the first frame again (a phone's swipe), Total stays in view.
      await card.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
        el.scrollLeft = 0;
      });
      expect(await inView()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    expect(pageErrors).toEqual([]);
  });
});
