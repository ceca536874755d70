/**
 * GOLO in a real Chromium against a real server: a whole game against the optimal bot played
 * by clicking, a referee hole with an out of bounds, the replay viewer on the finished match
 * (by id and from the record file), and the phone layout played from the keyboard.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playGoloByClicking } from "./golo-play.ts";
import { hasChromium, PHONE, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();
let finishedId = "";

async function newGame(page: Page, name: string): Promise<void> {
  await page.goto("/new/golo");
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill(name);
}

describe.skipIf(!hasChromium())("GOLO in the browser", () => {
  it("plays a whole game against the optimal bot by clicking", async () => {
    const { page } = await session.open();
    await newGame(page, "Ann");
    await expect
      .poll(() => page.getByRole("combobox", { name: "Bot level, seat 2" }).inputValue())
      .toBe("optimal");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    finishedId = new URL(page.url()).pathname.split("/")[2];
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
    // Hints sit on the table: the Roll button shows its expected final strokes.
    await page.getByRole("button", { name: "Show hints" }).click();
    await expect.poll(() => page.locator(".golo-tee .hint-badge").count()).toBeGreaterThan(0);
    // An illegal choice cannot be confirmed: with nothing tapped, Remove stays disabled.
    await page.getByRole("button", { name: /^Roll 9 dice/ }).click();
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    await expect(
      page.getByRole("button", { name: "Tap dice to remove" }).isDisabled(),
    ).resolves.toBe(true);
    await expect.poll(() => page.locator(".hint-chips .chip").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Hide hints" }).click();
    await playGoloByClicking(page);

    await expect.poll(() => page.locator("h1").textContent()).toMatch(/wins|tie/i);
    const places = page.getByRole("list", { name: "Final places" }).locator("li");
    await expect.poll(() => places.count()).toBe(2);
    const summary = (await (
      await fetch(`${session.server.url}/api/matches/${finishedId}`)
    ).json()) as {
      status: string;
      result: { scores: number[] };
    };
    expect(summary.status).toBe("finished");
    const shown = (await places.allInnerTexts()).join("\n");
    for (const score of summary.result.scores) expect(shown).toContain(String(score));
    // The final card names a result for each of the nine holes of both players.
    const results = page.locator(".golo-card tr", { hasText: "Result" });
    await expect.poll(() => results.count()).toBe(2);
    for (const row of await results.all()) {
      const cells = await row.locator("td").allInnerTexts();
      const named =
        /^(ace|condor|albatross|eagle|birdie|par|bogey|double|triple|quad|quintuple|sextuple|septuple)$/;
      expect(cells.slice(0, 9).filter((c) => !named.test(c.trim()))).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });

  it("steps through the finished match in the replay viewer, by id and from the record file", async () => {
    expect(finishedId).not.toBe("");
    const { page } = await session.open();
    await page.goto(`/replay/${finishedId}`);
    const status = page.getByText(/^Step \d+ of \d+$/);
    await expect.poll(() => status.textContent()).toMatch(/^Step 0 of \d+$/);
    const total = Number((await status.textContent())?.split(" of ")[1]);
    expect(total).toBeGreaterThan(10);
    await page.keyboard.press("End");
    await expect.poll(() => status.textContent()).toBe(`Step ${total} of ${total}`);
    const finalCard = await page.locator(".golo-card").textContent();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => status.textContent()).toBe(`Step ${total - 1} of ${total}`);
    await page.getByRole("button", { name: "First step" }).click();
    await expect.poll(() => page.locator(".last-move").textContent()).toMatch(/start/i);
    // Step one: the first roll shows nine dice with their faces.
    await page.getByRole("button", { name: "Next step" }).click();
    await page.getByRole("button", { name: "Next step" }).click();
    await expect.poll(() => page.locator(".cup .die-still").count()).toBe(9);
    await expect.poll(() => page.locator(".cup").getAttribute("aria-label")).toBe("The roll");

    // The same match from its record file gives the same final card.
    const record = await (
      await fetch(`${session.server.url}/api/matches/${finishedId}/record`)
    ).text();
    const file = join(tmpdir(), `clubhouse-${finishedId}.json`);
    writeFileSync(file, record);
    const other = await session.open();
    await other.page.goto("/replay");
    await other.page.locator('input[type="file"]').setInputFiles(file);
    await expect
      .poll(() => other.page.getByText(/^Step \d+ of \d+$/).textContent())
      .toBe(`Step 0 of ${total}`);
    await other.page.keyboard.press("End");
    await expect.poll(() => other.page.locator(".golo-card").textContent()).toBe(finalCard);
    // A file that is not a record says so.
    const bad = join(tmpdir(), `clubhouse-${finishedId}-bad.json`);
    writeFileSync(bad, "{not json");
    await other.page.locator('input[type="file"]').setInputFiles(bad);
    await expect.poll(() => other.page.getByRole("alert").textContent()).toMatch(/not JSON/);
    expect(pageErrors).toEqual([]);
  });

  it("referees a hole played with real dice, with an out of bounds", async () => {
    const { page } = await session.open();
    await page.goto("/new/golo");
    await page.getByRole("radio", { name: /Referee and scorekeeper/ }).check();
    await page.getByRole("radio", { name: /Scorecard/ }).check();
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    await page.getByRole("textbox", { name: "Name, seat 2" }).fill("Bob");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    await expect.poll(() => page.locator(".golo-status").textContent()).toMatch(/referee/);
    await page.getByRole("button", { name: /^Roll 9 dice/ }).click();

    // One tap per die; a wrong tap is undone before anything is sent.
    const entry = page.getByRole("region", { name: "Enter the dice" });
    await entry.getByRole("button", { name: "red A shows 3" }).click();

    await entry.getByRole("button", { name: "red B shows 7" }).click();
    await entry.getByRole("button", { name: /^Undo red B 7/ }).click();
    await expect
      .poll(() => entry.getByRole("button", { name: "red B shows 4" }).isVisible())
      .toBe(true);
    const faces = [
      "red B shows 4",
      "white 1 shows 4",
      "white 2 shows 5",
      "white 3 shows 6",
      "white 4 shows 7",
      "white 5 shows 3",
      "blue A shows 5",
      "blue B shows 6",
    ];
    for (const f of faces) await entry.getByRole("button", { name: f }).click();
    await entry.getByRole("button", { name: "Confirm roll" }).click();

    // White 5 rolled off the table: out of bounds, re-rolled with two strokes added.
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    await page.getByRole("button", { name: /^white 5,/ }).click();
    await page.getByRole("button", { name: "Out of bounds" }).click();
    await expect
      .poll(() => page.locator(".log").textContent())
      .toMatch(/OB: white 5 left the table/);
    await entry.getByRole("button", { name: "white 5 shows 3" }).click();
    await entry.getByRole("button", { name: "Confirm roll" }).click();

    // The first hole (a par 4) is scored with white 5: 3 + 2 = 5, a bogey, marked as a penalty.
    const ann = page.locator(".golo-seat-card").first();
    await expect
      .poll(() => ann.locator("tr", { hasText: "Strokes" }).locator("td").first().textContent())
      .toBe("5*");
    await expect
      .poll(() => ann.locator("tr", { hasText: "Result" }).locator("td").first().textContent())
      .toBe("bogey");
    await expect
      .poll(() => page.locator(".golo-card").textContent())
      .toMatch(/includes penalty strokes/);
    // The OB voided the rest of the roll: the cup is called again, eight dice to roll.
    await expect
      .poll(() => page.getByRole("button", { name: /^Roll 8 dice/ }).isVisible())
      .toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("fits a phone and plays from the keyboard alone", async () => {
    const { page } = await session.open(PHONE);
    await newGame(page, "Kay");
    await page.getByRole("radio", { name: /Flop/ }).focus();
    await page.getByRole("radio", { name: /Simple/ }).check();
    await page.getByRole("button", { name: "Start the game" }).press("Enter");
    await page.waitForURL(/\/match\/[^/]+$/);
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press("r");
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    const box = await page.locator("button.die-btn").first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // 1 picks the first die, Enter removes it; the cup is called again with eight dice.
    await page.keyboard.press("1");
    await expect.poll(() => page.locator("button.die-btn[aria-pressed=true]").count()).toBe(1);
    await page.keyboard.press("Enter");
    // Keys wait while a move is in flight (its buttons show disabled): R needs Roll enabled.
    await expect
      .poll(() => page.getByRole("button", { name: /^Roll 8 dice/ }).isEnabled())
      .toBe(true);
    await expect.poll(() => page.locator(".removed .die-slot").count()).toBe(1);
    // Dice are labelled for screen readers with their colour and face.
    await page.keyboard.press("r");
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(8);
    const label = await page.locator("button.die-btn").first().getAttribute("aria-label");
    expect(label).toMatch(/^(red|white|blue) \S+, (red|white|blue) par \d, shows \d+ \(\w+\)$/);
    expect(pageErrors).toEqual([]);
  });

  it("shows a dropped connection, heals it, and resumes the match after a crash and a reload", async () => {
    const { page } = await session.open();
    await newGame(page, "Ann");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    await page.getByRole("button", { name: /^Roll 9 dice/ }).click();
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    const dice = await page
      .locator("button.die-btn")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    const conn = page.locator(".conn");
    await session.server.crash(2500);
    await expect.poll(() => conn.textContent(), { timeout: 10_000 }).toMatch(/Reconnecting/);
    await expect.poll(() => conn.textContent(), { timeout: 20_000 }).toBe("Live");
    const after = await page
      .locator("button.die-btn")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    expect(after).toEqual(dice);
    await page.reload();
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
    await expect
      .poll(() =>
        page
          .locator("button.die-btn")
          .evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label"))),
      )
      .toEqual(dice);
    // And it plays on: the first die is removed and the cup is called again.
    await page.locator("button.die-btn").first().click();
    await page.getByRole("button", { name: /^Remove 1 die/ }).click();
    await expect
      .poll(() => page.getByRole("button", { name: /^Roll 8 dice/ }).isVisible())
      .toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("plays a Skins hole: the die for the hole is picked, then rolled", async () => {
    const { page } = await session.open();
    await newGame(page, "Ann");
    await page.getByRole("radio", { name: /Skins/ }).check();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    await expect
      .poll(() => page.locator(".golo-status").textContent())
      .toMatch(/Hole 1 of 9 · par 4/);
    await page.getByRole("button", { name: "Play white 3 on this hole" }).click();
    await page.getByRole("button", { name: "Roll white 3" }).click();
    await expect.poll(() => page.locator(".log").textContent()).toMatch(/Ann rolls white 3/);
    await expect.poll(() => page.locator(".golo-status").textContent()).toMatch(/Hole 2 of 9/);
    expect(pageErrors).toEqual([]);
  });
});
