/**
 * Outcomes of n identical dice as sorted multisets with multinomial probabilities: five white
 * dice have 252 distinct outcomes instead of 12^5 = 248,832 ordered ones.
 */
export interface KindRolls {
  readonly n: number;
  readonly probs: Float64Array;
  /** prefix[m * (n + 1) + u]: the sum of the u lowest faces of outcome m. */
  readonly prefix: Float64Array;
}

export function kindRolls(faces: readonly number[], n: number): KindRolls {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  const values = [...counts.keys()].sort((a, b) => a - b);
  const q = values.map((v) => counts.get(v)! / faces.length);
  const probs: number[] = [];
  const prefix: number[] = [];
  const fact = [1];
  for (let i = 1; i <= n; i++) fact.push(fact[i - 1] * i);
  const mult = new Array<number>(values.length).fill(0);
  const walk = (v: number, left: number): void => {
    if (v === values.length - 1) {
      mult[v] = left;
      let p = fact[n];
      for (let i = 0; i < values.length; i++) p *= q[i] ** mult[i] / fact[mult[i]];
      probs.push(p);
      let sum = 0;
      prefix.push(0);
      for (let i = 0; i < values.length; i++) {
        for (let c = 0; c < mult[i]; c++) {
          sum += values[i];
          prefix.push(sum);
        }
      }
      return;
    }
    for (let c = left; c >= 0; c--) {
      mult[v] = c;
      walk(v + 1, left - c);
    }
  };
  walk(0, n);
  return { n, probs: Float64Array.from(probs), prefix: Float64Array.from(prefix) };
}
