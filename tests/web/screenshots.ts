/**
 * `npm run screenshots`: every page of the app at phone (360 px) and desktop (1280 px) width,
 * written to docs/screenshots/ for the README. Plays real matches on a real server first, so
 * the table, end, lobby, replay and verify pages show real content. `ONLY=roll-in-one npm run
 * screenshots` makes only the shots whose name starts with that.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { playGoloByClicking } from "./golo-play.ts";
import { DESKTOP, PHONE, pageErrors, startSession } from "./harness.ts";

const out = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
mkdirSync(out, { recursive: true });
const session = await startSession();
const api = session.server.url;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${api}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Shot = (page: Page) => Promise<void>;
const shots: [string, Shot][] = [];
const shot = (name: string, go: Shot) => shots.push([name, go]);

// A finished match for the end, replay and verify pages (and the lobby's recent list).
const { page: player } = await session.open(DESKTOP);
await player.goto("/new/golo");
await player.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
await player.getByRole("button", { name: "Start the game" }).click();
await player.waitForURL(/\/match\/[^/]+$/);
const done = new URL(player.url()).pathname.split("/")[2];
await playGoloByClicking(player);
// An open match waiting for a friend, for the lobby and the invite page.
const open = await post<{ id: string; seats: { invite?: string }[] }>("/api/matches", {
  game: "golo",
  options: { mode: "match" },
  seats: [{ kind: "human", name: "Ann" }, { kind: "open" }],
});
const invite = open.seats.find((s) => s.invite)!.invite!;

shot("home", (p) => p.goto("/").then(() => {}));
shot("new-game", (p) => p.goto("/new/golo").then(() => {}));
shot("table", async (p) => {
  await p.goto("/new/golo");
  await p.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  await p.getByRole("button", { name: "Start the game" }).click();
  await p.waitForURL(/\/match\/[^/]+$/);
  await p.getByRole("button", { name: "Show hints" }).click();
  await p.getByRole("button", { name: /^Roll 9 dice/ }).click();
  await p.locator("button.die-btn").nth(0).click();
  await p.locator(".hint-chips .chip").first().waitFor();
});
shot("referee", async (p) => {
  await p.goto("/new/golo");
  await p.getByRole("radio", { name: /Referee and scorekeeper/ }).check();
  await p.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  await p.getByRole("textbox", { name: "Name, seat 2" }).fill("Bob");
  await p.getByRole("button", { name: "Start the game" }).click();
  await p.waitForURL(/\/match\/[^/]+$/);
  await p.getByRole("button", { name: /^Roll 9 dice/ }).click();
  for (const f of ["red A shows 3", "red B shows 4", "white 1 shows 5"])
    await p.getByRole("button", { name: f }).click();
});
shot("end", (p) => p.goto(`/match/${done}/end`).then(() => p.locator(".places").waitFor()));
shot("lobby", (p) => p.goto("/lobby").then(() => p.locator(".lobby-row").first().waitFor()));
shot("replay", async (p) => {
  await p.goto(`/replay/${done}`);
  await p.getByText(/^Step 0 of/).waitFor();
  for (let i = 0; i < 6; i++) await p.getByRole("button", { name: "Next step" }).click();
});
shot("verify", (p) => p.goto(`/verify/${done}`).then(() => p.locator(".verdict").waitFor()));
shot("join", (p) => p.goto(invite).then(() => {}));

// Roll In One: the builder with a board in hand (its lit spots showing), and a shot in flight
// (the full game with cards on a generated course: the flight stops at a card window).
async function rioSolo(p: Page, how: RegExp): Promise<void> {
  await p.goto("/new/roll-in-one");
  await p.getByRole("radio", { name: how }).check();
  await p.getByRole("textbox", { name: "Name, seat 1" }).fill("Ann");
  while (await p.getByRole("button", { name: "Remove seat 2" }).isVisible())
    await p.getByRole("button", { name: "Remove seat 2" }).click();
  await p.getByRole("button", { name: "Start the game" }).click();
  await p.waitForURL(/\/match\/[^/]+$/);
}
shot("roll-in-one-builder", async (p) => {
  await rioSolo(p, /Design by hand/);
  const box = p.getByRole("region", { name: "The box of boards" });
  for (const [board, n] of [
    ["Lake", 0],
    ["Forest", 2],
  ] as const) {
    await box.getByRole("button", { name: new RegExp(`^${board} \\(`) }).click();
    const spots = p.getByRole("button", { name: new RegExp(`^Put ${board} here`) });
    await spots.first().waitFor();
    await spots.nth(Math.min(n, (await spots.count()) - 1)).click();
    await box.getByRole("button", { name: new RegExp(`^${board} \\(.*on the course$`) }).waitFor();
  }
  await box.getByRole("button", { name: /^Place the green/ }).click();
  // The green on the space farthest from the tee, as a designer would.
  const labels = await p
    .getByRole("button", { name: /^Put the green at/ })
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const far = (l: string) => {
    const [q, r] = (/(-?\d+),(-?\d+)$/.exec(l) ?? ["", "0", "0"]).slice(1).map(Number);
    return Math.abs(q) + Math.abs(r) + Math.abs(q + r);
  };
  const green = labels.reduce((a, b) => (far(b) > far(a) ? b : a));
  await p.getByRole("button", { name: green, exact: true }).click();
  await p.locator(".rio-green").waitFor();
  // A third board in hand: only where it may go lights up.
  await box.getByRole("button", { name: /^Pond \(/ }).click();
  await p
    .getByRole("button", { name: /^Put Pond here/ })
    .first()
    .waitFor();
});
shot("roll-in-one-flight", async (p) => {
  await rioSolo(p, /Generated course/);
  const panel = p.getByRole("region", { name: "Your shot" });
  const bar = p.getByRole("region", { name: "Card window" });
  // A card window in flight comes a few shots in; 200 tries leave a miss to a rare course.
  for (let tries = 0; tries < 200; tries++) {
    await Promise.race([panel.waitFor(), bar.waitFor()]);
    if (await bar.isVisible()) {
      // A few rolls into the flight, so its path shows.
      const rolls = await p
        .getByRole("region", { name: "The shot" })
        .getByText(/^Roll \d/)
        .count();
      const enough = rolls >= 3 || (tries >= 20 && rolls >= 1);
      if (/is flying/.test((await bar.textContent()) ?? "") && enough) return;
      await bar.getByRole("button", { name: /^Pass:/ }).click();
    } else {
      // The wood mostly; the 9-iron now and then (its dots move a ball out of sand).
      const club = tries % 3 === 2 ? "9-Iron" : "Wood";
      await panel.getByRole("button", { name: new RegExp(`^${club} \\(`) }).click();
      await panel.getByRole("button", { name: /toward the green/ }).click();
      await panel.getByRole("button", { name: /^Hit the / }).click();
    }
    await p.waitForTimeout(300);
  }
  throw new Error("no shot stopped in flight for a card window");
});

// A shot that fails must not leave the server and the browser running.
try {
  for (const [name, go] of shots.filter(
    ([n]) => !process.env.ONLY || n.startsWith(process.env.ONLY),
  )) {
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const { context, page } = await session.open(viewport);
      await go(page);
      await page.waitForTimeout(300);
      // Sticky bars (the header, a card window's pass) would be drawn half-way down a full page.
      await page.addStyleTag({ content: ".top, .rio-pass-bar { position: static !important; }" });
      await page.screenshot({ path: `${out}${name}-${size}.png`, fullPage: true });
      await context.close();
      console.log(`docs/screenshots/${name}-${size}.png`);
    }
  }
} finally {
  await session.close();
}
if (pageErrors.length) {
  console.error(pageErrors.join("\n"));
  process.exit(1);
}
