/**
 * Straight Golf in a real Chromium against a real server: an online match between two browser
 * contexts (two people) joined through the invite link, one of them reloading mid-game and
 * carrying on to the end; the phone layout played from the keyboard; a referee throw entered
 * by tapping faces with an undo. With SCREENSHOTS=dir set, the tables are also saved there.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, onEnd, PHONE, pageErrors, sessionPerFile, shot } from "./harness.ts";

const session = sessionPerFile();

const rollButton = (page: Page) => page.getByRole("button", { name: /roll \d di(c)?e/i });

/** Rounds Bob has on the card (cells filled in his row). */
async function roundsPlayed(page: Page, name: string): Promise<number> {
  const row = page.locator(".sg-card tr", { hasText: name });
  const cells = await row.locator("td").allInnerTexts();
  return cells.slice(0, -1).filter((c) => c.trim() !== "").length;
}

describe.skipIf(!hasChromium())("Straight Golf in the browser", () => {
  it("plays an online match through an invite link; a reload mid-game carries on", async () => {
    const ann = await session.open(DESKTOP);
    await ann.page.goto("/new/straight-golf");
    await ann.page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    await ann.page.getByRole("combobox", { name: "Seat 2", exact: true }).selectOption("open");
    await ann.page.getByRole("button", { name: "Start the game" }).click();
    await ann.page.waitForURL(/\/match\/[^/]+$/);
    const id = new URL(ann.page.url()).pathname.split("/")[2];

    // The invite link for seat 2, as Ann would copy it.
    const invite = await ann.page.getByRole("textbox", { name: "Seat 2" }).inputValue();
    expect(invite).toMatch(new RegExp(`/join/${id}/1\\?token=`));

    const bob = await session.open(PHONE);
    await bob.page.goto(invite);
    await bob.page.getByRole("textbox", { name: "Your name" }).fill("Bob");
    await bob.page.getByRole("button", { name: "Take seat 2" }).click();
    await bob.page.waitForURL(new RegExp(`/match/${id}$`));

    // Ann sees Bob seated and connected.
    await expect
      .poll(() => ann.page.locator(".seat", { hasText: "Bob" }).getAttribute("aria-label"))
      .toMatch(/^Bob, connected/);

    let reloaded = false;
    const until = Date.now() + 90_000;
    while (!(onEnd(ann.page) && onEnd(bob.page))) {
      if (Date.now() > until) throw new Error("the match did not end in 90 s");
      let acted = false;
      for (const p of [ann.page, bob.page]) {
        if (onEnd(p)) continue;
        const b = rollButton(p);
        if (await b.isVisible().catch(() => false)) {
          if (!(await b.isDisabled().catch(() => true))) {
            await b.click({ timeout: 1000 }).catch(() => {});
            acted = true;
          }
        }
      }
      // Mid-game (Bob has three rounds on his card), Bob reloads and carries on.
      if (!reloaded && !onEnd(bob.page) && (await roundsPlayed(bob.page, "Bob")) >= 3) {
        await shot(ann.page, "straight-golf-table-1280");
        await shot(bob.page, "straight-golf-table-360");
        const before = await roundsPlayed(bob.page, "Bob");
        await bob.page.reload();
        await expect.poll(() => bob.page.locator(".conn").textContent()).toBe("Live");
        // The server gives the seat and the card back: Bob is still "you", his rounds are there.
        await expect.poll(() => bob.page.locator(".seat-mine").textContent()).toMatch(/^Bob/);
        await expect.poll(() => roundsPlayed(bob.page, "Bob")).toBeGreaterThanOrEqual(before);
        reloaded = true;
      }
      if (!acted) await ann.page.waitForTimeout(40);
    }
    expect(reloaded).toBe(true);

    // Both see the same final card: nine rounds each, the totals the server reports.
    const summary = (await (await fetch(`${session.server.url}/api/matches/${id}`)).json()) as {
      status: string;
      result: { scores: number[] };
    };
    expect(summary.status).toBe("finished");
    for (const p of [ann.page, bob.page]) {
      await expect.poll(() => p.locator("h1").textContent()).toMatch(/wins|tie/i);
      for (const [seat, name] of ["Ann", "Bob"].entries()) {
        const cells = await p
          .locator(".sg-card tr", { hasText: name })
          .locator("td")
          .allInnerTexts();
        expect(cells).toHaveLength(10);
        expect(cells.slice(0, 9).every((c) => /^([+-]\d|0)/.test(c.trim()))).toBe(true);
        const total = summary.result.scores[seat];
        expect(cells[9].trim()).toBe(total > 0 ? `+${total}` : String(total));
        // The final places write the score as the card does (against par, signed).
        const placed = p
          .getByRole("list", { name: "Final places" })
          .locator("li", { hasText: name })
          .locator(".place-score");
        expect(await placed.textContent()).toBe(cells[9].trim());
      }
    }
    await shot(ann.page, "straight-golf-end-1280");
    await shot(bob.page, "straight-golf-end-360");
    // The replay viewer re-derives the match in the browser and ends on the same final card.
    const card = await ann.page.locator(".sg-card table").textContent();
    await ann.page.goto(`/replay/${id}`);
    await expect
      .poll(() => ann.page.getByText(/^Step \d+ of \d+$/).textContent())
      .toMatch(/^Step 0 of/);
    await ann.page.keyboard.press("End");
    await expect.poll(() => ann.page.locator(".sg-card table").textContent()).toBe(card);
    expect(pageErrors).toEqual([]);
  });

  it("fits a phone and plays from the keyboard; the straight and throws are labelled", async () => {
    const { page } = await session.open(PHONE);
    await page.goto("/new/straight-golf");
    await page.getByRole("radio", { name: /In order/ }).check();
    await page.getByRole("button", { name: "Start the game" }).press("Enter");
    await page.waitForURL(/\/match\/[^/]+$/);
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await expect
      .poll(() => page.locator(".sg-status, .golo-status").first().textContent())
      .toMatch(/in order/);
    // Hints on the table: the roll shows the expected final score beside it.
    await page.getByRole("button", { name: "Show hints" }).click();
    await expect.poll(() => page.locator(".sg-actions .hint-badge").count()).toBe(1);
    const value = Number(
      await page
        .locator(".sg-actions .hint-badge")
        .first()
        .getAttribute("title")
        .then((t) => t?.split(": ")[1]),
    );
    expect(value).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Hide hints" }).click();
    // Keys act on the table when no button has the focus (a focused button takes Enter itself).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // R throws all six dice; the throw is shown and announced, the straight says what is kept.
    await page.keyboard.press("r");
    await expect.poll(() => page.locator(".sg-roll .sg-place").count()).toBe(6);
    const labels = await page
      .locator(".sg-roll [role=img]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(labels.every((l) => /^white die showing [1-6](, set aside)?$/.test(l))).toBe(true);
    const places = await page
      .getByRole("region", { name: "The straight" })
      .locator("li")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(places).toHaveLength(6);
    // In order: whatever was kept is 1..k, and the next value is the one needed.
    const kept = places.filter((l) => l.endsWith("set aside")).length;
    expect(places.slice(0, kept).every((l) => l.endsWith("set aside"))).toBe(true);
    if (kept < 6) expect(places[kept]).toMatch(/needed next/);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    const box = await rollButton(page)
      .boundingBox()
      .catch(() => null);
    if (box) expect(box.height).toBeGreaterThanOrEqual(44);
    expect(pageErrors).toEqual([]);
  });

  it("keeps score for real dice: faces entered by tapping, undone before confirming", async () => {
    const { page } = await session.open(DESKTOP);
    await page.goto("/new/straight-golf");
    await page.getByRole("radio", { name: /Referee and scorekeeper/ }).check();
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    await page.getByRole("textbox", { name: "Name, seat 2" }).fill("Bob");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    const entry = page.getByRole("region", { name: "Enter the dice" });
    // The roll-off: Ann 5, Bob 2 (a slip, 3 first, undone).
    await entry.getByRole("button", { name: "d6 shows 5" }).click();
    await entry.getByRole("button", { name: "d6 shows 3" }).click();
    await entry.getByRole("button", { name: /^Undo d6 3/ }).click();
    await entry.getByRole("button", { name: "d6 shows 2" }).click();
    await entry.getByRole("button", { name: "Confirm roll" }).click();
    await expect
      .poll(() => page.locator(".sg-rolloff").textContent())
      .toMatch(/Ann 5, Bob 2.*Ann goes first/);
    // Ann throws 1 1 3 4 5 5: 1, 3, 4 and 5 are set aside (the rulebook's example).
    await rollButton(page).click();
    for (const f of [1, 1, 3, 4, 5, 5])
      await entry
        .getByRole("button", { name: `d6 shows ${f}` })
        .first()
        .click();
    await entry.getByRole("button", { name: "Confirm roll" }).click();
    const straight = page.getByRole("region", { name: "The straight" });
    await expect
      .poll(() =>
        straight.locator("li").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
      )
      .toEqual([
        "1: set aside",
        "2: missing",
        "3: set aside",
        "4: set aside",
        "5: set aside",
        "6: missing",
      ]);
    await expect.poll(() => rollButton(page).textContent()).toMatch(/roll 2 dice/i);
    await shot(page, "straight-golf-referee-1280");
    expect(pageErrors).toEqual([]);
  });
});
