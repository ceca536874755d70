/**
 * A whole Roll In One game played in Chromium the way people at one screen play it: Ann and
 * her friend Bob on this device and a bot, the full game (each hole designed by hand, golfer
 * and caddie cards dealt, feeling mean on), clicked like a person (tiles and lit spots in the
 * builder, a club and a direction, the hint's Aim it now and then, cards played now and then,
 * windows passed with Enter on the focused pass), to the final card. Not a test (a whole game
 * takes minutes): a check run by hand that counts every decision, times the game and saves a
 * screenshot along the way.
 *
 *   node bin/run-ts.mjs tests/web/rio-full-game.ts [out-dir] [width]
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, pageErrors, startSession } from "./harness.ts";
import { onEnd, visible } from "./rio-play.ts";

const out = process.argv[2] ?? "/tmp/rio-full-game";
const width = Number(process.argv[3] ?? DESKTOP.width);
mkdirSync(out, { recursive: true });
const viewport = width <= 400 ? { ...PHONE, width } : DESKTOP;

const counts: Record<string, number> = {};
const count = (k: string) => {
  counts[k] = (counts[k] ?? 0) + 1;
};
let shots = 0;
const snap = async (page: Page, name: string) => {
  await page.screenshot({ path: `${out}/${String(shots).padStart(3, "0")}-${name}.png` });
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const seen = new Set<string>();
/** The first time something is seen, a screenshot of it. */
const first = async (page: Page, what: string) => {
  if (seen.has(what)) return;
  seen.add(what);
  await snap(page, what);
};

const session = await startSession();
const started = Date.now();
try {
  const { page } = await session.open(viewport);
  await page.goto("/new/roll-in-one");
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  await page.getByRole("combobox", { name: "Seat 2", exact: true }).selectOption("here");
  await page.getByRole("textbox", { name: "Name, seat 2" }).fill("Bob");
  await page.getByRole("button", { name: "Add a player" }).click();
  await page.getByRole("combobox", { name: "Seat 3", exact: true }).selectOption("bot");
  await page.getByRole("checkbox", { name: /Feeling mean/ }).check();
  await snap(page, "new-game");
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
  const id = new URL(page.url()).pathname.split("/")[2];
  console.log(`match ${id} at ${viewport.width} px`);

  let idleSince = Date.now();
  while (!onEnd(page)) {
    if (Date.now() - started > 40 * 60_000) throw new Error("the game did not end in 40 minutes");
    if (Date.now() - idleSince > 90_000) {
      await snap(page, "stuck");
      throw new Error("nothing to do for 90 s");
    }
    if (await step(page)) idleSince = Date.now();
    else await page.waitForTimeout(60);
  }
  await page.locator(".rio-card").first().waitFor();
  await snap(page, "final-card");
  const summary = (await (await fetch(`${session.server.url}/api/matches/${id}`)).json()) as {
    status: string;
    result: { scores: number[] };
  };
  const record = (await (await fetch(`${session.server.url}/api/matches/${id}/record`)).json()) as {
    actions: unknown[];
  };
  console.log(
    JSON.stringify(
      {
        status: summary.status,
        scores: summary.result.scores,
        minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
        decisions: counts,
        recordEntries: record.actions.length,
        pageErrors,
      },
      null,
      1,
    ),
  );
} finally {
  await session.close();
}

/** One decision, if the page has one; false when there is nothing to do yet. */
async function step(page: Page): Promise<boolean> {
  const box = page.getByRole("region", { name: "The box of boards" });
  if (await visible(box)) return design(page);
  const choices = page.getByRole("region", { name: "Cards and choices" });
  const shot = page.getByRole("region", { name: "Your shot" });
  const bar = page.getByRole("region", { name: "Card window" });
  const pass = bar.locator("button.rio-pass");
  if (await visible(pass)) {
    await first(page, "window");
    const title = (await bar.locator(".rio-pass-title").textContent()) ?? "";
    if (/Feeling mean/.test(title)) await first(page, "window-mean");
    const cards = choices.getByRole("button", { name: /^Play / });
    const nCards = await cards.count();
    const r = Math.random();
    if (nCards && r < 0.12) {
      count("window: card played");
      await cards.nth(Math.floor(Math.random() * nCards)).click();
      await first(page, "card-played");
    } else if (r < 0.3 && (await visible(bar.getByRole("button", { name: /^Pass (till|for)/ })))) {
      count("window: pass the rest");
      await bar.getByRole("button", { name: /^Pass (till|for)/ }).click();
    } else {
      // The pass has the focus: Enter passes, as a person at a keyboard would.
      const focused = await pass.evaluate((b) => b === document.activeElement);
      count(focused ? "window: pass by Enter" : "window: pass clicked (not focused)");
      if (focused) await page.keyboard.press("Enter");
      else await pass.click();
    }
    await settle(page);
    return true;
  }
  if (await visible(shot)) {
    shots++;
    count("shot");
    // Now and then a card before the shot (Tee It Up, Rake...).
    const before = choices.getByRole("button", { name: /^Play / });
    if ((await before.count()) && Math.random() < 0.15) {
      count("card before the shot");
      await before.first().click();
      await settle(page);
      return true;
    }
    const hintsOn = page.getByRole("button", { name: "Show hints" });
    if (await visible(hintsOn)) await hintsOn.click();
    const aim = shot.getByRole("button", { name: "Aim it" });
    if (Math.random() < 0.7 && (await aim.isVisible().catch(() => false))) {
      count("shot: hint aimed");
      await aim.click();
    } else {
      const club = pick(["Wood", "4-Iron", "6-Iron", "9-Iron", "Putter"]);
      await shot.getByRole("button", { name: new RegExp(`^${club} \\(`) }).click();
      await shot.getByRole("button", { name: /toward the green/ }).click();
    }
    const hit = shot.getByRole("button", { name: /^Hit the / });
    if (!(await hit.isEnabled().catch(() => false))) return true;
    await hit.click();
    if (shots % 8 === 1) await snap(page, "after-hit");
    await settle(page);
    return true;
  }
  const curve = page.getByRole("region", { name: "The curve" });
  if (await visible(curve)) {
    count("curve");
    await first(page, "curve");
    const toward = curve.getByRole("button", { name: /toward the green/ });
    await ((await visible(toward)) ? toward : curve.getByRole("button").first()).click();
    await settle(page);
    return true;
  }
  const other = choices.getByRole("button").first();
  if (await visible(other)) {
    count(`choice: ${((await other.textContent()) ?? "").split(" ")[0]}`);
    await first(page, "choice");
    await other.click();
    await settle(page);
    return true;
  }
  return false;
}

/** Waits until the table is no longer sending (its buttons enabled again). */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const n = await page
      .locator(
        ".rio-dir:disabled, .rio-club:disabled, .rio-choices button:disabled, .rio-pass-bar button:disabled",
      )
      .count();
    if (!n) return;
    await page.waitForTimeout(50);
  }
}

/** Designs a hole like a person: a few boards from the box onto lit spots, the green, play. */
async function design(page: Page): Promise<boolean> {
  count("design");
  const box = page.getByRole("region", { name: "The box of boards" });
  const label = (await page.locator(".golo-status").first().textContent()) ?? "";
  const want = 2 + Math.floor(Math.random() * 2);
  for (let placed = 0, tries = 0; placed < want && tries < 20; tries++) {
    const tiles = box.getByRole("button", { name: /, in the box$/ });
    const n = await tiles.count();
    if (!n) break;
    await tiles.nth(Math.floor(Math.random() * n)).click();
    const spots = page.getByRole("button", { name: /^Put .* here / });
    for (let k = 0; k < 6 && !(await spots.count()); k++)
      await box.getByRole("button", { name: /Rotate/ }).click();
    const m = await spots.count();
    if (!m) continue;
    const before = await page.locator("svg.rio-course").getAttribute("aria-label");
    await spots.nth(Math.floor(Math.random() * m)).click();
    for (let k = 0; k < 100; k++) {
      if ((await page.locator("svg.rio-course").getAttribute("aria-label")) !== before) break;
      await page.waitForTimeout(50);
    }
    placed++;
  }
  await first(page, `builder-${label.split(":")[0]}`);
  await box.getByRole("button", { name: /Place the green/ }).click();
  const targets = page.getByRole("button", { name: /^Put the green at/ });
  const t = await targets.count();
  // Far from the tee, as a designer would: one of the last spaces listed.
  await targets.nth(Math.max(0, t - 1 - Math.floor(Math.random() * Math.min(8, t)))).click();
  const play = box.getByRole("button", { name: /Play this course/ });
  for (let k = 0; k < 100 && !(await play.isEnabled().catch(() => false)); k++)
    await page.waitForTimeout(50);
  await snap(page, "designed");
  await play.click();
  await page.waitForTimeout(200);
  return true;
}
