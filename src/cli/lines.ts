/** Reads typed lines one at a time from a terminal or a pipe; null at end of input or on Ctrl-C. */
import { createInterface } from "node:readline";

export interface LineReader {
  ask(prompt: string): Promise<string | null>;
  /** Ctrl-C: the question waiting (or the next one) answers null, as at end of input. */
  interrupt(): void;
  /** Whether input has ended (Ctrl-D or the end of a pipe): nothing more can be asked. */
  readonly ended: boolean;
  close(): void;
}

export function lineReader(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): LineReader {
  const rl = createInterface({ input, terminal: false });
  const it = rl[Symbol.asyncIterator]();
  let ended = false;
  let interrupted = false;
  let cancel: (() => void) | null = null;
  // A read cut short by Ctrl-C stays pending, so the line it gets goes to the next question.
  let pending: Promise<IteratorResult<string>> | null = null;
  return {
    async ask(prompt) {
      if (ended) return null;
      if (interrupted) {
        interrupted = false;
        return null;
      }
      output.write(prompt);
      const stop = new Promise<"interrupt">((resolve) => {
        cancel = () => resolve("interrupt");
      });
      pending ??= it.next();
      const r = await Promise.race([pending, stop]);
      cancel = null;
      if (r !== "interrupt") pending = null;
      if (r === "interrupt") {
        output.write("\n");
        return null;
      }
      if (r.done) {
        ended = true;
        output.write("\n");
        return null;
      }
      // A piped answer is not echoed by a terminal: show it so transcripts read well.
      if (!(input as NodeJS.ReadStream).isTTY) output.write(`${r.value}\n`);
      return r.value;
    },
    interrupt() {
      if (cancel) cancel();
      else interrupted = true;
    },
    get ended() {
      return ended;
    },
    close: () => rl.close(),
  };
}
