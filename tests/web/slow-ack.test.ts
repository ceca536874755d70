/**
 * The server sends a move's new state before its acknowledgement. While an acknowledgement is
 * late, the table must already take the next move: here every ack is held back between a real
 * server and the page (playwright's routeWebSocket) while a GOLO turn is played from the keys.
 */
import { describe, expect, it } from "vitest";
import { hasChromium, PHONE, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

describe.skipIf(!hasChromium())("acknowledgements held back", () => {
  it("do not hold up the next move once the new state has arrived", async () => {
    const { page } = await session.open(PHONE);
    const held: string[] = [];
    const release: (() => void)[] = [];
    await page.routeWebSocket(/\/live/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        const msg = JSON.parse(String(m)) as { type: string; id?: string };
        if (msg.type === "ack" && msg.id) {
          held.push(msg.id);
          release.push(() => ws.send(m));
        } else ws.send(m);
      });
    });
    await page.goto("/new/golo");
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Kay");
    await page.getByRole("radio", { name: /Simple/ }).check();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    await expect.poll(() => page.locator(".turn").textContent()).toBe("Your turn");

    await page.keyboard.press("r");
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(9);
    expect(held.length).toBeGreaterThanOrEqual(1);
    // The roll is not acknowledged yet; the dice it showed can be picked and removed.
    await page.keyboard.press("1");
    await expect.poll(() => page.locator("button.die-btn[aria-pressed=true]").count()).toBe(1);
    await page.keyboard.press("Enter");
    const roll8 = page.getByRole("button", { name: /^Roll 8 dice/ });
    await expect.poll(() => roll8.isVisible()).toBe(true);
    expect(await roll8.isEnabled()).toBe(true);
    await page.keyboard.press("r");
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(8);
    expect(new Set(held).size).toBe(3);

    // The late acks land on moves already shown: nothing changes and no error is raised.
    for (const send of release.splice(0)) send();
    await expect.poll(() => page.locator("button.die-btn").count()).toBe(8);
    expect(await page.locator(".toast").count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
