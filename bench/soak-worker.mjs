// Worker-thread entry of `npm run soak`: workers do not inherit the main thread's loader.
import { register } from "tsx/esm/api";

register();
const mod = await import("./soak-task.ts");
export default mod.default;
