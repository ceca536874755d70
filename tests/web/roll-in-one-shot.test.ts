/**
 * Roll In One's shot in a real Chromium against a real server: the heat map before a shot
 * (its figures checked against `clubhouse odds`), the flight drawn roll by roll, a collision
 * pushing a ball, and a two-browser game with cards where neither page nor socket ever carries
 * the other seat's caddie hand. With SCREENSHOTS=dir set, the pictures are saved there.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, PHONE, pageErrors, sessionPerFile, shot } from "./harness.ts";
import { collisionRecord, finishedRecord } from "./rio-records.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const session = sessionPerFile();
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "rio-shot-"));
});
afterAll(async () => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

function cli(args: readonly string[]): string {
  return execFileSync(process.execPath, [join(repo, "bin/clubhouse.mjs"), ...args], {
    encoding: "utf8",
  });
}

async function startSolo(page: Page): Promise<string> {
  await page.goto("/new/roll-in-one");
  await page.getByRole("radio", { name: /^Quick game/ }).check();
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  while (await page.getByRole("button", { name: "Remove seat 2" }).isVisible())
    await page.getByRole("button", { name: "Remove seat 2" }).click();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
  return new URL(page.url()).pathname.split("/")[2];
}

/** Opens a record from "disk" in the replay viewer and steps to its end. */
async function replayToEnd(page: Page, record: unknown, steps: number): Promise<void> {
  await page.goto("/replay");
  await page.locator('input[type="file"]').setInputFiles({
    name: "record.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(record)),
  });
  await page.getByRole("button", { name: "Last step" }).click();
  await expect.poll(() => page.getByText(`Step ${steps} of ${steps}`).isVisible()).toBe(true);
}

describe.skipIf(!hasChromium())("Roll In One: the shot you can see", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the heat map of the chosen shot with the odds tool's figures (${viewport.width} px)`, async () => {
      const { page } = await session.open(viewport);
      const id = await startSolo(page);
      await page.getByRole("button", { name: "Show hints" }).click();
      const panel = page.getByRole("region", { name: "Your shot" });
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect.poll(() => page.locator(".rio-hint-best").count()).toBe(1);
      await panel.getByRole("button", { name: /^Wood \(/ }).click();
      const toward = panel.getByRole("button", { name: /toward the green/ });
      const dir = ((await toward.textContent()) ?? "").match(/\b(E|SE|SW|W|NW|NE)\b/)?.[1];
      expect(dir).toBeTruthy();
      await toward.click();
      const legend = page.getByRole("region", { name: "Heat map" });
      await expect.poll(() => legend.isVisible(), { timeout: 30_000 }).toBe(true);

      const drawn = await page
        .locator(".rio-heat-hex")
        .evaluateAll((els) =>
          els.map((e) => [e.getAttribute("data-hex"), Number(e.getAttribute("data-p"))] as const),
        );
      const penalty = Number(await legend.locator(".rio-heat-penalty").getAttribute("data-p"));

      // The same shot by the terminal's odds tool, on the same generated hole.
      const record = (await (
        await fetch(`${session.server.url}/api/matches/${id}/record`)
      ).json()) as {
        options: { courseSeed: number };
      };
      const course = join(tmp, `course-${viewport.width}.json`);
      writeFileSync(
        course,
        cli([
          "course",
          "roll-in-one",
          "--seed",
          String(record.options.courseSeed ?? 1),
          "--holes",
          "1",
          "--boards",
          "2",
          "--json",
        ]),
      );
      const odds = JSON.parse(
        cli([
          "odds",
          "roll-in-one",
          "--course",
          course,
          "--club",
          "wood",
          "--dir",
          String(dir),
          "--json",
        ]),
      ) as { landing: Record<string, number>; expectedPenalties: number };
      expect(Object.fromEntries(drawn)).toEqual(odds.landing);
      expect(penalty).toBe(odds.expectedPenalties);
      const words = (await legend.textContent()) ?? "";
      expect(words).toMatch(
        odds.expectedPenalties > 0 ? /Chance of a penalty: [\d.]+%/ : /No chance of a penalty/,
      );
      await shot(page, `roll-in-one-heat-${viewport.width}`);
      expect(pageErrors).toEqual([]);
    }, 90_000);
  }

  it("draws the flight space by space with the number to beat, and Skip ends it", async () => {
    const { page } = await session.open(DESKTOP, false);
    await startSolo(page);
    const panel = page.getByRole("region", { name: "Your shot" });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole("button", { name: /^Wood \(/ }).click();
    await panel.getByRole("button", { name: /toward the green/ }).click();
    await panel.getByRole("button", { name: /^Hit the / }).click();
    // The wood's first roll is drawn with its face above the ball; the rolls are listed in words.
    const log = page.getByRole("region", { name: "The shot" });
    await expect.poll(() => log.isVisible()).toBe(true);
    await expect.poll(() => log.locator("li").count()).toBeGreaterThan(1);
    await expect.poll(() => page.locator("svg.rio-course .rio-beat").count()).toBe(1);
    expect(await log.locator("li").nth(1).textContent()).toMatch(/^Roll 1: /);
    const skip = log.getByRole("button", { name: "Skip" });
    if (await skip.isVisible()) {
      await skip.click();
      await expect.poll(() => skip.isVisible()).toBe(false);
    }
    // Whatever the animation did, the next decision is on the table.
    await expect
      .poll(
        async () =>
          (await panel.isVisible()) ||
          (await page.getByRole("region", { name: "The curve" }).isVisible()) ||
          /\/end$/.test(page.url()),
      )
      .toBe(true);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  for (const viewport of [DESKTOP, PHONE]) {
    it(`draws a collision: the ball that was hit is pushed a space, with the reason (${viewport.width} px)`, async () => {
      const { record, hit, pushedTo, steps } = collisionRecord();
      const { page } = await session.open(viewport);
      await replayToEnd(page, record, steps);
      const course = page.locator("svg.rio-course");
      await expect
        .poll(() => course.locator('.rio-ball[data-seat="0"]').getAttribute("data-space"))
        .toBe(String(pushedTo));
      expect(await course.locator('.rio-pushed[data-seat="0"]').count()).toBe(1);
      expect(await course.locator(".rio-hit").count()).toBe(1);
      const log = page.getByRole("region", { name: "The shot" });
      expect(await log.textContent()).toMatch(/hits Ann's ball forward to/);
      expect(await log.textContent()).toMatch(/Bea's shot with the Putter/);
      expect(hit).toMatch(/^-?\d+,-?\d+$/);
      await shot(page, `roll-in-one-collision-${viewport.width}`);
      expect(pageErrors).toEqual([]);
    }, 60_000);
  }

  it("online with cards: neither browser's page nor socket carries the other's caddie hand", async () => {
    const ann = await session.open(DESKTOP);
    const bob = await session.open(PHONE);
    const frames = { ann: [] as string[], bob: [] as string[] };
    for (const [who, p] of [
      ["ann", ann.page],
      ["bob", bob.page],
    ] as const) {
      p.on("websocket", (ws) => ws.on("framereceived", (f) => frames[who].push(String(f.payload))));
    }
    await ann.page.goto("/new/roll-in-one");
    // The full game's cards on a generated course (so the deal comes at once, no design).
    await expect
      .poll(() => ann.page.getByRole("checkbox", { name: /Golfer and caddie cards/ }).isChecked())
      .toBe(true);
    await ann.page.getByRole("radio", { name: /Generated course/ }).check();
    await ann.page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    await ann.page.getByRole("combobox", { name: "Seat 2", exact: true }).selectOption("open");
    await ann.page.getByRole("button", { name: "Start the game" }).click();
    await ann.page.waitForURL(/\/match\/[^/]+$/);
    const invite = await ann.page.getByRole("textbox", { name: "Seat 2" }).inputValue();
    await bob.page.goto(invite);
    await bob.page.getByRole("textbox", { name: "Your name" }).fill("Bob");
    await bob.page.getByRole("button", { name: "Take seat 2" }).click();
    await bob.page.waitForURL(/\/match\/[^/]+$/);

    // Each sees its own three caddie cards as tiles, the other's face down; both golfers face up.
    const handOf = async (p: Page, owner: string, atLeast = 1) => {
      const tiles = p.getByRole("list", { name: `${owner}'s caddie cards` }).locator("li");
      await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(atLeast);
      return tiles.evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));
    };
    // The deal is three cards each (the tiles appear as they are drawn).
    const annHand = await handOf(ann.page, "Ann", 3);
    const bobHand = await handOf(bob.page, "Bob", 3);
    expect(annHand).toHaveLength(3);
    expect(bobHand).toHaveLength(3);
    for (const p of [ann.page, bob.page]) {
      expect(await p.locator(".rio-golfer[data-golfer]").count()).toBe(2);
      expect(await p.locator(".rio-hidden-hand").count()).toBe(1);
    }
    await shot(ann.page, "roll-in-one-cards-1280");
    await shot(bob.page, "roll-in-one-cards-360");

    // Play on a little (shots, curves, passes), then look again at both pages and every frame.
    const play = async (p: Page) => {
      const panel = p.getByRole("region", { name: "Your shot" });
      if (await panel.isVisible()) {
        await panel.getByRole("button", { name: /^Putter \(/ }).click();
        await panel.getByRole("button", { name: /toward the green/ }).click();
        await panel.getByRole("button", { name: /^Hit the / }).click();
        return true;
      }
      const curve = p.getByRole("region", { name: "The curve" });
      if (await curve.isVisible()) {
        await curve.getByRole("button").first().click();
        return true;
      }
      const pass = p.getByRole("region", { name: "Card window" }).getByRole("button", {
        name: /^Pass:/,
      });
      if (await pass.isVisible()) {
        await pass.click();
        return true;
      }
      return false;
    };
    let turns = 0;
    const until = Date.now() + 40_000;
    while (turns < 4 && Date.now() < until) {
      const acted =
        (await play(ann.page).catch(() => false)) || (await play(bob.page).catch(() => false));
      if (acted) turns++;
      else await ann.page.waitForTimeout(100);
    }
    expect(turns).toBeGreaterThan(0);

    // The other's cards that were never seen by this seat: not in its hand, not played (public).
    const lastView = (list: string[]) => {
      for (let i = list.length - 1; i >= 0; i--) {
        const m = JSON.parse(list[i]) as { view?: { hands: unknown[]; discard: string[] } };
        if (m.view) return m.view;
      }
      throw new Error("no view received");
    };
    const secret = (mine: string[], theirs: string[], discard: string[]) =>
      [...new Set(theirs)].filter((id) => !mine.includes(id) && !discard.includes(id));
    const annNow = await handOf(ann.page, "Ann", 0);
    const bobNow = await handOf(bob.page, "Bob", 0);
    const discard = lastView(frames.ann).discard;
    const fromBob = secret([...annHand, ...annNow], [...bobHand, ...bobNow], discard);
    const fromAnn = secret([...bobHand, ...bobNow], [...annHand, ...annNow], discard);
    const names = await ann.page.evaluate(() => document.body.innerHTML);
    const bobsPage = await bob.page.evaluate(() => document.body.innerHTML);
    for (const id of fromBob) {
      expect(names).not.toContain(`data-card="${id}"`);
      for (const f of frames.ann) expect(f).not.toContain(`"${id}"`);
    }
    for (const id of fromAnn) {
      expect(bobsPage).not.toContain(`data-card="${id}"`);
      for (const f of frames.bob) expect(f).not.toContain(`"${id}"`);
    }
    // And each view's other hand is a count.
    expect(typeof lastView(frames.ann).hands[1]).toBe("number");
    expect(typeof lastView(frames.bob).hands[0]).toBe("number");
    expect(frames.ann.length).toBeGreaterThan(3);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the final card: each hole's score as the rulebook makes it, and the tie rule (${viewport.width} px)`, async () => {
      const { record, steps, cards } = finishedRecord();
      const { page } = await session.open(viewport);
      await replayToEnd(page, record, steps);
      const card = page.locator(".rio-card").first();
      await expect.poll(() => card.locator("caption").textContent()).toBe("Final card");
      // Every hole: penalties plus balls nearer the green, as the rules scored it.
      for (const [seat, name] of ["Ann", "Bea"].entries()) {
        const made = await card
          .locator("tr", { hasText: name })
          .locator(".rio-made")
          .allTextContents();
        expect(made).toEqual(
          cards.map((c) => `${c.penalties[seat]}p+${c.score[seat] - c.penalties[seat]}`),
        );
      }
      const totals = [0, 1].map((k) => cards.reduce((t, c) => t + c.score[k], 0));
      expect(totals[0]).toBe(totals[1]);
      const later = [0, 1].map((k) => cards.slice(1).reduce((t, c) => t + c.score[k], 0));
      const ahead = later[0] < later[1] ? "Ann ahead of Bea" : "Bea ahead of Ann";
      expect(await card.locator(".rio-tie").textContent()).toBe(
        `Ann and Bea tie on ${totals[0]}; without the first hole(s): ${ahead}.`,
      );
      expect(await card.textContent()).toMatch(/compare them without the first hole/);
      await shot(page, `roll-in-one-scorecard-${viewport.width}`);
      expect(pageErrors).toEqual([]);
    }, 60_000);
  }
});
