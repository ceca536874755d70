/** What an organiser sends to make a tournament, and the checks that refuse an impossible one. */
import { z } from "zod";
import {
  COURSE_PARS,
  DEFAULT_COURSE,
  ROUND_HOLES,
  TOURNAMENT_MODES,
  type TournamentMode,
} from "../../games/golo/tournament.ts";
import { ApiError } from "../errors.ts";
import { checkName } from "../profiles.ts";

export const TOURNAMENT_NAME_MAX = 40;
export const MAX_ROUNDS = 4;
export const MAX_BOTS = 20;
/** Entries close at this many, bots included: each entrant's round is a match the server keeps. */
export const MAX_ENTRANTS = 200;

const when = z.iso.datetime({ offset: true });

export const createTournamentBody = z
  .object({
    name: z.string().max(200),
    mode: z.enum(TOURNAMENT_MODES).default("stroke"),
    course: z.array(z.number().int()).optional(),
    rounds: z
      .array(z.object({ start: when, end: when }).strict())
      .min(1, `a tournament has 1 to ${MAX_ROUNDS} rounds`)
      .max(MAX_ROUNDS, `a tournament has 1 to ${MAX_ROUNDS} rounds (up to 72 holes)`),
    entry: z.enum(["open", "invite"]).default("open"),
    bots: z.array(z.string().min(1).max(32)).max(MAX_BOTS).default([]),
  })
  .strict();

export interface Window {
  readonly start: string;
  readonly end: string;
}

export interface TournamentSpec {
  readonly name: string;
  readonly mode: TournamentMode;
  readonly course: readonly number[];
  readonly rounds: readonly Window[];
  readonly entry: "open" | "invite";
  readonly bots: readonly string[];
}

const at = (t: number) => new Date(t).toISOString().replace(".000Z", "Z");

/** Checks a parsed body against the rulebook and the clock; every refusal says which round. */
export function checkSpec(
  body: z.infer<typeof createTournamentBody>,
  now: number,
  botLevels: readonly string[],
): TournamentSpec {
  const { name } = checkName(body.name, TOURNAMENT_NAME_MAX, "a tournament's name");
  const course = body.course ?? [...DEFAULT_COURSE];
  if (course.length !== ROUND_HOLES) {
    throw new ApiError(
      "malformed",
      `a course has ${ROUND_HOLES} holes (a par for each), got ${course.length}`,
    );
  }
  course.forEach((p, i) => {
    if (!COURSE_PARS.includes(p)) {
      throw new ApiError(
        "malformed",
        `hole ${i + 1}: par ${p} is not a par of the GOLO dice (${COURSE_PARS.join(", ")})`,
      );
    }
  });
  const rounds = body.rounds.map((w) => ({ start: Date.parse(w.start), end: Date.parse(w.end) }));
  rounds.forEach((w, i) => {
    const r = `round ${i + 1}`;
    if (w.end <= w.start) {
      throw new ApiError(
        "malformed",
        `${r}'s tee window must end after it starts (${at(w.start)} to ${at(w.end)})`,
      );
    }
    if (i > 0 && w.start < rounds[i - 1].end) {
      throw new ApiError(
        "malformed",
        `${r}'s tee window starts (${at(w.start)}) before round ${i}'s ends (${at(rounds[i - 1].end)}): windows go in order and do not overlap`,
      );
    }
    if (w.end <= now) {
      throw new ApiError(
        "malformed",
        `${r}'s tee window ended already (${at(w.end)}; it is ${at(now)} now)`,
      );
    }
  });
  for (const b of body.bots) {
    if (!botLevels.includes(b)) {
      throw new ApiError(
        "malformed",
        `GOLO has no bot "${b}"; its bots are ${botLevels.join(", ")}`,
      );
    }
  }
  return {
    name,
    mode: body.mode,
    course,
    rounds: rounds.map((w) => ({
      start: new Date(w.start).toISOString(),
      end: new Date(w.end).toISOString(),
    })),
    entry: body.entry,
    bots: body.bots,
  };
}
