#!/usr/bin/env node
// Runs the compiled command (dist/node, built during `npm ci`); when a source file is newer than
// the build, or there is none, runs the TypeScript itself through tsx instead.
import { compiledIsFresh } from "./compiled.mjs";

if (compiledIsFresh()) {
  await import("../dist/node/main.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/main.ts");
}
