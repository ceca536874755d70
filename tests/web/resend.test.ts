/**
 * A move the server could not store (`unavailable`: its SQLite writer restarting) is kept and
 * sent again with the same id until it is acknowledged, as docs/api.md asks of clients: the
 * player sees the move land, not an error. The refusal is injected into the real socket between
 * the page and a real server (playwright's routeWebSocket), once, for the first move.
 */
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, pageErrors, sessionPerFile } from "./harness.ts";

const session = sessionPerFile();

describe.skipIf(!hasChromium())("a move refused as unavailable", () => {
  it("is resent with its id and lands; no error is shown", async () => {
    const { page } = await session.open(DESKTOP);
    const sent: string[] = [];
    let refusedOnce = false;
    await page.routeWebSocket(/\/live/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        const msg = JSON.parse(String(m)) as { type: string; id?: string };
        if (msg.type === "act" && msg.id) {
          sent.push(msg.id);
          if (!refusedOnce) {
            refusedOnce = true;
            ws.send(
              JSON.stringify({
                type: "refused",
                id: msg.id,
                code: "unavailable",
                message: "the server could not store it",
              }),
            );
            return;
          }
        }
        server.send(m);
      });
      server.onMessage((m) => ws.send(m));
    });
    await page.goto("/new/straight-golf");
    await page.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    const id = new URL(page.url()).pathname.split("/")[2];
    const versionNow = async () =>
      (
        (await (await fetch(`${session.server.url}/api/matches/${id}`)).json()) as {
          version: number;
        }
      ).version;
    const before = await versionNow();
    await page.getByRole("button", { name: /roll \d di(c)?e/i }).click();
    // Sent again with the same id, then committed: the match moved on.
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(2);
    expect(sent[1]).toBe(sent[0]);
    await expect.poll(versionNow).toBeGreaterThan(before);
    await expect.poll(() => page.locator(".toast").count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
