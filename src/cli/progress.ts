/**
 * Progress of a long run, and Ctrl-C: the first stops handing out games and reports what is done;
 * a second stops at once.
 */
import { Presets, SingleBar } from "cli-progress";

export interface Progress {
  update(done: number): void;
  stop(): void;
}

/** A bar on a terminal; otherwise a plain line every tenth of the way or every 2 seconds. */
export function progressReporter(total: number): Progress {
  if (process.stderr.isTTY) {
    const bar = new SingleBar(
      {
        format: "simulating [{bar}] {percentage}% | {value}/{total} games | {eta_formatted} left",
        hideCursor: true,
        stream: process.stderr,
      },
      Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (d) => bar.update(d), stop: () => bar.stop() };
  }
  let next = total / 10;
  let last = performance.now();
  return {
    update: (d) => {
      const now = performance.now();
      if (d < total && (d >= next || now - last > 2000)) {
        process.stderr.write(`simulated ${d}/${total} games\n`);
        last = now;
        while (next <= d) next += total / 10;
      }
    },
    stop: () => {},
  };
}

/** An abort signal for Ctrl-C while `run` works; the handlers go when it ends. */
export async function withCtrlC<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    process.stderr.write("\nStopping after the games in progress (Ctrl-C again to stop now)...\n");
    abort.abort();
  };
  process.on("SIGINT", onSigint);
  try {
    return await run(abort.signal);
  } finally {
    process.off("SIGINT", onSigint);
  }
}
