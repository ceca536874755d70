/**
 * The strong bot's memo: values by a non-negative integer key below 2^53, in an open-addressing
 * table of one typed array, each key beside its value (a probe reads one cache line). A Map keyed
 * by numbers above 2^31 boxes and hashes each key as a heap number; here a lookup is a multiply,
 * a mask and a compare, with no allocation.
 */
/** Bytes of cells memos hold (the strong bot's caches bound them: cache.ts). */
export interface MemoBytes {
  allocated: number;
}
/** The account of every memo not given one of its own. */
export const memoBytes: MemoBytes = { allocated: 0 };

export class NumberMemo {
  /** Slot i: key at 2i (-1 empty), value at 2i + 1. */
  private cells: Float64Array;
  private mask: number;
  size = 0;

  constructor(
    capacity = 1 << 12,
    private readonly account: MemoBytes = memoBytes,
  ) {
    this.cells = NumberMemo.empty(capacity, account);
    this.mask = capacity - 1;
  }

  private static empty(capacity: number, account: MemoBytes): Float64Array {
    const cells = new Float64Array(2 * capacity);
    account.allocated += cells.byteLength;
    for (let i = 0; i < cells.length; i += 2) cells[i] = -1;
    return cells;
  }

  /** The cell index (2 * slot) holding `key`, or the empty one where it would go. */
  private slot(key: number): number {
    const lo = key >>> 0;
    const hi = (key / 4294967296) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let i = h & this.mask;
    const cells = this.cells;
    while (cells[2 * i] !== key && cells[2 * i] !== -1) i = (i + 1) & this.mask;
    return 2 * i;
  }

  /** The value kept for `key`, or undefined. */
  get(key: number): number | undefined {
    const i = this.slot(key);
    return this.cells[i] === key ? this.cells[i + 1] : undefined;
  }

  set(key: number, value: number): void {
    const i = this.slot(key);
    if (this.cells[i] !== key) {
      this.cells[i] = key;
      this.size++;
    }
    this.cells[i + 1] = value;
    if (this.size * 2 > this.mask) this.grow();
  }

  clear(): void {
    for (let i = 0; i < this.cells.length; i += 2) this.cells[i] = -1;
    this.size = 0;
  }

  private grow(): void {
    const old = this.cells;
    const capacity = old.length; // twice the slots
    this.cells = NumberMemo.empty(capacity, this.account);
    // The old cells are dropped: the account holds what the memo holds.
    this.account.allocated -= old.byteLength;
    this.mask = capacity - 1;
    this.size = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== -1) this.set(old[i], old[i + 1]);
  }
}
