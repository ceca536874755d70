/**
 * `npm run bench:web`: what the browser pays. The first load's JavaScript and CSS (what
 * dist/web/index.html pulls in before anything is clicked), raw and gzip; then, in Chromium
 * against a real server, a GOLO game played by clicking with each live event timed from its
 * arrival on the socket to the frame that shows it. Figures go into their own section of
 * docs/benchmarks.md, which `npm run bench` keeps.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { playGoloByClicking } from "../tests/web/golo-play.ts";
import { DESKTOP, startSession } from "../tests/web/harness.ts";
import { WEB_END as END, replaceMarked, WEB_START as START } from "./soak-section.ts";

const dist = fileURLToPath(new URL("../dist/web/", import.meta.url));
const kB = (n: number) => (n / 1000).toFixed(1);

function firstLoad(): { js: number; jsGz: number; css: number; cssGz: number; lazy: number } {
  const html = readFileSync(`${dist}index.html`, "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]);
  let js = 0;
  let jsGz = 0;
  let css = 0;
  let cssGz = 0;
  for (const r of refs) {
    const b = readFileSync(`${dist}${r}`);
    if (r.endsWith(".js")) {
      js += b.length;
      jsGz += gzipSync(b).length;
    } else if (r.endsWith(".css")) {
      css += b.length;
      cssGz += gzipSync(b).length;
    }
  }
  const lazy = readdirSync(`${dist}assets`).filter(
    (f) => f.endsWith(".js") && !refs.includes(`assets/${f}`),
  ).length;
  return { js, jsGz, css, cssGz, lazy };
}

/** Milliseconds from each live event's arrival to the next painted frame after the DOM changed. */
async function eventToScreen(): Promise<number[]> {
  const session = await startSession();
  try {
    const { page } = await session.open(DESKTOP);
    // A string, not a function: the TypeScript loader's name helpers do not exist in the page.
    await page.addInitScript(`
      window.__lat = [];
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(url, protocols) {
          super(url, protocols);
          // Registered before the app's handler, so it sees the message first.
          this.addEventListener("message", (e) => {
            if (!String(e.data).startsWith('{"type":"event"')) return;
            const t0 = performance.now();
            const seen = new MutationObserver(() => {
              seen.disconnect();
              requestAnimationFrame(() => window.__lat.push(performance.now() - t0));
            });
            seen.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          });
        }
      };
    `);
    await page.goto("/new/golo");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/match\/[^/]+$/);
    await playGoloByClicking(page, 90_000);
    return await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
  } finally {
    await session.close();
  }
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

const size = firstLoad();
const lat = await eventToScreen();
const section = [
  START,
  "## Web app",
  "",
  `Written by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: the production build in dist/web, and`,
  "Chromium (headless, Debian's) playing one GOLO game against the optimal bot on a local server.",
  "",
  "| measure | value | unit | note |",
  "| --- | ---: | --- | --- |",
  `| first load, JavaScript | ${kB(size.jsGz)} | kB gzip | ${kB(size.js)} kB raw; budget 300 kB gzip |`,
  `| first load, CSS | ${kB(size.cssGz)} | kB gzip | ${kB(size.css)} kB raw |`,
  `| loaded later | ${size.lazy} | chunks | game rules for the replay viewer, only when opened |`,
  `| live event to painted frame, median | ${pct(lat, 50).toFixed(1)} | ms | ${lat.length} events; one frame is 16.7 ms |`,
  `| live event to painted frame, p95 | ${pct(lat, 95).toFixed(1)} | ms | |`,
  `| live event to painted frame, max | ${Math.max(...lat).toFixed(1)} | ms | |`,
  "",
  "The latency is measured in the page: from the socket's message event to the first animation",
  "frame after React changed the DOM for it (the frame that shows it), so a figure under 16.7 ms",
  "means the event is on screen in the frame after it arrives.",
  END,
].join("\n");
const out = new URL("../docs/benchmarks.md", import.meta.url);
writeFileSync(out, replaceMarked(readFileSync(out, "utf8"), START, END, section));
process.stdout.write(`${section}\n`);
