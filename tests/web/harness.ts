/**
 * End-to-end harness for every game's web tests: a real server process (`clubhouse serve` on a
 * random port with a fresh database) and a real Chromium (Debian's, through playwright-core; no
 * browser download). The web build is made first when missing or stale.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

const repo = fileURLToPath(new URL("../..", import.meta.url));
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 860 };
/** A larger phone, for pages checked at 390 px as well as at 360. */
export const PHONE_390 = { width: 390, height: 844 };

export interface WebServer {
  readonly url: string;
  readonly db: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** kill -9, stay down `downMs`, then start again on the same port and database. */
  crash(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function buildWeb(): void {
  execFileSync(process.execPath, [join(repo, "bin/build-web.mjs"), "--if-stale"], {
    stdio: "inherit",
  });
}

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
}

/** Spawns `clubhouse serve` and resolves once it prints its address. */
async function spawnServer(
  db: string,
  port: string,
  extra: readonly string[],
  log: (s: string) => void,
): Promise<Running> {
  const args = [
    join(repo, "bin/clubhouse.mjs"),
    "serve",
    "--port",
    port,
    "--db",
    db,
    "--bot-delay",
    "0",
    ...extra,
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repo,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 30 s:\n${out}`)),
      30_000,
    );
    const onData = (b: Buffer) => {
      out += b.toString();
      log(b.toString());
      const m = /Clubhouse is running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before starting:\n${out}`));
    });
  });
  return { child, url };
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Starts `clubhouse serve --port 0` with a fresh database. */
export async function startServer(extra: readonly string[] = []): Promise<WebServer> {
  const dir = mkdtempSync(join(tmpdir(), "clubhouse-web-"));
  const db = join(dir, "clubhouse.sqlite");
  let out = "";
  const log = (t: string) => {
    out += t;
  };
  let running = await spawnServer(db, "0", extra, log);
  const url = running.url;
  const port = new URL(url).port;
  return {
    url,
    db,
    output: () => out,
    async crash(downMs = 0) {
      await stopChild(running.child, "SIGKILL");
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      running = await spawnServer(db, port, extra, log);
    },
    stop: async () => {
      await stopChild(running.child, "SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

export interface Session {
  readonly server: WebServer;
  readonly browser: Browser;
  /** A fresh browser context (its own storage: another person) with one page. */
  open(
    viewport?: { width: number; height: number },
    reducedMotion?: boolean,
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Server + browser for one test file; errors in the page fail loudly via `pageErrors`. */
export async function startSession(): Promise<Session> {
  buildWeb();
  const server = await startServer();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async open(viewport = DESKTOP, reducedMotion = true) {
      const context = await browser.newContext({
        viewport,
        baseURL: server.url,
        reducedMotion: reducedMotion ? "reduce" : "no-preference",
      });
      contexts.push(context);
      const page = await context.newPage();
      // Fail in seconds with the locator named, not at the test's timeout.
      page.setDefaultTimeout(8000);
      page.on("pageerror", (e) => {
        pageErrors.push(`${e.message}`);
      });
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await server.stop();
    },
  };
}

/**
 * The session of one test file: started before its first test, closed after its last. Read it
 * inside tests and hooks only (it starts in `beforeAll`).
 */
export function sessionPerFile(): Session {
  let started: Session | undefined;
  beforeAll(async () => {
    started = await startSession();
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  const session = (): Session => {
    if (!started) throw new Error("the web session starts in beforeAll; use it inside a test");
    return started;
  };
  return {
    get server() {
      return session().server;
    },
    get browser() {
      return session().browser;
    },
    open: (viewport, reducedMotion) => session().open(viewport, reducedMotion),
    close: () => session().close(),
  };
}

/** Saves a full-page screenshot as `<name>.png` when SCREENSHOTS names a folder. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  // From the top: a page scrolled down would draw its sticky header over the middle of the shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Roll In One's card window sticks to the bottom of the screen: in a full page, in its place.
  await page.addStyleTag({ content: ".rio-pass-bar { position: static !important; }" });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** True once the page is a match's end page. */
export const onEnd = (page: Page): boolean => /\/end$/.test(new URL(page.url()).pathname);

/** Uncaught errors from any page of any session; tests assert it stays empty. */
export const pageErrors: string[] = [];
