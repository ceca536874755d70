/**
 * Rolling Pins in a real Chromium against a real server: a whole solo game played by tapping
 * pins, using abilities (a bowling ball on a die; a square marked and Re-roll used when a gray
 * pin or strike earns one), ending on the Solo Table rank; the sum shown as pins are tapped and
 * an illegal crossing refused in the game's words; duplicate rolls for two players at one
 * screen; the phone layout. With SCREENSHOTS=dir set, the tables are also saved there.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, onEnd, PHONE, pageErrors, sessionPerFile, shot } from "./harness.ts";

const session = sessionPerFile();

const visible = (page: Page, name: string | RegExp): Promise<boolean> =>
  page
    .getByRole("button", { name })
    .first()
    .isVisible()
    .catch(() => false);

/** Some standing pins adding up to `v`, or null: the test's own search, not the game's. */
function subsetSum(pins: readonly number[], v: number): number[] | null {
  const n = pins.length;
  let best: number[] | null = null;
  for (let m = 1; m < 1 << n; m++) {
    let t = 0;
    const pick: number[] = [];
    for (let i = 0; i < n; i++) {
      if (m & (1 << i)) {
        t += pins[i];
        pick.push(pins[i]);
      }
    }
    if (t === v && (!best || pick.length > best.length)) best = pick;
  }
  return best;
}

async function newSolo(page: Page, options: (p: Page) => Promise<void> = async () => {}) {
  await page.goto("/new/rolling-pins");
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Pat");
  await page.getByRole("button", { name: "Remove seat 2" }).click();
  await options(page);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
}

/** The roll to match, from the line under the dice ("Roll 7: tap pins…"), or null. */
async function rollValue(page: Page): Promise<number | null> {
  const text =
    (await page
      .locator(".rp-sum")
      .textContent()
      .catch(() => null)) ?? "";
  const m = /^Roll (\d+):/.exec(text);
  return m ? Number(m[1]) : null;
}

interface Used {
  ball: boolean;
  marked: boolean;
  reroll: boolean;
}

interface Snapshot {
  readonly buttons: string[];
  readonly mark: boolean;
  readonly sum: string;
  readonly pins: number[];
  readonly dieMoves: string[];
}

/** What the table offers now, read in one go (role queries on every step are slow). */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const all = (sel: string) => [...document.querySelectorAll(sel)];
    return {
      buttons: all(".rp-actions button:not([disabled])").map((b) => b.textContent ?? ""),
      mark: document.querySelector("button.rp-square-btn:not([disabled])") !== null,
      sum: document.querySelector(".rp-sum")?.textContent ?? "",
      pins: all(".rp-lane-pins button.rp-pin").map((b) => Number(b.textContent)),
      dieMoves: all(".rp-die-moves button:not([disabled])").map(
        (b) => b.getAttribute("aria-label") ?? "",
      ),
    };
  });
}

/** One decision by clicking, then its answer: the log grows by a line for every step. */
async function step(page: Page, used: Used): Promise<boolean> {
  const lines = page.locator(".log-lines li");
  const before = await lines.count();
  const acted = await decide(page, used);
  if (acted) await expect.poll(() => lines.count(), { timeout: 10_000 }).toBeGreaterThan(before);
  return acted;
}

/** One decision by clicking, in order of interest; returns false when nothing was to click. */
async function decide(page: Page, used: Used): Promise<boolean> {
  const s = await snapshot(page);
  const button = (text: string) =>
    page.locator(".rp-actions button", { hasText: text }).first().click({ timeout: 2000 });
  if (s.mark) {
    await page.locator("button.rp-square-btn").first().click({ timeout: 2000 });
    used.marked = true;
    return true;
  }
  if (s.buttons.some((b) => b.startsWith("Roll two dice"))) {
    await button("Roll two dice");
    return true;
  }
  if (s.buttons.some((b) => b.startsWith("End the frame"))) {
    await button("End the frame");
    return true;
  }
  if (s.sum.startsWith("Drop")) {
    await page
      .getByRole("button", { name: /^Drop die/ })
      .first()
      .click({ timeout: 2000 });
    return true;
  }
  const m = /^Roll (\d+):/.exec(s.sum);
  if (!m) return false;
  const v = Number(m[1]);
  if (!used.reroll && s.buttons.includes("Re-roll")) {
    await button("Re-roll");
    used.reroll = true;
    return true;
  }
  const ball = s.dieMoves.find((l) => /^Bowling ball: die 1 (plus|minus) 1$/.test(l));
  if (!used.ball && ball) {
    const before = await page.locator(".rp-table .golo-status").textContent();
    await page.getByRole("button", { name: ball }).click({ timeout: 2000 });
    await expect.poll(() => page.locator(".rp-table .golo-status").textContent()).not.toBe(before);
    used.ball = true;
    return true;
  }
  const pick = subsetSum(s.pins, v);
  if (pick) {
    for (const n of pick)
      await page
        .locator(".rp-lane-pins button.rp-pin", { hasText: new RegExp(`^${n}$`) })
        .click({ timeout: 2000 });
    await expect.poll(() => page.locator(".rp-sum").textContent(), { timeout: 5000 }).toMatch(/✓$/);
    await button("Cross out");
    return true;
  }
  await button("Miss on purpose");
  return true;
}

describe.skipIf(!hasChromium())("Rolling Pins in the browser", () => {
  it("plays a whole solo game by tapping pins, using abilities, to the Solo Table rank", async () => {
    const { page } = await session.open(DESKTOP);
    await newSolo(page);
    const id = new URL(page.url()).pathname.split("/")[2];
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
    await expect.poll(() => page.locator(".rp-frame").count()).toBe(10);
    const used: Used = { ball: false, marked: false, reroll: false };
    let shots = 0;
    const until = Date.now() + 150_000;
    while (!onEnd(page)) {
      if (Date.now() > until)
        throw new Error(
          `the game did not end; page says: ${await page.locator("main").textContent()}`,
        );
      const acted = await step(page, used).catch(() => true);
      if (!acted) await page.waitForTimeout(40);
      // A picture of the sheet mid-game with dice showing.
      if (shots === 0 && used.ball && (await rollValue(page)) !== null) {
        await shot(page, "rolling-pins-table-1280");
        shots++;
      }
    }
    expect(used.ball).toBe(true);
    const log = await (await fetch(`${session.server.url}/api/matches/${id}/record`)).json();
    const actions = (log as { actions: { action?: { type: string } }[] }).actions
      .map((e) => e.action?.type)
      .filter(Boolean);
    expect(actions).toContain("ball");
    if (used.marked) expect(actions).toContain("mark");
    if (used.reroll) expect(actions).toContain("reroll");

    const summary = (await (await fetch(`${session.server.url}/api/matches/${id}`)).json()) as {
      result: { scores: number[]; note: string };
    };
    const score = summary.result.scores[0];
    const rank =
      score >= 200
        ? "Master"
        : score >= 170
          ? "Advanced"
          : score >= 135
            ? "Intermediate"
            : score >= 100
              ? "Beginner"
              : "Pinhead";
    await expect.poll(() => page.locator(".rp-rank strong").textContent()).toBe(rank);
    await expect
      .poll(() => page.locator(".rp-card caption").textContent())
      .toContain(`${score} pins`);
    const totals = await page
      .locator(".rp-card tr", { hasText: "Total" })
      .locator("td")
      .allInnerTexts();
    expect(totals).toHaveLength(11);
    expect(Number(totals[9])).toBe(score);
    await shot(page, "rolling-pins-end-1280");
    // The end page on a phone (a spectator's view of the same finished game).
    const phone = await session.open(PHONE);
    await phone.page.goto(`/match/${id}/end`);
    await expect.poll(() => phone.page.locator(".rp-rank strong").textContent()).toBe(rank);
    await expect
      .poll(() => phone.page.locator(".rp-card .rp-frame").count())
      .toBeGreaterThanOrEqual(10);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await shot(phone.page, "rolling-pins-end-360");
    // The replay viewer re-derives the game in the browser and ends on the same final card.
    await page.goto(`/replay/${id}`);
    await expect
      .poll(() => page.getByText(/^Step \d+ of \d+$/).textContent())
      .toMatch(/^Step 0 of/);
    await page.keyboard.press("End");
    await expect.poll(() => page.locator(".rp-rank strong").textContent()).toBe(rank);
    await expect
      .poll(() => page.locator(".rp-card caption").textContent())
      .toContain(`${score} pins`);
    expect(pageErrors).toEqual([]);
  }, 200_000);

  it("shows the sum as pins are tapped and refuses a wrong crossing in the game's words", async () => {
    const { page } = await session.open(PHONE);
    await newSolo(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    // Hints on the table: a value beside each choice, best first.
    await page.getByRole("button", { name: "Show hints" }).click();
    await expect
      .poll(() => page.locator(".rp-actions .btn .hint-badge").count(), { timeout: 20_000 })
      .toBe(2);
    await expect.poll(() => page.locator(".hint-chips .chip").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator(".hint-chips .chip").first().locator(".hint-best").count()).toBe(1);
    await shot(page, "rolling-pins-hints-360");
    await page.getByRole("button", { name: "Hide hints" }).click();
    // Keys act on the table when no button has the focus (a focused button takes Enter itself).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // 1 rolls one die from the keyboard.
    await expect.poll(() => visible(page, /^Roll one die/)).toBe(true);
    await page.keyboard.press("1");
    await expect.poll(() => rollValue(page)).not.toBeNull();
    const v = (await rollValue(page))!;
    const pins = (await page.locator(".rp-lane-pins button.rp-pin").allInnerTexts()).map(Number);
    const wrong = pins.find((n) => n > v) ?? pins.find((n) => n !== v)!;
    await page.getByRole("button", { name: new RegExp(`^Pin ${wrong}(,|$)`) }).click();
    await expect
      .poll(() => page.locator(".rp-sum").textContent())
      .toBe(`${wrong} = ${wrong} · roll ${v}`);
    await expect
      .poll(() => page.locator(".why").textContent())
      .toBe(`Not allowed: the pins add up to ${wrong}, the roll is ${v}.`);
    expect(await page.getByRole("button", { name: "Tap pins to cross out" }).isDisabled()).toBe(
      true,
    );
    const label = await page
      .getByRole("button", { name: new RegExp(`^Pin ${wrong}`) })
      .getAttribute("aria-label");
    expect(label).toMatch(/chosen$/);
    // Dice are named with their colour and value for screen readers.
    const die = await page.locator(".rp-die [role=img]").first().getAttribute("aria-label");
    expect(die).toMatch(/^die 1, white, shows \d+$/);
    await shot(page, "rolling-pins-table-360");
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    expect(pageErrors).toEqual([]);
  });

  it("bowls duplicate rolls for two players at one screen: the same dice for both", async () => {
    const { page } = await session.open(DESKTOP);
    await page.goto("/new/rolling-pins");
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    await page.getByRole("combobox", { name: "Seat 2", exact: true }).selectOption("here");
    await page.getByRole("textbox", { name: "Name, seat 2" }).fill("Bob");
    await page.getByRole("checkbox", { name: /Duplicate rolls/ }).check();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    // Both choose two dice; one shared roll lands on both sheets.
    await page.getByRole("button", { name: /^Roll two dice/ }).click();
    await page.getByRole("button", { name: /^Roll two dice/ }).click();
    await expect.poll(() => rollValue(page)).not.toBeNull();
    const dice = () =>
      page
        .locator(".rp-die [role=img]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    const first = await dice();
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(/white/);
    expect(first[1]).toMatch(/blue/);
    expect(await page.locator(".rp-table .golo-status").textContent()).toMatch(/duplicate rolls/);
    // Ann decides first; once she misses, Bob's sheet shows the same shared dice.
    await expect.poll(() => page.locator(".rp-table .golo-player").textContent()).toBe("Ann");
    await page.getByRole("button", { name: "Miss on purpose" }).click();
    await expect.poll(() => page.locator(".rp-table .golo-player").textContent()).toBe("Bob");
    expect((await dice()).map((l) => l?.replace(/^die \d, /, ""))).toEqual(
      first.map((l) => l?.replace(/^die \d, /, "")),
    );
    await shot(page, "rolling-pins-duplicate-1280");
    expect(pageErrors).toEqual([]);
  });
});
