/** The compiled command (`npm run build:cli`, run by `npm ci`): built afresh into a temporary folder. */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
// Beside dist/node, so the bundle finds node_modules and package.json as the real one does.
const out = join(root, "dist", `test-build-${process.pid}`);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function run(args: string[]) {
  const r = spawnSync(process.execPath, [join(root, "bin/clubhouse.mjs"), ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", CLUBHOUSE_BUNDLE: join(out, "main.cjs") },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("compiled command", () => {
  it("builds, and the bundle runs without a TypeScript loader", () => {
    execFileSync(process.execPath, [join(root, "bin/build-cli.mjs"), "--out", out]);
    for (const f of [
      "main.cjs",
      "main.cjs.cache",
      "worker.cjs",
      "worker.cjs.cache",
      "worker-entry.mjs",
    ])
      expect(existsSync(join(out, f))).toBe(true);
    const v = run(["--version"]);
    expect(v.code).toBe(0);
    expect(v.out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(run(["--help"]).out).toContain("simulate");
  });

  it("its workers simulate and its games find their data files", () => {
    // GOLO reads its dice and Roll In One its boards from data files beside their sources.
    const golo = run(["simulate", "golo", "--games", "300", "--workers", "2", "--json"]);
    expect(golo.code).toBe(0);
    const j = JSON.parse(golo.out);
    expect(j.games).toBe(300);
    expect(j.workers).toBe(2);
    const rio = run(["simulate", "roll-in-one", "--games", "3", "--workers", "1", "--json"]);
    expect(rio.code).toBe(0);
    expect(JSON.parse(rio.out).games).toBe(3);
  });

  it("draws pictures through the ES-module-only vega from the bundle", () => {
    const file = join(out, "p.svg");
    const r = run([
      "simulate",
      "straight-golf",
      "--games",
      "500",
      "--workers",
      "1",
      "--plot",
      file,
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Plot written to ${file}`);
  });
});
