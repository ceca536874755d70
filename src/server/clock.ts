/**
 * The server's sense of time, for deadlines that matter to the rules (tee windows, link codes).
 * `serve --test-clock` lets a test set it (POST /api/test/clock), so nothing waits for real time;
 * whoever cares about the time changing (tournament sweeps) hears about every jump.
 */
export class Clock {
  private fixed: number | null = null;
  private readonly listeners = new Set<() => Promise<void> | void>();

  constructor(readonly settable = false) {}

  now(): number {
    return this.fixed ?? Date.now();
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Tests only: time stands at `ms` until set again; listeners run before this resolves. */
  async set(ms: number): Promise<void> {
    if (!this.settable) throw new Error("this clock cannot be set");
    this.fixed = ms;
    for (const fn of this.listeners) await fn();
  }

  onJump(fn: () => Promise<void> | void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}
