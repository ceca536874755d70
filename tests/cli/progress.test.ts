/**
 * The progress bar and Ctrl-C on a terminal: what a person sees after stopping a long simulation.
 * The bytes cli-progress and the command write are played on a small model of a terminal (lines
 * of cells, the cursor, ESC 7/8 save and restore, cursor moves and line clears), so a line that a
 * later write overwrites without clearing shows as it would on screen.
 */
import { describe, expect, it } from "vitest";
import { interrupter, type ProgressStream, progressReporter } from "../../src/cli/progress.ts";

const ESC = "\u001b";

/** A terminal `columns` wide: the screen's lines after every write so far. */
class Screen implements ProgressStream {
  readonly isTTY = true;
  readonly lines: string[][] = [[]];
  private row = 0;
  private col = 0;
  private saved: [number, number] = [0, 0];
  constructor(readonly columns: number) {}

  write(text: string): boolean {
    // ESC 7 / ESC 8, CSI sequences (cursor moves, clears, modes), or one character.
    const token = new RegExp(`${ESC}[78]|${ESC}\\[[?0-9;]*[A-Za-z]|[\\s\\S]`, "g");
    for (const [t] of text.matchAll(token)) this.play(t);
    return true;
  }

  private play(t: string): void {
    const line = () => {
      while (this.lines.length <= this.row) this.lines.push([]);
      return this.lines[this.row];
    };
    if (t === "\n") {
      // A terminal's output processing turns \n into CR LF.
      this.row++;
      this.col = 0;
      line();
    } else if (t === "\r") this.col = 0;
    else if (t === "\x1b7") this.saved = [this.row, this.col];
    else if (t === "\x1b8") [this.row, this.col] = this.saved;
    else if (t.startsWith("\x1b[")) {
      const n = Number.parseInt(t.slice(2), 10);
      const cmd = t.at(-1);
      if (t.includes("?")) return; // cursor shown or hidden, line wrap on or off
      if (cmd === "G") this.col = (Number.isNaN(n) ? 1 : n) - 1;
      else if (cmd === "A") this.row = Math.max(0, this.row - (n || 1));
      else if (cmd === "B") this.row += n || 1;
      else if (cmd === "C") this.col += n || 1;
      else if (cmd === "D") this.col = Math.max(0, this.col - (n || 1));
      else if (cmd === "K") {
        const l = line();
        if (Number.isNaN(n) || n === 0) l.length = Math.min(l.length, this.col);
        else if (n === 2) l.length = 0;
        else for (let i = 0; i <= this.col && i < l.length; i++) l[i] = " ";
      } else if (cmd === "J") this.lines.length = this.row + 1;
      else throw new Error(`the model does not know ${JSON.stringify(t)}`);
    } else {
      const l = line();
      while (l.length < this.col) l.push(" ");
      l[this.col++] = t;
    }
  }

  text(): string[] {
    return this.lines
      .map((l) => l.join("").trimEnd())
      .filter((l, i, all) => l || i < all.length - 1);
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the progress bar and Ctrl-C on a terminal", () => {
  it("leaves the bar, the stopping line and the summary each on a line of its own", async () => {
    const screen = new Screen(100);
    const progress = progressReporter(1_000_000, screen);
    progress.update(7940);
    await wait(150); // the bar redraws on a timer
    const { signal, onSigint } = interrupter(progress.stop, screen);
    onSigint();
    expect(signal.aborted).toBe(true);
    // Games still in progress report after the Ctrl-C, then the run ends and stops the bar.
    progress.update(8089);
    await wait(250);
    progress.stop();
    screen.write("Interrupted: 8,089 games of 1,000,000 done.\n");
    screen.write("Straight Golf: 8,089 games, bot random, seed 1\n");
    const [bar, stopping, ...summary] = screen.text();
    expect(bar).toMatch(/^simulating \[.*\] \d+% \| 7,940\/1,000,000 games \| .* left$/);
    expect(stopping).toBe("Stopping after the games in progress (Ctrl-C again to stop now)...");
    expect(summary).toEqual([
      "Interrupted: 8,089 games of 1,000,000 done.",
      "Straight Golf: 8,089 games, bot random, seed 1",
    ]);
  });

  it("writes plain lines, with counts as people read them, where there is no terminal", () => {
    const out: string[] = [];
    const progress = progressReporter(1_000_000, { write: (t) => out.push(t) > 0 });
    progress.update(100_000);
    progress.update(150_000);
    progress.update(200_000);
    const { onSigint } = interrupter(progress.stop, { write: (t) => out.push(t) > 0 });
    onSigint();
    progress.update(300_000);
    expect(out).toEqual([
      "simulated 100,000/1,000,000 games\n",
      "simulated 200,000/1,000,000 games\n",
      "Stopping after the games in progress (Ctrl-C again to stop now)...\n",
    ]);
  });
});
