/**
 * Hands out games in chunks sized by time: the first chunk is one game, and each next one is as
 * many games as the measured rate fits in `targetMs` (growing at most fourfold), so a slow game
 * moves the progress bar within a second and a fast one is not drowned in messages. An abort
 * stops handing out chunks; the ones running finish, so the games done are always 0 .. done-1.
 */
export interface ScheduleOptions<R> {
  readonly games: number;
  /** Chunks running at once (one per worker). */
  readonly lanes: number;
  /** Runs games start .. start+count-1; `ms` is the time the work itself took. */
  run(start: number, count: number): Promise<{ readonly out: R; readonly ms: number }>;
  merge(out: R): void;
  /** A fixed chunk size instead of sizing by time (tests, start-up measurements). */
  readonly chunkSize?: number;
  readonly targetMs?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}

const MAX_CHUNK = 1_000_000;

export async function schedule<R>(o: ScheduleOptions<R>): Promise<number> {
  const target = o.targetMs ?? 250;
  let next = 0;
  let done = 0;
  let perMs = 0; // games per millisecond of one lane, from the last chunk
  let failed = false;
  const sizeAfter = (last: number): number => {
    if (o.chunkSize) return o.chunkSize;
    if (last === 0 || perMs === 0) return 1;
    return Math.max(1, Math.min(MAX_CHUNK, last * 4, Math.round(perMs * target)));
  };
  const lane = async () => {
    let last = 0;
    while (!failed && !o.signal?.aborted && next < o.games) {
      const count = Math.min(sizeAfter(last), o.games - next);
      const start = next;
      next += count;
      try {
        const { out, ms } = await o.run(start, count);
        o.merge(out);
        perMs = count / Math.max(ms, 0.05);
      } catch (e) {
        failed = true;
        throw e;
      }
      last = count;
      done += count;
      o.onProgress?.(done, o.games);
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: o.lanes }, lane));
  const failure = settled.find((s) => s.status === "rejected");
  if (failure) throw (failure as PromiseRejectedResult).reason;
  return done;
}
