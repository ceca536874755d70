import { type Course, compileCourse, type Layout } from "../rules/course.ts";
import { withIgnored } from "../rules/effects.ts";
import { curveOptions, type Flight } from "../rules/shot.ts";
import { createModel, distanceGuess, type Model, outVal, solve, stopVal, wAt } from "./model.ts";

const cache = new Map<string, Model>();
const byRef = new WeakMap<Layout, Partial<Record<ModelLevel, Model>>>();

/** planner: solved for shots + penalties; table: penalties dearer (table.ts); greedy: a guess. */
export type ModelLevel = "planner" | "greedy" | "table";

/** At a table a penalty token costs a point outright while a shot costs only time in the race. */
export const TABLE_PENALTY = 6;

/** A seat's golfer abilities as the model sees them; "" when it plays by the rulebook. */
export interface SeatRules {
  readonly ignore: string;
  readonly tiesBeat: boolean;
  readonly extraDots: number;
}

/** The solved model of a hole (remembered: one solve per layout, level and abilities). */
export function modelFor(layout: Layout, level: ModelLevel = "planner", rules?: SeatRules): Model {
  const plain = !rules || (!rules.ignore && !rules.tiesBeat && !rules.extraDots);
  const same = plain ? byRef.get(layout)?.[level] : undefined;
  if (same) return same;
  const k = `${level}:${plain ? "" : JSON.stringify(rules)}:${JSON.stringify(layout)}`;
  let m = cache.get(k);
  if (!m) {
    const penalty = level === "table" ? TABLE_PENALTY : 1;
    m = createModel(withIgnored(compileCourse(layout), rules?.ignore ?? ""), undefined, {
      ...rules,
      penalty,
    });
    if (level !== "greedy") solve(m);
    else distanceGuess(m);
    if (cache.size > 64) cache.clear();
    cache.set(k, m);
  }
  if (plain) byRef.set(layout, { ...byRef.get(layout), [level]: m });
  return m;
}

/** Value of each direction a pending curve may take (lower is better). */
export function curveValues(m: Model, club: number, f: Flight): { dir: number; value: number }[] {
  const nbr = m.course.nbr;
  return curveOptions(f).map((dir) => {
    const s = nbr[f.pos * 6 + dir];
    let value: number;
    if (f.pending === "dotted-curve") value = s < 0 ? outVal(m, f.pos) : stopVal(m, s);
    else if (f.stayPut) value = wAt(m, club, f.pos, dir, f.last);
    else value = s < 0 ? outVal(m, f.pos) : wAt(m, club, s, dir, f.last);
    return { dir, value };
  });
}

export function bestCurve(m: Model, club: number, f: Flight): number {
  const v = curveValues(m, club, f);
  return v.reduce((a, b) => (b.value < a.value - 1e-12 ? b : a)).dir;
}

export type { Course };
