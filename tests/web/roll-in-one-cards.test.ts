/**
 * Card windows of Roll In One in a real Chromium against a real server (a solo full game with
 * cards on a generated course): the pass is focused so Enter passes; a caddie card is played
 * by tapping its button, its text beside it; "Pass till it lands" passes the rest of the flight
 * and asks again only at the landing; with "Roll on while the ball flies" a device is asked
 * only before the shot and at the landing. Each pass is a real action in the record.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, onEnd, pageErrors, sessionPerFile } from "./harness.ts";
import { idle, visible } from "./rio-play.ts";

const session = sessionPerFile();

async function startSoloWithCards(page: Page): Promise<string> {
  await page.goto("/new/roll-in-one");
  await page.getByRole("radio", { name: /Generated course/ }).check();
  expect(await page.getByRole("checkbox", { name: /Golfer and caddie cards/ }).isChecked()).toBe(
    true,
  );
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  while (await visible(page.getByRole("button", { name: "Remove seat 2" })))
    await page.getByRole("button", { name: "Remove seat 2" }).click();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
  return new URL(page.url()).pathname.split("/")[2];
}

const bar = (page: Page) => page.getByRole("region", { name: "Card window" });
const shotPanel = (page: Page) => page.getByRole("region", { name: "Your shot" });

/** Hits the wood toward the green (long shots: many rolls, many windows). */
async function hit(page: Page): Promise<void> {
  const panel = shotPanel(page);
  await panel.getByRole("button", { name: /^Wood \(/ }).click();
  await panel.getByRole("button", { name: /toward the green/ }).click();
  await panel.getByRole("button", { name: /^Hit the / }).click();
  await idle(page);
}

/** Whatever comes next: the shot panel, a card window, a curve, or the end. */
async function next(page: Page): Promise<"shot" | "window" | "curve" | "end"> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (onEnd(page)) return "end";
    if (await visible(bar(page))) return "window";
    if (await visible(shotPanel(page))) return "shot";
    if (await visible(page.getByRole("region", { name: "The curve" }))) return "curve";
    await page.waitForTimeout(40);
  }
  throw new Error("nothing to do in 30 s");
}

async function curve(page: Page): Promise<void> {
  const c = page.getByRole("region", { name: "The curve" });
  const toward = c.getByRole("button", { name: /toward the green/ });
  await ((await visible(toward)) ? toward : c.getByRole("button").first()).click();
  await idle(page);
}

interface Entry {
  readonly seat?: number;
  readonly action?: { type: string; card?: string };
}
/** The decisions in the match's record so far (its rolls left out). */
async function actions(id: string): Promise<{ type: string; card?: string }[]> {
  const r = (await (await fetch(`${session.server.url}/api/matches/${id}/record`)).json()) as {
    actions: Entry[];
  };
  return r.actions.flatMap((e) => (e.action ? [e.action] : []));
}

describe.skipIf(!hasChromium())("Roll In One's card windows in the browser", () => {
  it("focuses the pass (Enter passes), plays a caddie card by tapping it, and Pass till it lands asks again only at the landing", async () => {
    const { page } = await session.open(DESKTOP);
    const id = await startSoloWithCards(page);
    let enter = false;
    let card: string | null = null;
    let tillLands = false;
    const until = Date.now() + 150_000;
    while (!(enter && card && tillLands)) {
      if (Date.now() > until) throw new Error(`not all seen: ${enter} ${card} ${tillLands}`);
      const what = await next(page);
      if (what === "end") throw new Error(`the game ended first: ${enter} ${card} ${tillLands}`);
      if (what === "shot") await hit(page);
      else if (what === "curve") await curve(page);
      else {
        const pass = bar(page).getByRole("button", { name: /^Pass:/ });
        const plays = page
          .getByRole("region", { name: "Cards and choices" })
          .getByRole("button", { name: /^Play / });
        const flying = /the ball is flying/.test((await bar(page).textContent()) ?? "");
        if (!card && (await plays.count())) {
          // The card's button says what it is; its text is beside it; tapping plays it.
          const button = plays.first();
          const label = ((await button.textContent()) ?? "").replace(/^Play /, "");
          const note = await button.locator("xpath=..").textContent();
          // The text ends a sentence (some end in a bracket: "... (no penalty token).").
          expect(note).toMatch(/[\w)]\.\s*$/);
          const before = (await actions(id)).length;
          await button.click();
          await expect.poll(async () => (await actions(id)).length).toBeGreaterThan(before);
          expect((await actions(id)).at(-1)?.type).toBe("card");
          card = label;
        } else if (!enter) {
          await expect.poll(() => pass.evaluate((b) => b === document.activeElement)).toBe(true);
          const before = (await actions(id)).length;
          await page.keyboard.press("Enter");
          await expect.poll(async () => (await actions(id)).length).toBeGreaterThan(before);
          expect((await actions(id)).at(-1)?.type).toBe("pass");
          enter = true;
        } else if (!tillLands && flying) {
          await bar(page).getByRole("button", { name: "Pass till it lands" }).click();
          // The next thing asked of Ann is the landing's window, the curve or the next shot:
          // never another window while the ball flies.
          for (;;) {
            const then = await next(page);
            if (then === "curve") {
              await curve(page);
              continue;
            }
            if (then === "window") expect(await bar(page).textContent()).toMatch(/about to land/);
            break;
          }
          tillLands = true;
        } else await pass.click();
        await idle(page);
      }
    }
    expect(pageErrors).toEqual([]);
  }, 200_000);

  it("with Roll on while the ball flies, asks only before the shot and at the landing", async () => {
    const { page } = await session.open(DESKTOP);
    const id = await startSoloWithCards(page);
    await expect.poll(() => visible(shotPanel(page)), { timeout: 30_000 }).toBe(true);
    await page.getByRole("checkbox", { name: /Roll on while the ball flies/ }).check();
    let shots = 0;
    const until = Date.now() + 120_000;
    while (shots < 4 && Date.now() < until) {
      const what = await next(page);
      if (what === "end") break;
      if (what === "shot") {
        await hit(page);
        shots++;
      } else if (what === "curve") await curve(page);
      else {
        expect(await bar(page).textContent()).toMatch(/about to land/);
        await bar(page)
          .getByRole("button", { name: /^Pass:/ })
          .click();
        await idle(page);
      }
    }
    expect(shots).toBeGreaterThan(1);
    // The passes were sent by the table itself: they are in the record like any other.
    expect((await actions(id)).filter((a) => a.type === "pass").length).toBeGreaterThan(0);
    // The preference is kept in this browser, and can be turned off again.
    await page.reload();
    const box = page.getByRole("checkbox", { name: /Roll on while the ball flies/ });
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.uncheck();
    expect(await page.evaluate(() => localStorage.getItem("clubhouse:rio-roll-on"))).toBeNull();
    expect(pageErrors).toEqual([]);
  }, 160_000);
});
