#!/usr/bin/env node
// Builds the web app into dist/web; with --if-stale only when a source it was built from (listed
// in dist/web/inputs.json by the build), the config or the lock file is newer than the build.
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const config = `${repo}src/web/vite.config.ts`;
const stamp = `${repo}dist/web/index.html`;
const inputs = `${repo}dist/web/inputs.json`;

function stale() {
  if (!existsSync(stamp) || !existsSync(inputs)) return "not built yet";
  const built = statSync(stamp).mtimeMs;
  let files;
  try {
    files = JSON.parse(readFileSync(inputs, "utf8")).files;
  } catch {
    return "no list of inputs";
  }
  for (const f of [...files, "src/web/vite.config.ts", "package-lock.json"]) {
    const p = `${repo}${f}`;
    if (!existsSync(p)) return `${f} is gone`;
    if (statSync(p).mtimeMs > built) return `${f} changed`;
  }
  return null;
}

const why = process.argv.includes("--if-stale") ? stale() : "asked to";
if (why) {
  // Always the production React, even when started from a test runner that set NODE_ENV=test.
  process.env.NODE_ENV = "production";
  const { build } = await import("vite");
  process.stderr.write(`Building the web app (${why})...\n`);
  await build({ configFile: config, mode: "production", logLevel: "error" });
}
