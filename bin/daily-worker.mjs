// Worker thread for the daily challenge's slow figures (src/server/daily/figures.ts): workers do
// not inherit the main thread's loader, so it runs the TypeScript through tsx.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { computeFigure } = await import("../src/server/daily/figures.ts");
parentPort.postMessage(computeFigure(workerData));
