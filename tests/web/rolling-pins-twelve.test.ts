/**
 * A Rolling Pins duplicate table of twelve in Chromium: the player's own sheet, with everyone's
 * running total beside it in the standings strip, which scrolls sideways on a phone instead of
 * widening the page. With SCREENSHOTS=dir set, the table is also saved there.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, PHONE_390, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

async function twelveTable(page: Page, name: string): Promise<void> {
  const res = await fetch(`${session.server.url}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      game: "rolling-pins",
      options: { duplicate: true },
      seats: [
        { kind: "open" },
        ...Array.from({ length: 11 }, () => ({ kind: "bot", level: "greedy" })),
      ],
    }),
  });
  const made = (await res.json()) as { seats: { invite?: string }[] };
  await page.goto(made.seats[0].invite!);
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("button", { name: "Take seat 1" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
}

describe.skipIf(!hasChromium())("Rolling Pins, twelve bowlers in the browser", () => {
  for (const [label, viewport] of [
    ["390", PHONE_390],
    ["1280", DESKTOP],
  ] as const) {
    it(`the standings strip shows all twelve totals beside the own sheet (${label} px)`, async () => {
      const { page } = await session.open(viewport);
      await twelveTable(page, "Pat");
      const strip = page.getByRole("list", { name: /Standings/ });
      await expect.poll(() => strip.getByRole("listitem").count()).toBe(12);
      const me = strip.locator('[aria-current="true"]');
      await expect.poll(() => me.textContent()).toMatch(/^Pat\d+/);
      const names = await strip.locator(".rp-stand-name").allTextContents();
      expect(names[0]).toBe("Pat");
      expect(names.filter((n) => n.startsWith("bot:greedy"))).toHaveLength(11);
      // The first decision (one die or two) goes to the server; the strip stays beside the sheet.
      await page.getByRole("button", { name: "Roll one die" }).click();
      await expect.poll(() => page.getByRole("button", { name: "Roll one die" }).count()).toBe(0);
      await expect.poll(() => strip.getByRole("listitem").count()).toBe(12);
      // The page never gets wider than the screen; the strip scrolls within it.
      const widths = await page.evaluate(() => {
        const s = document.querySelector(".rp-standings") as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          strip: s.clientWidth,
          stripContent: s.scrollWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(viewport.width);
      expect(widths.strip).toBeLessThanOrEqual(viewport.width);
      if (viewport.width < 500) expect(widths.stripContent).toBeGreaterThan(widths.strip);
      const dir = process.env.SCREENSHOTS;
      if (dir)
        await page.screenshot({ path: `${dir}/rolling-pins-twelve-${label}.png`, fullPage: true });
      expect(pageErrors).toEqual([]);
    }, 120_000);
  }
});
