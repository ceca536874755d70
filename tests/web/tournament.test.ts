/**
 * A GOLO tournament in Chromium: organised from the form (the name dialog makes the profile),
 * entered and teed off by one browser while another, on a phone, watches the leaderboard update
 * hole by hole. With SCREENSHOTS=dir set, the pages are saved there at 390 and 1280 px.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playGoloByClicking } from "./golo-play.ts";
import { DESKTOP, hasChromium, PHONE_390, pageErrors, sessionPerFile, shot } from "./harness.ts";

const session = sessionPerFile();

/** The cells of an entrant's leaderboard row: pos, name, to par, thru, R1, total. */
async function rowOf(page: Page, name: string): Promise<string[]> {
  const row = page.locator("table.board tbody tr", { hasText: name });
  if (!(await row.count())) return [];
  return (await row.first().locator("td").allInnerTexts()).map((t) => t.trim());
}

describe.skipIf(!hasChromium())("GOLO tournament in the browser", () => {
  it("the leaderboard on a phone follows a round played in another browser", async () => {
    const ann = await session.open(DESKTOP);
    await ann.page.goto("/");
    await ann.page.getByRole("link", { name: "Tournaments" }).first().click();
    await ann.page.getByRole("link", { name: "Organise a tournament" }).click();
    await ann.page.getByRole("textbox", { name: "Name", exact: true }).fill("Spring Open");
    await ann.page.getByRole("textbox", { name: /Bots in the field/ }).fill("greedy");
    // The simple rules: any die may be removed first, as playGoloByClicking does.
    await ann.page.getByRole("radio", { name: "Simple rules" }).check();
    await shot(ann.page, "tournament-new-1280");
    await ann.page.getByRole("button", { name: "Create" }).click();
    // First time: the profile's name is asked for, with a friendly default.
    const dialog = ann.page.getByRole("dialog", { name: "Your name on the leaderboards" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole("textbox", { name: "Name" }).inputValue())
      .toMatch(/^Golfer \d{4}$/);
    await dialog.getByRole("textbox", { name: "Name" }).fill("Ann");
    await dialog.getByRole("button", { name: "Save" }).click();
    await ann.page.waitForURL(/\/tournaments\/t_[a-z0-9]+$/);
    const url = new URL(ann.page.url()).pathname;

    const watcher = await session.open(PHONE_390);
    await watcher.page.goto(url);
    await expect.poll(() => rowOf(watcher.page, "bot:greedy")).not.toEqual([]);

    await ann.page.getByRole("button", { name: "Enter this tournament" }).click();
    await expect.poll(() => rowOf(watcher.page, "Ann")).toEqual(["", "Ann", "–", "–", "", ""]);
    await ann.page.getByRole("button", { name: "Tee off round 1" }).click();
    await ann.page.waitForURL(/\/match\/m_/);
    const playing = playGoloByClicking(ann.page, 240_000);
    // Hole by hole, pushed: the phone shows Ann part of the way round, a watch link beside her.
    await expect
      .poll(async () => Number((await rowOf(watcher.page, "Ann"))[3]), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await expect(
      watcher.page.getByRole("link", { name: "watch" }).first().isVisible(),
    ).resolves.toBe(true);
    await shot(watcher.page, "tournament-live-390");
    await playing;
    await expect
      .poll(() => rowOf(watcher.page, "Ann").then((r) => r[3]), { timeout: 30_000 })
      .toBe("F");
    const ann18 = await rowOf(watcher.page, "Ann");
    expect(ann18[0]).toMatch(/^T?[12]$/);
    expect(ann18[4]).toMatch(/^\d+$/);
    expect(ann18[5]).toBe(ann18[4]);
    await expect
      .poll(() => rowOf(watcher.page, "bot:greedy").then((r) => r[3]), { timeout: 60_000 })
      .toBe("F");
    await shot(watcher.page, "tournament-board-390");
    await ann.page.goto(url);
    await expect.poll(() => rowOf(ann.page, "Ann").then((r) => r[3])).toBe("F");
    await shot(ann.page, "tournament-board-1280");
    await ann.page.goto("/tournaments");
    await expect
      .poll(() => ann.page.getByRole("link", { name: "Spring Open" }).isVisible())
      .toBe(true);
    await shot(ann.page, "tournaments-1280");
    await ann.page.goto("/profile");
    await ann.page.getByRole("button", { name: "Make a code" }).click();
    await expect.poll(() => ann.page.locator("output.code").textContent()).toMatch(/^[2-9A-Z]{8}$/);
    await shot(ann.page, "profile-1280");
    expect(pageErrors).toEqual([]);
  }, 400_000);
});
