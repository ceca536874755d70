/**
 * The heat map's data: asks the worker (heat-worker.ts) for one shot's exact odds and keeps
 * the answers, so flipping between clubs and directions already asked is instant.
 */
import { useEffect, useState } from "react";
import type { Layout } from "../rules/course.ts";
import type { ShotOdds } from "../strategy/odds.ts";

export interface HeatAsk {
  readonly id: number;
  readonly layout: Layout;
  readonly club: string;
  /** The ball's space as "q,r". */
  readonly from: string;
  readonly dir: number;
}

export type HeatAnswer =
  | { readonly id: number; readonly odds: ShotOdds }
  | { readonly id: number; readonly error: string };

let worker: Worker | null = null;
let counter = 0;
const waiting = new Map<number, (a: HeatAnswer) => void>();
const known = new Map<string, ShotOdds>();

function ask(q: Omit<HeatAsk, "id">): Promise<HeatAnswer> {
  if (!worker) {
    worker = new Worker(new URL("./heat-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<HeatAnswer>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  const id = ++counter;
  const w = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ ...q, id });
  });
}

export type Heat =
  | { readonly state: "off" }
  | { readonly state: "working" }
  | { readonly state: "ready"; readonly odds: ShotOdds }
  | { readonly state: "failed"; readonly error: string };

/** The odds of the chosen shot (off until a club and a direction are both chosen). */
export function useHeat(
  layout: Layout,
  club: string | null,
  from: string | null,
  dir: number | null,
  on: boolean,
): Heat {
  const key =
    on && club && from && dir !== null ? `${JSON.stringify(layout)}|${club}|${from}|${dir}` : null;
  const [answer, setAnswer] = useState<{ key: string; heat: Heat } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every input.
  useEffect(() => {
    if (!key || !club || !from || dir === null) return;
    const hit = known.get(key);
    if (hit) {
      setAnswer({ key, heat: { state: "ready", odds: hit } });
      return;
    }
    let live = true;
    void ask({ layout, club, from, dir }).then((a) => {
      if ("odds" in a) known.set(key, a.odds);
      if (live)
        setAnswer({
          key,
          heat:
            "odds" in a ? { state: "ready", odds: a.odds } : { state: "failed", error: a.error },
        });
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (!key) return { state: "off" };
  if (answer?.key === key) return answer.heat;
  const hit = known.get(key);
  return hit ? { state: "ready", odds: hit } : { state: "working" };
}
