/** Reads typed lines one at a time from a terminal or a pipe; null at end of input. */
import { createInterface } from "node:readline";

export interface LineReader {
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function lineReader(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): LineReader {
  const rl = createInterface({ input, terminal: false });
  const it = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      output.write(prompt);
      const r = await it.next();
      if (r.done) {
        output.write("\n");
        return null;
      }
      // A piped answer is not echoed by a terminal: show it so transcripts read well.
      if (!(input as NodeJS.ReadStream).isTTY) output.write(`${r.value}\n`);
      return r.value;
    },
    close: () => rl.close(),
  };
}
