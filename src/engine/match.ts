/**
 * A match is its record: game, rules version, options, seed and every step taken.
 * The runner here is the one impure shell: it owns the generator and validates input;
 * rules stay pure. Any failed call leaves the match exactly as it was.
 */
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { checkOutcome, type Face, rollDice } from "./dice.ts";
import { GameError } from "./errors.ts";
import { checkCommitment, type FairDice, fairRng, situationFaces } from "./fair-dice.ts";
import type { AnyGame, GameResult, Json, Step } from "./game.ts";
import { createRng, type GeneratorName, RECORD_V1_GENERATOR } from "./rng.ts";
import { describeIssues } from "./zod-errors.ts";

/** A seat's decision, or a chance outcome (sampled from the seed, or typed in by a referee). */
export type RecordEntry =
  | { readonly seat: number; readonly action: Json }
  | { readonly chance: readonly Face[]; readonly typed?: true };

export interface MatchRecord {
  readonly game: string;
  readonly rulesVersion: string;
  readonly options: Json;
  readonly seed: number;
  readonly actions: RecordEntry[];
  /** Display names of the seats, e.g. ["you", "bot:optimal"]; not needed to replay. */
  readonly players?: string[];
  /** Online matches: rolls come from this fair generator instead of `seed` (fair-dice.ts). */
  readonly dice?: FairDice;
  /**
   * Records version 2: the seeded generator the rolls came from. Absent in every record made
   * before it existed (version 1), which were all rolled with xoroshiro128+ and still are.
   */
  readonly generator?: GeneratorName;
}

/** The seeded generator a record's rolls come from (records version 1: xoroshiro128+). */
export function recordGenerator(record: MatchRecord): GeneratorName {
  return record.generator ?? RECORD_V1_GENERATOR;
}

export interface Match<S = unknown> {
  readonly game: AnyGame;
  readonly record: MatchRecord;
  state: S;
  /** Mutable so a server can draw a roll on a clone and keep it only once the roll is stored. */
  rng: RandomGenerator;
}

export function createMatch(
  game: AnyGame,
  rawOptions: unknown,
  seed: number,
  players?: string[],
  dice?: FairDice,
  generator: GeneratorName = RECORD_V1_GENERATOR,
): Match {
  const options = parseOptions(game, rawOptions);
  return {
    game,
    record: {
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: options as Json,
      seed,
      actions: [],
      ...(players ? { players } : {}),
      ...(dice ? { dice } : {}),
      ...(generator !== RECORD_V1_GENERATOR ? { generator } : {}),
    },
    state: game.setup(options),
    // Without the secret (a record read before the end) the rolls cannot be drawn, only checked.
    rng: dice?.secret ? fairRng(dice.secret, dice.entropy) : createRng(seed, generator),
  };
}

export function parseOptions(game: AnyGame, raw: unknown): unknown {
  const parsed = game.optionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new GameError(
      "malformed",
      `bad options for ${game.name}: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

export function nextStep(m: Match): Step {
  return m.game.next(m.state);
}

/** Checks an action from `seat` without applying it; returns the parsed action. */
export function validateAction(m: Match, seat: number, raw: unknown): unknown {
  const step = m.game.next(m.state);
  if (step.kind !== "decision") {
    throw new GameError(
      "not-now",
      step.kind === "end" ? "the game is over" : "dice must be rolled first",
    );
  }
  if (step.seat !== seat) {
    throw new GameError(
      "wrong-seat",
      `it is ${whose(m, step.seat)} turn, not ${whose(m, seat, "yours")}`,
    );
  }
  const parsed = m.game.actionSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GameError(
      "malformed",
      `not a ${m.game.name} action: ${describeIssues(parsed.error)}`,
    );
  }
  const why = m.game.checkAction(m.state, parsed.data);
  if (why !== null) throw new GameError("illegal", why);
  return parsed.data;
}

/** A seat takes an action; throws GameError (match unchanged) if it is not legal now. */
export function act(m: Match, seat: number, raw: unknown): void {
  const action = validateAction(m, seat, raw);
  m.state = m.game.apply(m.state, action);
  m.record.actions.push({ seat, action: action as Json });
}

/**
 * Trusted loops only: applies an action a bot built from `legalActions` without parsing or
 * checking it again (see PlayMode in src/strategy/autoplay.ts). Anything typed by a person or
 * sent over the network goes through `act`.
 */
export function actTrusted(m: Match, seat: number, action: unknown): void {
  m.state = (m.game.headless ?? m.game).apply(m.state, action);
  m.record.actions.push({ seat, action: action as Json });
}

/** A seat's possessive as its record names it: "Ann's", "your" (or `yours`), else "seat 2's". */
function whose(m: Match, seat: number, yours = "your"): string {
  const name = m.record.players?.[seat] ?? `seat ${seat + 1}`;
  return name.trim().toLowerCase() === "you" ? yours : `${name}'s`;
}

function chanceStep(m: Match): Extract<Step, { kind: "chance" }> {
  const step = m.game.next(m.state);
  if (step.kind !== "chance") {
    throw new GameError(
      "not-now",
      step.kind === "end"
        ? "the game is over"
        : `no dice to roll: it is ${whose(m, step.seat)} turn to decide`,
    );
  }
  return step;
}

/**
 * The faces of the current chance step, drawn without changing the match: on a clone of its
 * generator (`rng` is where the generator is afterwards), or, for situation dice, from each
 * die's own stream keyed by the game's `chanceKeys`.
 */
export function drawRoll(m: Match, step = chanceStep(m)): { faces: Face[]; rng: RandomGenerator } {
  const dice = m.record.dice;
  if (dice?.stream === "situation" && dice.secret) {
    const keys = situationKeys(m, step.dice.length);
    return { faces: situationFaces(dice.secret, dice.entropy, keys, step.dice), rng: m.rng };
  }
  const rng = m.rng.clone();
  return { faces: rollDice(rng, step.dice), rng };
}

/** The game's keys for this roll's dice, or "roll K/die I" (K counts the match's rolls). */
export function situationKeys(m: Match, n: number): string[] {
  const own = m.game.chanceKeys?.(m.state);
  if (own) {
    if (own.length !== n || new Set(own).size !== n) {
      throw new GameError("bad-record", `${m.game.name}: chanceKeys must name each die once`);
    }
    return own;
  }
  const k = m.record.actions.filter((e) => "chance" in e).length;
  return Array.from({ length: n }, (_, i) => `roll ${k + 1}/die ${i + 1}`);
}

/**
 * Rolls the current chance step's dice from the match's generator. Trusted loops pass the game's
 * `headless` rules (`rollTrusted`).
 */
export function roll(
  m: Match,
  step = chanceStep(m),
  rules: Pick<AnyGame, "applyChance"> = m.game,
): Face[] {
  const faces = m.record.dice?.stream ? drawRoll(m, step).faces : rollDice(m.rng, step.dice);
  m.state = rules.applyChance(m.state, faces);
  m.record.actions.push({ chance: faces });
  return faces;
}

/** Trusted loops only (as `actTrusted`): a roll applied by the game's `headless` rules. */
export function rollTrusted(m: Match, step = chanceStep(m)): Face[] {
  return roll(m, step, m.game.headless ?? m.game);
}

/** Referee mode: a person types what real dice showed; it must be a possible outcome. */
export function enterRoll(m: Match, faces: readonly Face[]): void {
  const step = chanceStep(m);
  const why = checkOutcome(step.dice, faces);
  if (why !== null) throw new GameError("impossible-outcome", why);
  m.state = m.game.applyChance(m.state, faces);
  m.record.actions.push({ chance: [...faces], typed: true });
}

export function isOver(m: Match): boolean {
  return m.game.next(m.state).kind === "end";
}

export function matchResult(m: Match): GameResult {
  if (!isOver(m)) throw new GameError("not-now", "the game is not over");
  return m.game.result(m.state);
}

/**
 * Rebuilds a match from its record, checking every step. Sampled rolls are drawn again from
 * the seed (or the revealed fair-dice secret) and must agree, so the generator ends where the
 * original did and edits are caught. A fair-dice record without its secret (a match still being
 * played) cannot re-derive its rolls: they are taken as given, checked only to be possible.
 */
export function replay(
  game: AnyGame,
  record: MatchRecord,
  onStep?: (m: Match, entry: RecordEntry, index: number) => void,
): Match {
  if (record.game !== game.id) {
    throw new GameError("bad-record", `record is for game "${record.game}", not "${game.id}"`);
  }
  if (record.rulesVersion !== game.rulesVersion) {
    throw new GameError(
      "bad-record",
      `record was made under ${game.name} rules version ${record.rulesVersion}; this is version ${game.rulesVersion}`,
    );
  }
  const dice = record.dice;
  if (dice?.secret) {
    const why = checkCommitment(dice);
    if (why) throw new GameError("bad-record", why);
  }
  const trusted = dice !== undefined && !dice.secret;
  const source = dice ? "the dice roll" : "the seed rolls";
  let m: Match;
  try {
    m = createMatch(
      game,
      record.options,
      record.seed,
      record.players,
      dice,
      recordGenerator(record),
    );
  } catch (e) {
    throw new GameError("bad-record", (e as Error).message);
  }
  record.actions.forEach((entry, k) => {
    try {
      if ("chance" in entry) {
        if (entry.typed || trusted) {
          enterRoll(m, entry.chance);
          if (!entry.typed) m.record.actions[k] = { chance: [...entry.chance] };
        } else {
          const faces = roll(m);
          if (JSON.stringify(faces) !== JSON.stringify(entry.chance)) {
            throw new GameError(
              "bad-record",
              `${source} ${JSON.stringify(faces)}, the record says ${JSON.stringify(entry.chance)}`,
            );
          }
        }
      } else {
        act(m, entry.seat, entry.action);
      }
    } catch (e) {
      throw new GameError("bad-record", `step ${k + 1} of the record: ${(e as Error).message}`);
    }
    onStep?.(m, entry, k);
  });
  return m;
}
