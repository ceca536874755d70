/**
 * Who follows a tournament's leaderboard: a change tells them soon, and many changes in a moment
 * (every hole of every round) make one message.
 */
import type { Standing } from "../../api/contract.ts";

const COALESCE_MS = 50;

export class Followers {
  private readonly byId = new Map<string, Set<(s: Standing) => void>>();
  private readonly pending = new Set<string>();

  /** `standing` is asked for once the moment has passed, and only if someone follows. */
  constructor(private readonly standing: (id: string) => Promise<Standing>) {}

  changed(id: string): void {
    if (this.pending.has(id) || !this.byId.get(id)?.size) return;
    this.pending.add(id);
    setTimeout(() => {
      this.pending.delete(id);
      this.standing(id).then(
        (s) => {
          for (const f of this.byId.get(id) ?? []) f(s);
        },
        (e: Error) => process.stderr.write(`tournament ${id}: ${e.message}\n`),
      );
    }, COALESCE_MS);
  }

  /** Follows `id` until the returned function is called. */
  follow(id: string, fn: (s: Standing) => void): () => void {
    const set = this.byId.get(id) ?? new Set();
    this.byId.set(id, set);
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.byId.delete(id);
    };
  }
}
