/** The tournament rules the server follows, on plain rows: who may tee off, what a sweep does. */
import { describe, expect, it } from "vitest";
import type { EntrantRow, RoundRow } from "../../src/server/store/tournaments.ts";
import { mustTeeOff, sweepPlan } from "../../src/server/tournaments/plan.ts";

const windows = [
  { start: "2026-01-01T10:00:00.000Z", end: "2026-01-01T12:00:00.000Z" },
  { start: "2026-01-02T10:00:00.000Z", end: "2026-01-02T12:00:00.000Z" },
];
const at = (s: string) => Date.parse(s);
const entrant = (id: string, bot: string | null = null): EntrantRow => ({
  id,
  tournament_id: "t_1",
  profile_id: bot ? null : `p_${id}`,
  name: id,
  bot_level: bot,
  entered_at: "2026-01-01T09:00:00.000Z",
});
const round = (e: string, n: number, status: RoundRow["status"]): RoundRow => ({
  tournament_id: "t_1",
  entrant_id: e,
  round: n,
  match_id: status === "NS" ? null : `m_${e}${n}`,
  status,
  started_at: status === "NS" ? null : "2026-01-01T10:05:00.000Z",
  finished_at: null,
  strokes: null,
  holes: 0,
  to_par: null,
});
const plan = (es: EntrantRow[], rs: RoundRow[], now: string) =>
  sweepPlan(windows, es, rs, at(now)).map((s) =>
    s.kind === "disqualify" ? [s.kind, s.entrant.id, s.row.round] : [s.kind, s.entrant.id, s.round],
  );

describe("a sweep's plan", () => {
  const bot = entrant("bot", "greedy");
  const ann = entrant("ann");
  it("before any window: nothing", () => {
    expect(plan([bot, ann], [], "2026-01-01T09:59:59.000Z")).toEqual([]);
  });
  it("a window open: bots tee off, people are waited for", () => {
    expect(plan([bot, ann], [], "2026-01-01T10:00:00.000Z")).toEqual([["start-bot", "bot", 0]]);
    expect(plan([bot, ann], [round("bot", 0, "playing")], "2026-01-01T11:00:00.000Z")).toEqual([]);
  });
  it("a window closed: not started is NS, in play is DQ, and either ends the tournament", () => {
    const rs = [round("bot", 0, "playing")];
    expect(plan([bot, ann], rs, "2026-01-02T11:00:00.000Z")).toEqual([
      ["disqualify", "bot", 0],
      ["no-show", "ann", 0],
    ]);
  });
  it("after an NS or DQ, no later round is planned, even a bot's in an open window", () => {
    const rs = [round("bot", 0, "DQ"), round("ann", 0, "NS")];
    expect(plan([bot, ann], rs, "2026-01-02T11:00:00.000Z")).toEqual([]);
  });
  it("round 1 finished: the bot tees off round 2 when it opens, NS if nobody did", () => {
    const rs = [round("bot", 0, "finished"), round("ann", 0, "finished")];
    expect(plan([bot, ann], rs, "2026-01-02T10:30:00.000Z")).toEqual([["start-bot", "bot", 1]]);
    expect(plan([bot, ann], rs, "2026-01-02T12:00:00.000Z")).toEqual([
      ["no-show", "bot", 1],
      ["no-show", "ann", 1],
    ]);
  });
});

describe("teeing off", () => {
  const ann = entrant("ann");
  const open = at("2026-01-01T11:00:00.000Z");
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      return (e as Error).message;
    }
    return "allowed";
  };
  it("inside the window, entered, not out: allowed", () => {
    expect(refusal(() => mustTeeOff(windows, 0, "Ann", ann, [], open))).toBe("allowed");
  });
  it("each refusal says why", () => {
    const cases: [number, EntrantRow | undefined, RoundRow[], number, RegExp][] = [
      [2, ann, [], open, /this tournament has 2 rounds/],
      [0, undefined, [], open, /Ann has not entered this tournament/],
      [0, ann, [round("ann", 0, "finished")], open, /started round 1 already .* played once/],
      [
        1,
        ann,
        [round("ann", 0, "DQ")],
        at(windows[1].start),
        /out of this tournament \(DQ in round 1\)/,
      ],
      [0, ann, [], at("2026-01-01T09:00:00.000Z"), /round 1 tees off from 2026-01-01T10:00/],
      [0, ann, [], at(windows[0].end), /round 1's tee window closed at/],
    ];
    for (const [n, e, mine, now, msg] of cases) {
      expect(refusal(() => mustTeeOff(windows, n, "Ann", e, mine, now))).toMatch(msg);
    }
  });
});
