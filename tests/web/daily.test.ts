/**
 * The daily challenge in Chromium: from the home page's "Today's challenge" to the end page's
 * leaderboard and share card, for two people (a phone and a desktop, each with a profile of its
 * own); a second attempt from the home page shows the score instead. With SCREENSHOTS=dir set,
 * the home and end pages are saved there.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  hasChromium,
  onEnd,
  PHONE_390,
  pageErrors,
  sessionPerFile,
  shot,
} from "./harness.ts";

const session = sessionPerFile();

const rollButton = (page: Page) => page.getByRole("button", { name: /roll \d di(c)?e/i });

/** Home page -> today's Straight Golf -> name -> every roll -> the end page. */
async function playToday(page: Page, name: string, label: string): Promise<void> {
  await page.goto("/");
  const today = page.getByRole("region", { name: "Today's challenge" });
  await expect.poll(() => today.getByRole("listitem").count()).toBe(4);
  await shot(page, `daily-home-${label}`);
  await today.getByRole("button", { name: "Play today's Straight Golf challenge" }).click();
  const dialog = page.getByRole("dialog", { name: "Your name on the leaderboards" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
  const until = Date.now() + 120_000;
  while (!onEnd(page)) {
    if (Date.now() > until) throw new Error("the daily game did not end in 120 s");
    const b = rollButton(page);
    if ((await b.isVisible().catch(() => false)) && !(await b.isDisabled().catch(() => true))) {
      await b.click({ timeout: 1000 }).catch(() => {});
    } else await page.waitForTimeout(40);
  }
}

describe.skipIf(!hasChromium())("the daily challenge in the browser", () => {
  it("two people play today's Straight Golf from the home page to the share card", async () => {
    const people = [
      { name: "Ann", viewport: PHONE_390, label: "390" },
      { name: "Bob", viewport: DESKTOP, label: "1280" },
    ];
    for (const [i, who] of people.entries()) {
      const { context, page } = await session.open(who.viewport);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await playToday(page, who.name, who.label);
      const result = page.getByRole("region", { name: "Today's challenge" });
      // The bot's score on the same dice and the exact mean arrive once the server has them.
      await expect
        .poll(() => result.locator(".daily-summary").textContent(), { timeout: 120_000 })
        .toMatch(
          /^You scored -?\d+; the random bot scored -?\d+ on these dice; perfect play averages \(9 rounds\) \d+\.\d+\.$/,
        );
      const rows = result.getByRole("row");
      await expect.poll(() => rows.count()).toBe(1 + i + 1);
      await expect
        .poll(() => result.locator('tr[aria-current="true"]').textContent())
        .toContain(who.name);
      const card = result.getByRole("textbox", { name: "Your card, as text" });
      const text = await card.inputValue();
      const lines = text.split("\n");
      expect(lines[0]).toMatch(/^Clubhouse daily · Straight Golf · \d{4}-\d{2}-\d{2}$/);
      expect(lines[1]).toMatch(
        new RegExp(`^-?\\d+ \\((even|[+-]\\d+)\\) · \\d(st|nd) of ${i + 1}$`),
      );
      expect(lines[2]).toMatch(/^[🟩⬜🟧]{9}$/u);
      expect(await result.getByRole("img", { name: /^9 squares/ }).count()).toBe(1);
      await result.getByRole("button", { name: "Copy the card" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      await shot(page, `daily-end-${who.label}`);
      // Back home, today's Straight Golf says the score: no second attempt.
      await page.goto("/");
      await expect
        .poll(() =>
          page.getByRole("button", { name: "Today's Straight Golf: your result" }).textContent(),
        )
        .toMatch(/^You scored -?\d+$/);
    }
    expect(pageErrors).toEqual([]);
  }, 400_000);
});
