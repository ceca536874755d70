/** Playing Roll In One by clicking, shared by the web tests: one decision at a time. */
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const onEnd = (page: Page) => /\/end$/.test(new URL(page.url()).pathname);
export const visible = (l: ReturnType<Page["locator"]>) => l.isVisible().catch(() => false);
/** Waits until the table is not sending (its buttons are enabled again). */
export const idle = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator(
          ".rio-dir:disabled, .rio-club:disabled, .rio-choices button:disabled, .rio-pass-bar button:disabled",
        )
        .count(),
    )
    .toBe(0);

/** Plays one decision if this page has one: a shot (club by distance, toward the green), a curve, or a card choice. */
export async function playOne(page: Page, byHex: boolean): Promise<boolean> {
  const shotPanel = page.getByRole("region", { name: "Your shot" });
  if (await visible(shotPanel)) {
    const flight = await shotPanel.locator(".rio-club").count();
    // Long clubs most of the time, the putter now and then (it is how a ball stops on the green).
    const clubs = ["Wood", "4-Iron", "6-Iron", "Putter"];
    const club = clubs[Math.floor(Math.random() * clubs.length)];
    expect(flight).toBe(6);
    await shotPanel.getByRole("button", { name: new RegExp(`^${club} \\(`) }).click();
    const toward = shotPanel.getByRole("button", { name: /toward the green/ });
    const dirLabel = ((await toward.textContent()) ?? "").match(/\b(E|SE|SW|W|NW|NE)\b/)?.[1];
    if (byHex && dirLabel) {
      await page.getByRole("button", { name: `Aim ${dirLabel}`, exact: true }).click();
    } else await toward.click();
    await expect
      .poll(() => shotPanel.getByRole("button", { name: /^Hit the / }).textContent())
      .toBe(`Hit the ${club} ${dirLabel}`);
    await shotPanel.getByRole("button", { name: /^Hit the / }).click();
    // Sent once the server committed it: the direction is cleared for the next shot.
    await expect
      .poll(async () => (await visible(page.getByRole("button", { name: /^Hit the / }))) === false)
      .toBe(true);
    return true;
  }
  const curve = page.getByRole("region", { name: "The curve" });
  if (await visible(curve)) {
    const toward = curve.getByRole("button", { name: /toward the green/ });
    await ((await visible(toward)) ? toward : curve.getByRole("button").first()).click();
    await idle(page);
    return true;
  }
  const bar = page.getByRole("region", { name: "Card window" });
  if (await visible(bar)) {
    await bar.getByRole("button", { name: /^Pass:/ }).click();
    await idle(page);
    return true;
  }
  const choices = page.getByRole("region", { name: "Cards and choices" });
  if (await visible(choices)) {
    // A choice outside a card window (a golfer to choose, a ricochet...): the first one.
    const any = choices.getByRole("button").first();
    if (!(await visible(any))) return false;
    await any.click();
    await idle(page);
    return true;
  }
  return false;
}
