/**
 * Rewrites only docs/benchmarks.md's hot-spot list from the parts' `hotSpots` (when a line
 * changed without a new measurement): `node bin/run-ts.mjs bench/hot-spots.ts`. Runs nothing.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mergeBlocks, PARTS } from "./doc.ts";

const lines: string[] = [];
for (const part of PARTS.split(",")) {
  const file = new URL(`./${part}.ts`, import.meta.url);
  if (!existsSync(file)) continue;
  const mod = (await import(file.href)) as { hotSpots?: readonly string[] };
  lines.push(...(mod.hotSpots ?? []));
}
const out = new URL("../docs/benchmarks.md", import.meta.url);
const body = lines.map((h) => `- ${h}`).join("\n");
writeFileSync(out, mergeBlocks(readFileSync(out, "utf8"), [{ id: "Remaining hot spots", body }]));
