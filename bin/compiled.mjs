// Whether dist/node (see build-cli.mjs) is newer than every source file it was built from. An
// edited source falls back to running the TypeScript through tsx, so a stale build never runs.
// CLUBHOUSE_SOURCE=1 always runs the source.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestSource(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (e.name !== "web" && e.name !== "golden")
        newest = Math.max(newest, newestSource(join(dir, e.name)));
    } else if (
      (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) ||
      e.name.endsWith(".json")
    ) {
      newest = Math.max(newest, statSync(join(dir, e.name)).mtimeMs);
    }
  }
  return newest;
}

export function compiledIsFresh() {
  if (process.env.CLUBHOUSE_SOURCE === "1") return false;
  let built;
  try {
    // The bundle must be there too: an older build (ES modules) has a stamp but no main.cjs.
    statSync(join(root, "dist/node/main.cjs"));
    built = statSync(join(root, "dist/node/build.json")).mtimeMs;
  } catch {
    return false;
  }
  return newestSource(join(root, "src")) <= built;
}
