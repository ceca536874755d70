/**
 * Progress of a long run, and Ctrl-C: the first stops handing out games and reports what is done;
 * a second stops at once.
 */
import { Presets, SingleBar } from "cli-progress";

export interface Progress {
  update(done: number): void;
  /** Takes the bar off the terminal; later updates and stops do nothing. */
  stop(): void;
}

/** The stream progress goes to: stderr, or a terminal a test stands in for. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): boolean;
}

/** Game counts as people read them, in the bar as in the summary. */
const counts = (v: number, _o: unknown, type: string): string =>
  type === "value" || type === "total" ? v.toLocaleString("en-US") : String(v);

/** A bar on a terminal; otherwise a plain line every tenth of the way or every 2 seconds. */
export function progressReporter(total: number, stream: ProgressStream = process.stderr): Progress {
  if (stream.isTTY) {
    const bar = new SingleBar(
      {
        format: "simulating [{bar}] {percentage}% | {value}/{total} games | {eta_formatted} left",
        hideCursor: true,
        // cli-progress's types say WritableStream; it only writes and reads isTTY and columns.
        stream: stream as NodeJS.WritableStream,
        formatValue: counts,
      },
      Presets.shades_classic,
    );
    bar.start(total, 0);
    // cli-progress ignores update and stop once stopped.
    return { update: (d) => bar.update(d), stop: () => bar.stop() };
  }
  let next = total / 10;
  let last = performance.now();
  let stopped = false;
  return {
    update: (d) => {
      const now = performance.now();
      if (!stopped && d < total && (d >= next || now - last > 2000)) {
        stream.write(
          `simulated ${d.toLocaleString("en-US")}/${total.toLocaleString("en-US")} games\n`,
        );
        last = now;
        while (next <= d) next += total / 10;
      }
    },
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * What the first Ctrl-C does: take the bar down first (stopping it puts the cursor back where the
 * bar started, so a line written before would be overwritten), then say so, then abort. A second
 * Ctrl-C exits at once.
 */
export function interrupter(
  stopProgress: () => void,
  stream: ProgressStream = process.stderr,
): { signal: AbortSignal; onSigint: () => void } {
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    stopProgress();
    stream.write("Stopping after the games in progress (Ctrl-C again to stop now)...\n");
    abort.abort();
  };
  return { signal: abort.signal, onSigint };
}

/** An abort signal for Ctrl-C while `run` works; the handlers go when it ends. */
export async function withCtrlC<T>(
  run: (signal: AbortSignal) => Promise<T>,
  stopProgress: () => void,
): Promise<T> {
  const { signal, onSigint } = interrupter(stopProgress);
  process.on("SIGINT", onSigint);
  try {
    return await run(signal);
  } finally {
    process.off("SIGINT", onSigint);
  }
}
