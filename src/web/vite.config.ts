/**
 * Builds the browser app into dist/web (run by `npm ci` through `prepare`, and by `npm start`
 * when stale). JSX goes through Vite's own oxc transform: no React plugin is needed.
 * The build also writes dist/web/inputs.json, every source file it read, so that
 * bin/build-web.mjs can tell a stale build from a fresh one without building.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("../..", import.meta.url));
const outDir = fileURLToPath(new URL("../../dist/web", import.meta.url));

function recordInputs(): Plugin {
  let ids: string[] = [];
  return {
    name: "clubhouse-record-inputs",
    apply: "build",
    generateBundle() {
      ids = [...this.getModuleIds()].filter((id) => id.startsWith("/") && !id.includes("\0"));
    },
    writeBundle() {
      const files = ids
        .filter((id) => id.startsWith(repo) && !id.includes("/node_modules/"))
        .map((id) => id.slice(repo.length))
        .sort();
      writeFileSync(`${outDir}/inputs.json`, `${JSON.stringify({ files }, null, 1)}\n`);
    },
  };
}

export default defineConfig({
  root,
  base: "/",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
  },
  plugins: [recordInputs()],
});
