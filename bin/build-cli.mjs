#!/usr/bin/env node
// `npm run build:cli` (run by `npm ci` through `prepare`): bundles the command and the simulation
// worker to plain JavaScript in dist/node, so start-up pays neither a TypeScript loader nor the
// resolution of hundreds of small module files (zod alone is most of them). The bundles are
// CommonJS so that bin/run-bundle.mjs can run them with V8's code cache (Node 20 has none for ES
// modules); our own modules stay lazily evaluated inside them. Heavy or native packages (vega,
// resvg, the server's) stay outside and load only when used. Type errors are
// `npm run typecheck`'s business, not the build's.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
// `--out DIR` builds elsewhere (the build's own test); the command runs dist/node.
const outFlag = process.argv.indexOf("--out");
const out = outFlag > 0 ? resolve(process.argv[outFlag + 1]) : join(root, "dist/node");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
// Only what every start needs is bundled.
const inline = new Set(["zod", "commander", "pure-rand", "picocolors", "cli-progress"]);
const external = Object.keys(pkg.dependencies).filter((d) => !inline.has(d));

// Game folders read their data files relative to their own module (`new URL("./data/x.json",
// import.meta.url)`); in the bundle every module shares one URL, so point each back at its source.
const sourceUrls = {
  name: "source-urls",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]games[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const rel = JSON.stringify(relative(out, args.path).split("\\").join("/"));
      return {
        contents: text.replaceAll("import.meta.url", `new URL(${rel}, import.meta.url).href`),
        loader: "ts",
      };
    });
  },
};

// zod's namespace re-exports every locale (two thirds of its code); Clubhouse's messages are its
// own English, so the bundle keeps zod's English locale only.
const englishOnly = {
  name: "zod-english-only",
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: "js",
      resolveDir: join(root, "node_modules/zod/v4/locales"),
    }));
  },
};

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: "src/cli/main.ts", worker: "src/sim/worker.ts" },
  outdir: out,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  external,
  plugins: [sourceUrls, englishOnly],
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
  metafile: true,
  // Code that finds files beside itself reads import.meta.url: in CommonJS, the bundle's own URL.
  define: { "import.meta.url": "__bundleUrl" },
  // import() becomes require() (our modules and CommonJS packages); see bin/run-bundle.mjs.
  supported: { "dynamic-import": false },
  banner: { js: 'var __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
});
// Piscina starts each worker from an ES module: this one runs the worker bundle with its cache.
const loader = JSON.stringify(
  relative(out, join(root, "bin/run-bundle.mjs")).split("\\").join("/"),
);
writeFileSync(
  join(out, "worker-entry.mjs"),
  `import { loadBundle } from ${loader};\nexport default loadBundle(new URL("./worker.cjs", import.meta.url)).default;\n`,
);
writeFileSync(join(out, "meta.json"), JSON.stringify(result.metafile));
// The stamp's time is what bin/compiled.mjs compares the sources against.
writeFileSync(join(out, "build.json"), `${JSON.stringify({ built: new Date().toISOString() })}\n`);
// Run each bundle once so that its code cache is written now, not on a user's first start.
execFileSync(process.execPath, [join(root, "bin/clubhouse.mjs"), "--version"], {
  env: { ...process.env, CLUBHOUSE_BUNDLE: join(out, "main.cjs") },
  stdio: "ignore",
});
const { loadBundle, writeCaches } = await import(
  pathToFileURL(join(root, "bin/run-bundle.mjs")).href
);
const worker = loadBundle(pathToFileURL(join(out, "worker.cjs")));
await worker.default({
  kind: "scores",
  game: "straight-golf",
  options: {},
  seed: 1,
  start: 0,
  count: 1,
  bot: "random",
  engine: false,
});
writeCaches();
process.stdout.write(
  `build:cli: ${relative(root, out)}/main.cjs and worker.cjs bundled, code caches written\n`,
);
