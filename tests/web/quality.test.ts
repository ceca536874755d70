/**
 * Issue 12's quality bar, where the game tests do not already pin it: every roll is announced
 * in the aria-live log; dice do not tumble under prefers-reduced-motion (and do otherwise); a
 * GOLO scorecard removal out of the course's order says why in the game's words; a Rolling Pins
 * frame bowled with the keyboard alone (Tab to the pins, Space to tap, the keys for the rest);
 * every game's final card fits a phone (the page does not scroll sideways); on a phone the site
 * header is one row that scrolls away, its links behind Menu.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, PHONE, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

async function soloGolo(page: Page, mode?: RegExp): Promise<void> {
  await page.goto("/new/golo");
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  await page.getByRole("button", { name: "Remove seat 2" }).click();
  if (mode) await page.getByRole("radio", { name: mode }).check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
  await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
}

/** Counts, from now on, the dice drawn tumbling (any element given the class, however briefly). */
async function watchTumbles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { tumbles: number };
    w.tumbles = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        const t = r.target as Element;
        if (r.type === "attributes" && t.classList?.contains("die-tumbling")) w.tumbles++;
        for (const n of r.addedNodes)
          if (
            n instanceof Element &&
            (n.matches(".die-tumbling") || n.querySelector(".die-tumbling"))
          )
            w.tumbles++;
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class"],
    });
  });
}
const tumbles = (page: Page) =>
  page.evaluate(() => (window as unknown as { tumbles: number }).tumbles);

describe.skipIf(!hasChromium())("the quality bar", () => {
  it("announces each roll in the aria-live log, in the game's words", async () => {
    const { page } = await session.open();
    await soloGolo(page);
    const spoken = page.locator(".log [aria-live=polite]");
    await page.getByRole("button", { name: /^Roll 9 dice/ }).click();
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    // The newest line of the log, and only it, is in the live region.
    const lines = page.locator(".log .log-lines li");
    await expect.poll(async () => (await spoken.textContent()) ?? "").not.toBe("");
    const last = await lines.last().textContent();
    expect(await spoken.textContent()).toBe(last);
    expect(await spoken.getAttribute("aria-atomic")).toBe("true");
    expect(pageErrors).toEqual([]);
  });

  for (const reduced of [true, false]) {
    it(`dice ${reduced ? "land at once under prefers-reduced-motion" : "tumble briefly otherwise"}`, async () => {
      const { page } = await session.open(undefined, reduced);
      await soloGolo(page);
      await watchTumbles(page);
      await page.getByRole("button", { name: /^Roll 9 dice/ }).click();
      await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
      if (reduced) {
        await page.waitForTimeout(800);
        expect(await tumbles(page)).toBe(0);
      } else {
        await expect.poll(() => tumbles(page)).toBeGreaterThan(0);
        // And they land: no die is still tumbling a moment later.
        await expect.poll(() => page.locator(".die-tumbling").count()).toBe(0);
      }
      expect(pageErrors).toEqual([]);
    });
  }

  it("GOLO scorecard play: a die out of the course's order says why and cannot be removed", async () => {
    const { page } = await session.open();
    await soloGolo(page, /^Scorecard/);
    await page.getByRole("button", { name: /^Roll 9 dice/ }).click();
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    // Hole 1 is a par 4 on the default course: a die of another par is out of order.
    const labels = await page
      .locator("button.die-btn")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label") ?? ""));
    const wrong = labels.find((l) => !/ par 4,/.test(l));
    expect(wrong).toBeDefined();
    const name = wrong!.split(",")[0];
    await page.getByRole("button", { name: wrong! }).click();
    await expect
      .poll(() => page.locator("#golo-why").textContent())
      .toMatch(
        new RegExp(`^Not allowed: hole 1 is a par 4: remove a par 4 die next, not ${name}\\.$`),
      );
    expect(await page.locator("#golo-why").getAttribute("aria-live")).toBe("polite");
    expect(pageErrors).toEqual([]);
  });

  it("Rolling Pins: a frame bowled on a phone with the keyboard alone", async () => {
    const { page } = await session.open(PHONE);
    await page.goto("/new/rolling-pins");
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Pat");
    await page.getByRole("button", { name: "Remove seat 2" }).press("Enter");
    await page.getByRole("button", { name: "Start the game" }).press("Enter");
    await page.waitForURL(/\/match\/[^/]+$/);
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
    const focusOff = () => page.evaluate(() => (document.activeElement as HTMLElement)?.blur());
    const frameOf = async () =>
      (await page.locator(".golo-status span").first().textContent()) ?? "";
    expect(await frameOf()).toMatch(/^Frame 1 · ball 1/);
    // Each ball rolls on until a miss; the frame ends after the second ball's (or a strike).
    const sum = page.locator(".rp-sum");
    const where = async () =>
      `${await frameOf()}|${await page
        .locator(".rp-actions")
        .textContent({ timeout: 200 })
        .catch(() => "")}`;
    for (let step = 0; step < 40 && /^Frame 1 /.test(await frameOf()); step++) {
      await focusOff();
      const before = await where();
      if (await page.locator(".rp-mark-note").count()) {
        // A square earned: the panel's own buttons take it (focus, Enter).
        await page.locator(".rp-panel button:not([disabled])").first().focus();
        await page.keyboard.press("Enter");
      } else if (await sum.count()) {
        const v = Number(/^Roll (\d+):/.exec((await sum.textContent()) ?? "")?.[1]);
        const standing = (await page.locator(".rp-lane-pins button.rp-pin").allInnerTexts()).map(
          Number,
        );
        const pick = pinsFor(standing, v);
        if (!pick) await page.keyboard.press("m");
        else {
          // Tab through the page to each pin of the pick; Space taps it.
          for (const n of pick) {
            for (let i = 0; i < 80; i++) {
              await page.keyboard.press("Tab");
              const at = await page.evaluate(() =>
                document.activeElement?.getAttribute("aria-label"),
              );
              if (at && new RegExp(`^Pin ${n}(,|$)`).test(at)) break;
            }
            await page.keyboard.press("Space");
          }
          await expect.poll(() => sum.textContent()).toMatch(/✓$/);
          await focusOff();
          await page.keyboard.press("Enter");
        }
      } else if (await page.getByRole("button", { name: "End the frame" }).count()) {
        await page.keyboard.press("n");
      } else {
        await page.keyboard.press("2");
      }
      await expect.poll(where).not.toBe(before);
    }
    await expect.poll(frameOf).toMatch(/^Frame 2 · ball 1/);
    expect(await page.locator(".rp-card").first().textContent()).not.toBe("");
    expect(pageErrors).toEqual([]);
  });

  it("every game's final card fits a phone: the page does not scroll sideways", async () => {
    const { page } = await session.open(PHONE);
    for (const [game, bots] of [
      ["golo", ["greedy", "random"]],
      ["straight-golf", ["random", "random"]],
      ["rolling-pins", ["greedy", "random"]],
    ] as const) {
      const id = await finishedMatch(game, bots);
      await page.goto(`/match/${id}/end`);
      await page.locator(".places").waitFor();
      await page.locator(".card-panel table").first().waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(`${game} ${wide}`).toBe(`${game} ${PHONE.width}`);
    }
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("the site header: one row on a phone that scrolls away, its links behind Menu", async () => {
    const { page } = await session.open(PHONE);
    await soloGolo(page);
    const header = page.locator("header.top");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Lobby", exact: true }).isVisible()).toBe(false);
    // Scrolled down to the scorecard, the header is gone and the table has the whole screen.
    await page.locator(".golo-card").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(-60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("link", { name: "Lobby", exact: true }).click();
    await page.waitForURL(/\/lobby$/);
    // Following a link folds the menu; the page it shows is marked as the current one.
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await menu.click();
    expect(
      await page.getByRole("link", { name: "Lobby", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    // Escape folds it again, the focus back on Menu.
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.evaluate((b) => b === document.activeElement)).toBe(true);

    const desk = await session.open(DESKTOP);
    await desk.page.goto("/lobby");
    expect(await desk.page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    for (const name of ["Games", "Lobby", "Replays", "Verify", "Tournaments", "Profile"])
      expect(await desk.page.locator("#site-nav").getByRole("link", { name }).isVisible()).toBe(
        true,
      );
    expect(pageErrors).toEqual([]);
  });
});

/** A bots-only match played to its end on the server; its id. */
async function finishedMatch(game: string, bots: readonly string[]): Promise<string> {
  const res = await fetch(`${session.server.url}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, seats: bots.map((level) => ({ kind: "bot", level })) }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${session.server.url}/api/matches/${id}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe("finished");
  return id;
}

/** Some standing pins adding up to `v` (the test's own search), or null. */
function pinsFor(pins: readonly number[], v: number): number[] | null {
  for (let m = 1; m < 1 << pins.length; m++) {
    const pick = pins.filter((_, i) => m & (1 << i));
    if (pick.reduce((t, n) => t + n, 0) === v) return pick;
  }
  return null;
}
