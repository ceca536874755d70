/**
 * The heat map's arithmetic off the main thread: solving a hole takes about a second, and a
 * phone's page must stay responsive meanwhile. The figures are the game's own (strategy/odds.ts
 * `shotOdds`, the same function the `odds` tool prints), for the planner's curve choices.
 */

import { CLUB_IDS } from "../data.ts";
import type { Layout } from "../rules/course.ts";
import { shotOdds } from "../strategy/odds.ts";
import { modelFor } from "../strategy/planner.ts";
import type { HeatAnswer, HeatAsk } from "./heat.ts";

const post = (a: HeatAnswer) =>
  (self as unknown as { postMessage(a: HeatAnswer): void }).postMessage(a);

self.onmessage = (e: MessageEvent<HeatAsk>) => {
  const { id, layout, club, from, dir } = e.data;
  try {
    const m = modelFor(layout as Layout);
    const k = CLUB_IDS.indexOf(club);
    const at = m.course.index.get(from);
    if (k < 0 || at === undefined) throw new Error(`no shot with ${club} from ${from}`);
    post({ id, odds: shotOdds(m, k, at, dir) });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
