/** GOLO played by clicking, as a person would: shared by the web tests, screenshots and bench. */
import type { Page } from "playwright-core";

/** Plays this device's seat until the end page: roll, tap the first die, remove it. */
export async function playGoloByClicking(page: Page, limit = 60_000): Promise<void> {
  const until = Date.now() + limit;
  while (!/\/end$/.test(new URL(page.url()).pathname)) {
    if (Date.now() > until)
      throw new Error(`game did not end; page says: ${await page.locator("main").textContent()}`);
    const roll = page.getByRole("button", { name: /^Roll \d+ di(c)?e/ });
    const die = page.locator("button.die-btn").first();
    const all = page.getByRole("button", { name: /^Score / });
    if (await roll.isVisible().catch(() => false)) {
      await roll.click({ timeout: 1000 }).catch(() => {});
    } else if (await all.isVisible().catch(() => false)) {
      await all.click({ timeout: 1000 }).catch(() => {});
    } else if (await die.isVisible().catch(() => false)) {
      await die.click({ timeout: 1000 }).catch(() => {});
      const remove = page.getByRole("button", { name: /^Remove 1 die/ });
      await remove.click({ timeout: 1000 }).catch(() => {});
    } else {
      await page.waitForTimeout(50);
    }
  }
}
