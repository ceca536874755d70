#!/usr/bin/env node
// Runs any TypeScript entry point (bench scripts, tools) through tsx's loader.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
const [entry, ...rest] = process.argv.slice(2);
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(resolve(entry)).href);
