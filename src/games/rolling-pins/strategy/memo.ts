/**
 * The strong bot's memo: values by a non-negative integer key below 2^53, in an open-addressing
 * table of two typed arrays. A Map keyed by numbers above 2^31 boxes and hashes each key as a
 * heap number; here a lookup is a multiply, a mask and a compare, with no allocation.
 */
export class NumberMemo {
  private keys: Float64Array;
  private values: Float64Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1 << 12) {
    this.keys = new Float64Array(capacity).fill(-1);
    this.values = new Float64Array(capacity);
    this.mask = capacity - 1;
  }

  private slot(key: number): number {
    const lo = key >>> 0;
    const hi = (key / 4294967296) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let i = h & this.mask;
    const keys = this.keys;
    while (keys[i] !== key && keys[i] !== -1) i = (i + 1) & this.mask;
    return i;
  }

  /** The value kept for `key`, or undefined. */
  get(key: number): number | undefined {
    const i = this.slot(key);
    return this.keys[i] === key ? this.values[i] : undefined;
  }

  set(key: number, value: number): void {
    const i = this.slot(key);
    if (this.keys[i] !== key) {
      this.keys[i] = key;
      this.size++;
    }
    this.values[i] = value;
    if (this.size * 2 > this.mask) this.grow();
  }

  clear(): void {
    this.keys.fill(-1);
    this.size = 0;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(keys.length * 2).fill(-1);
    this.values = new Float64Array(keys.length * 2);
    this.mask = keys.length * 2 - 1;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i], values[i]);
  }
}
