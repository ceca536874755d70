/** `--queue redis://...` on simulate and lab: checked, and Redis reached, before any game. */
import type { QueueAddress } from "../sim/queue/connect.ts";
import { UsageError } from "./usage.ts";

export async function readQueue(opts: {
  queue?: string;
  workers?: string;
}): Promise<QueueAddress | undefined> {
  if (opts.queue === undefined) return undefined;
  // Redis's client loads only for a run that asks for the queue.
  const { queueUrlProblem, reach } = await import("../sim/queue/connect.ts");
  const problem = queueUrlProblem(opts.queue);
  if (problem) throw new UsageError(problem);
  if (opts.workers !== undefined) {
    throw new UsageError(
      "--workers counts this machine's threads; with --queue the games go to `clubhouse worker`s (set their --concurrency)",
    );
  }
  const address = { url: opts.queue };
  try {
    await reach(address);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return address;
}
