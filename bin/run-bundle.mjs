// Runs a CommonJS bundle from dist/node with V8's code cache beside it (FILE.cache), so a start
// skips compiling the bundle's half a megabyte of JavaScript; Node 20 has no code cache for ES
// modules. The cache is written after the first run that had none (or whose cache V8 refused,
// e.g. after a Node upgrade); a cache that cannot be written is simply not kept.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const pending = [];

// Functions V8 restores from a code cache lose the dynamic import() hook, so the bundle leaves
// import() of ES-module-only packages (vega) to this module (see src/cli/plot.ts).
globalThis.__clubhouseImport = (specifier) => import(specifier);

export function loadBundle(url) {
  const file = fileURLToPath(url);
  const cacheFile = `${file}.cache`;
  const code = readFileSync(file, "utf8");
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: file, cachedData },
  );
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  if (!cachedData || script.cachedDataRejected) pending.push({ script, cacheFile });
  return module.exports;
}

/** Writes the code cache of bundles that had none; called at exit, or by the build. */
export function writeCaches() {
  for (const { script, cacheFile } of pending.splice(0)) {
    try {
      const tmp = `${cacheFile}.${process.pid}`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      // A read-only install runs without a cache.
    }
  }
}

process.on("exit", writeCaches);
