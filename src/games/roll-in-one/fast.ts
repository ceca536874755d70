/**
 * The fast path for one-seat games: the plain shot rules over integer tables (fast-flight.ts,
 * rules/shot.ts's applyFace, applyCurve and settle) and the same draws from the same generators
 * as the generic engine, without cloning a state per step. Game g uses seed + g.
 */
import { createSimRng, SIM_GENERATOR } from "../../engine/rng.ts";
import { botRng } from "../../strategy/autoplay.ts";
import type { FastPath } from "../module.ts";
import { boardSetOf, CLUBS } from "./data.ts";
import { type CurvePicker, faceTable, holeTable, playShot } from "./fast-flight.ts";
import type { Options } from "./options.ts";
import { compileCourse, type Layout } from "./rules/course.ts";
import { generateLayout } from "./rules/generator.ts";
import { type Flight, startFlight } from "./rules/shot.ts";
import type { State } from "./state.ts";
import { bestShot, type Model, type ShotChoice } from "./strategy/model.ts";
import { bestCurve, modelFor } from "./strategy/planner.ts";
import {
  certainCurve,
  certainShot,
  forgetQuick,
  type QuickModel,
  quickModelFor,
} from "./strategy/quick.ts";
import { designMove } from "./strategy/random.ts";

/** The layouts a one-seat game plays, drawing design seeds from the bot's stream like the engine. */
function layouts(options: Options, botStream: ReturnType<typeof botRng>): Layout[] {
  if (options.course) return options.course.holes as Layout[];
  const extras = [2, 3, 4];
  // The design lab's boards, when given (layouts name them by their own ids).
  const set = boardSetOf(options.boards);
  if (options.layout === "generated") {
    return extras.map((e, h) => generateLayout(options.courseSeed * 1000 + h, e, set));
  }
  // A bot designing solo: generate (seed from its stream, smallest count left), then accept.
  return extras.map((e) => {
    const draft = { options, layout: { boards: [], green: null }, greens: [] };
    const a = designMove(draft as unknown as State, botStream);
    return generateLayout(a.type === "generate" ? a.seed : 1, e, set);
  });
}

/** A hole's decisions made so far: its best shot from each space, its curves by curveKey. */
interface Decisions {
  readonly shots: ShotChoice[];
  readonly curves: Map<number, number>;
}

/**
 * Each level's decisions on a hole, kept while its layout is (layouts are cached): a hole meets
 * the same ones again and again, in this run and in the next batch of it (a worker's chunks).
 */
const memo = {
  planner: new WeakMap<Layout, Decisions>(),
  greedy: new WeakMap<Layout, Decisions>(),
};

/**
 * The planner's decisions on one hole: from the quick model when it proves them (quick.ts),
 * else from the fully solved one, solved only then. Either way the full solve's choices.
 */
class Decider implements CurvePicker {
  private full: Model | undefined;
  private readonly made: Decisions;
  constructor(
    readonly layout: Layout,
    private readonly bot: "planner" | "greedy",
    private readonly q: QuickModel | null,
  ) {
    const byLayout = memo[bot];
    let made = byLayout.get(layout);
    if (!made) {
      made = { shots: [], curves: new Map() };
      byLayout.set(layout, made);
    }
    this.made = made;
  }
  private solved(): Model {
    this.full ??= modelFor(this.layout, this.bot);
    return this.full;
  }
  shot(c: number): ShotChoice {
    let best = this.made.shots[c];
    if (best === undefined) {
      best = (this.q && certainShot(this.q, c)) ?? bestShot(this.solved(), c);
      this.made.shots[c] = best;
    }
    return best;
  }
  curve(club: number, f: Flight): number {
    const key = curveKey(club, f);
    let dir = this.made.curves.get(key);
    if (dir === undefined) {
      dir = (this.q ? certainCurve(this.q, club, f) : null) ?? bestCurve(this.solved(), club, f);
      this.made.curves.set(key, dir);
    }
    return dir;
  }
}

/**
 * Everything a curve decision reads of the flight (strategy/planner.ts curveValues and
 * curveOptions): the club, space, heading, number to beat, the pending curve and its freedoms.
 */
function curveKey(club: number, f: Flight): number {
  const pending = f.pending === "dotted-curve" ? 1 : 0;
  const free = (f.anyDirection ? 2 : 0) + (f.stayPut ? 1 : 0);
  return ((((f.pos * 6 + f.dir) * 32 + f.last) * 8 + club) * 2 + pending) * 4 + free;
}

/** Cards and variants take the generic engine: the fast path knows only the plain rules. */
export function fastCovers(bot: string, o: Options): boolean {
  const plain = !o.cards && !o.sharedGolfers && !o.variant && !o.ricochet && !o.handicap && !o.mean;
  return plain && (bot === "planner" || bot === "greedy");
}

export function fastSimulate(
  games: number,
  seed: number,
  bot: string,
  options: Options,
): Float64Array {
  // Callers ask `fastCovers` first; any other bot would be played as one of these two.
  if (!fastCovers(bot, options)) {
    throw new Error(`Roll In One's fast path plays the planner and greedy bots, not "${bot}"`);
  }
  const out = new Float64Array(games);
  const faces = CLUBS.map(faceTable);
  const f = startFlight(0, 0);
  const level = bot as "planner" | "greedy";
  const holes = (list: readonly Layout[]) =>
    list.map((layout) => {
      const course = compileCourse(layout);
      return {
        course,
        table: holeTable(course),
        decide: new Decider(layout, level, level === "planner" ? quickModelFor(layout) : null),
      };
    });
  // A given course, or generated from the course seed: the same holes in every game.
  const same =
    options.course || options.layout === "generated"
      ? holes(layouts(options, botRng(seed, SIM_GENERATOR)))
      : null;
  for (let g = 0; g < games; g++) {
    const rng = createSimRng(seed + g);
    let total = 0;
    const list = same ?? holes(layouts(options, botRng(seed + g, SIM_GENERATOR)));
    for (const { course, table, decide } of list) {
      let ball = course.tee;
      for (let round = 1; ; round++) {
        const best = decide.shot(ball);
        const rest = playShot(table, best.club, faces[best.club], rng, f, ball, best.dir, decide);
        total += 1 + (rest & 1);
        ball = rest >> 1;
        if (ball === course.green || round >= options.maxRounds) break;
      }
    }
    out[g] = total;
    // This game's own holes: their quick models (the bulk of a hole's memory) are done with;
    // the decisions made stay remembered by layout.
    if (!same) for (const h of list) forgetQuick(h.decide.layout);
  }
  return out;
}

export const fast: FastPath<Options> = { covers: fastCovers, run: fastSimulate };
