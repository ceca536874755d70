/**
 * Roll In One in a real Chromium against a real server: a quick solo game on a generated
 * course played to its end by clicking (a club, a direction by a hex or a button, Hit; curves
 * by their buttons), and a quick game against a bot on a phone. With SCREENSHOTS=dir set, the
 * tables are saved there.
 */
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, PHONE, pageErrors, sessionPerFile, shot } from "./harness.ts";
import { onEnd, playOne, visible } from "./rio-play.ts";

const session = sessionPerFile();

describe.skipIf(!hasChromium())("Roll In One in the browser", () => {
  it("plays a quick solo game on a generated course to its end by clicking", async () => {
    const { page } = await session.open(DESKTOP);
    await page.goto("/new/roll-in-one");
    // The full game is the default; the quick game (generated course, no cards) is one tap.
    await expect.poll(() => page.getByRole("radio", { name: /^Full game/ }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: /^Quick game/ }).check();
    expect(await page.getByRole("radio", { name: /Generated course/ }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Golfer and caddie cards/ }).isChecked()).toBe(
      false,
    );
    await expect
      .poll(() => page.locator(".rio-game-summary").textContent())
      .toBe("Quick game: a generated course, without cards.");
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    while (await visible(page.getByRole("button", { name: "Remove seat 2" })))
      await page.getByRole("button", { name: "Remove seat 2" }).click();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    const id = new URL(page.url()).pathname.split("/")[2];

    // The course: every space of the generated hole, out of bounds around it, tee, green, Ann's ball.
    const course = page.locator("svg.rio-course");
    await expect.poll(() => course.getAttribute("aria-label")).toMatch(/spaces on \d boards, par/);
    await expect.poll(() => course.locator(".rio-tee title").textContent()).toBe("the tee");
    expect(await course.locator(".rio-green title").textContent()).toMatch(
      /^the green at -?\d+,-?\d+$/,
    );
    expect(await course.locator(".rio-ball title").textContent()).toMatch(
      /^Ann's ball \(blue\) at /,
    );
    await shot(page, "roll-in-one-table-1280");

    let shots = 0;
    let trailSeen = false;
    const until = Date.now() + 150_000;
    while (!onEnd(page)) {
      if (Date.now() > until) throw new Error(`the game did not end in 150 s (${shots} shots)`);
      const before = await course
        .locator(".rio-ball")
        .getAttribute("data-space")
        .catch(() => null);
      if (await playOne(page, shots === 0)) {
        shots++;
        if (shots === 1) {
          // The first shot is drawn: the ball has left the tee and an arrow shows where it went;
          // the next decision may be the next shot, the curve of this one, or a card.
          await expect
            .poll(
              async () =>
                (await visible(page.getByRole("region", { name: "Your shot" }))) ||
                (await visible(page.getByRole("region", { name: "The curve" }))) ||
                (await visible(page.getByRole("region", { name: "Cards and choices" }))) ||
                (await visible(page.getByRole("region", { name: "Card window" }))) ||
                onEnd(page),
            )
            .toBe(true);
          const after = await course
            .locator(".rio-ball")
            .getAttribute("data-space")
            .catch(() => null);
          if (after !== before) {
            trailSeen = (await course.locator(".rio-trail").count()) === 1;
            await shot(page, "roll-in-one-shot-1280");
          }
        }
      } else await page.waitForTimeout(40);
    }
    expect(shots).toBeGreaterThan(2);

    const summary = (await (await fetch(`${session.server.url}/api/matches/${id}`)).json()) as {
      status: string;
      result: { scores: number[] };
    };
    expect(summary.status).toBe("finished");
    // The final card: three holes and the total the server reports.
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/wins|tie|Ann/i);
    const cells = await page
      .locator(".rio-card tr", { hasText: "Ann" })
      .locator("td")
      .allInnerTexts();
    expect(cells).toHaveLength(4);
    expect(cells.slice(0, 3).every((c) => /^\d+/.test(c.trim()))).toBe(true);
    expect(cells[3].trim()).toBe(String(summary.result.scores[0]));
    expect(trailSeen || shots > 0).toBe(true);
    await shot(page, "roll-in-one-end-1280");
    expect(pageErrors).toEqual([]);
  }, 200_000);

  it("fits a phone: a quick game against a bot, the whole course on screen", async () => {
    const { page } = await session.open(PHONE);
    await page.goto("/new/roll-in-one");
    await page.getByRole("radio", { name: /^Quick game/ }).check();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    const shotPanel = page.getByRole("region", { name: "Your shot" });
    const until = Date.now() + 30_000;
    while (!(await visible(shotPanel))) {
      if (Date.now() > until) throw new Error("no shot to play in 30 s");
      await page.waitForTimeout(50);
    }
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    // Two balls (the bot's too), each named; the course fits the phone's width.
    expect(await page.locator("svg.rio-course .rio-ball").count()).toBe(2);
    const box = await page.locator("svg.rio-course").boundingBox();
    expect(box && box.width <= PHONE.width).toBe(true);
    await playOne(page, true);
    await playOne(page, false);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "roll-in-one-table-360");
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
