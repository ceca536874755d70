#!/usr/bin/env node
// Runs the compiled command (dist/node/main.cjs, built during `npm ci`) with its code cache; when
// a source file is newer than the build, or there is none, runs the TypeScript through tsx.
// CLUBHOUSE_BUNDLE=FILE runs another build (the build's own test and its cache warm-up).
import { pathToFileURL } from "node:url";
import { compiledIsFresh } from "./compiled.mjs";

const bundle = process.env.CLUBHOUSE_BUNDLE
  ? pathToFileURL(process.env.CLUBHOUSE_BUNDLE)
  : compiledIsFresh()
    ? new URL("../dist/node/main.cjs", import.meta.url)
    : null;
if (bundle) {
  const { loadBundle } = await import("./run-bundle.mjs");
  loadBundle(bundle);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/main.ts");
}
