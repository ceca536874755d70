import { describe, expect, it } from "vitest";
import { NumberMemo } from "./memo.ts";

describe("the strong bot's memo", () => {
  it("keeps every value by its key, keys up to 2^52, through growth and clear, as a Map would", () => {
    const memo = new NumberMemo(4);
    const map = new Map<number, number>();
    let x = 12345;
    for (let i = 0; i < 20000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const key = (x % 1048576) * 4294967296 + Math.imul(x, 2654435761) + 2 ** 31;
      const k = Math.abs(key) % 2 ** 52;
      memo.set(k, i / 7);
      map.set(k, i / 7);
    }
    for (const k of [0, 1, 2 ** 31, 2 ** 32 + 5]) {
      memo.set(k, -k);
      map.set(k, -k);
    }
    expect(memo.size).toBe(map.size);
    for (const [k, v] of map) expect(memo.get(k)).toBe(v);
    expect(memo.get(3 * 2 ** 40 + 1)).toBeUndefined();
    memo.clear();
    expect(memo.size).toBe(0);
    expect(memo.get(1)).toBeUndefined();
  });

  it("counts in its account the cells it holds, not the ones growth dropped", () => {
    const account = { allocated: 0 };
    const memo = new NumberMemo(4, account);
    for (let i = 0; i < 1000; i++) memo.set(i * 7919, i);
    // 1,000 keys at most half full: 2,048 slots of two doubles.
    expect(account.allocated).toBe(2048 * 16);
    for (let i = 0; i < 1000; i++) expect(memo.get(i * 7919)).toBe(i);
  });
});
