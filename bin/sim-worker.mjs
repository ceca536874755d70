// Worker-thread entry: workers do not inherit the main thread's loader, so register tsx here too.
import { register } from "tsx/esm/api";

register();
const mod = await import("../src/sim/worker.ts");
export default mod.default;
