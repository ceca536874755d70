/**
 * The turn timer in every game's table: a timed match shows the seconds the deciding seat has
 * left, counting down from the server's deadline, and again after a reload (from the sync).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, PHONE_390, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

/** The seconds the timer shows, or null while it is not shown. */
async function shownSeconds(page: Page): Promise<number | null> {
  const t = page.getByRole("timer");
  if (!(await t.count())) return null;
  const m = /You have (\d+) seconds to play/.exec((await t.getAttribute("aria-label")) ?? "");
  return m ? Number(m[1]) : null;
}

describe.skipIf(!hasChromium())("the turn timer", () => {
  for (const [game, viewport] of [
    ["golo", PHONE_390],
    ["straight-golf", DESKTOP],
    ["rolling-pins", PHONE_390],
    ["roll-in-one", DESKTOP],
  ] as const) {
    it(`${game} at ${viewport.width} px: the seconds left count down, and survive a reload`, async () => {
      const { page } = await session.open(viewport);
      await page.goto(`/new/${game}`);
      await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
      await page.getByRole("combobox", { name: /Time per move/ }).selectOption("300");
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.waitForURL(/\/match\/[^/]+$/);
      // Bots and server rolls go first where the game says so; then Ann's clock runs.
      await expect.poll(() => shownSeconds(page)).toBeGreaterThan(200);
      const first = (await shownSeconds(page)) ?? 0;
      expect(first).toBeLessThanOrEqual(300);
      await expect.poll(() => shownSeconds(page)).toBeLessThan(first);
      await expect(page.getByRole("timer").textContent()).resolves.toMatch(
        /You have \d+ s to play/,
      );
      if (process.env.SCREENSHOTS && game === "golo") {
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/turn-timer-390.png` });
      }
      if (process.env.SCREENSHOTS && game === "straight-golf") {
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/turn-timer-1280.png` });
      }
      await page.reload();
      await expect.poll(() => shownSeconds(page)).toBeGreaterThan(0);
      expect((await shownSeconds(page)) ?? 999).toBeLessThan(first);
      expect(pageErrors).toEqual([]);
    });
  }
});
