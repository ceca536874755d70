/**
 * The checks every game gets, as plain functions that return the problems they find, so that
 * vitest (tests/harness.ts) and the soak run (bench/soak.ts) share them.
 */
import { isDeepStrictEqual } from "node:util";
import { checkOutcome, faceOdds } from "../../src/engine/dice.ts";
import type { Json } from "../../src/engine/game.ts";
import { createMatch, type Match, nextStep, replay } from "../../src/engine/match.ts";
import { loadRecord, saveRecord } from "../../src/engine/record.ts";
import { RECORD_V1_GENERATOR, SIM_GENERATOR } from "../../src/engine/rng.ts";
import type { AnyGameModule } from "../../src/games/module.ts";
import { botRng, botsFor, playBots, playOut } from "../../src/strategy/autoplay.ts";

/** Freezes a value and everything inside it, so that a rule that writes to its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Problems in the state a match has just reached, and in the step that led to it. */
export function checkStep(mod: AnyGameModule, m: Match, before: unknown): string[] {
  const problems: string[] = [];
  const at = `step ${m.record.actions.length}`;
  const s = m.state;
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s))
    problems.push(`${at}: state is not plain JSON`);
  for (const p of mod.game.invariants?.(s, m.record.players) ?? []) problems.push(`${at}: ${p}`);
  // One deep-frozen copy of the state before: neither re-application may write to it.
  const frozen = m.record.actions.length > 0 ? deepFreeze(structuredClone(before)) : undefined;
  problems.push(...checkPure(mod, m, frozen).map((p) => `${at}: ${p}`));
  problems.push(...checkHeadless(mod, m, frozen).map((p) => `${at}: ${p}`));
  const step = mod.game.next(s);
  if (step.kind === "chance") {
    for (const die of step.dice) {
      const total = faceOdds(die).reduce((t, o) => t + o.count / o.sides, 0);
      if (Math.abs(total - 1) > 1e-12) problems.push(`${at}: ${die.name}'s odds sum to ${total}`);
    }
  }
  if (step.kind === "decision") {
    const legal = mod.game.legalActions(s);
    if (legal.length === 0) problems.push(`${at}: a decision with no legal action`);
    for (const a of legal.slice(0, 50)) {
      const why = mod.game.checkAction(s, a);
      if (why !== null) problems.push(`${at}: legal action ${JSON.stringify(a)} refused: ${why}`);
    }
  }
  // Views, for every seat and for a spectator (-1), never carry the generator.
  const rng = JSON.stringify(m.rng.getState());
  const players = (m.record.options as { players?: number }).players ?? 1;
  for (let seat = -1; seat < players; seat++) {
    if (JSON.stringify(mod.game.view(s, seat)).includes(rng)) {
      problems.push(`${at}: the view of seat ${seat} holds the generator state`);
    }
  }
  return problems;
}

/**
 * Re-applies the last step to a deep-frozen copy of the state before it: the rules must not write
 * to their input, must accept only faces the dice have, and must give the same state again.
 */
function checkPure(mod: AnyGameModule, m: Match, frozen: unknown): string[] {
  const entry = m.record.actions[m.record.actions.length - 1];
  if (!entry) return [];
  let again: unknown;
  try {
    if ("chance" in entry) {
      const step = mod.game.next(frozen);
      if (step.kind !== "chance") return ["a roll was recorded where no dice were due"];
      const bad = checkOutcome(step.dice, entry.chance);
      if (bad) return [`rolled faces are not the dice's: ${bad}`];
      again = mod.game.applyChance(frozen, entry.chance);
    } else {
      again = mod.game.apply(frozen, mod.game.actionSchema.parse(entry.action));
    }
  } catch (e) {
    return [`${"chance" in entry ? "applyChance" : "apply"} changed its input: ${String(e)}`];
  }
  return isDeepStrictEqual(again, m.state)
    ? []
    : ["the same step on the same state gave another state"];
}

/**
 * A game's `headless` rules (what trusted simulations apply) on the same step from the same
 * deep-frozen state: the same next step, the same legal actions and result, no write to the input.
 */
function checkHeadless(mod: AnyGameModule, m: Match, frozen: unknown): string[] {
  const rules = mod.game.headless;
  const entry = m.record.actions[m.record.actions.length - 1];
  if (!rules || !entry) return [];
  let plain: unknown;
  try {
    plain =
      "chance" in entry
        ? rules.applyChance(frozen, entry.chance)
        : rules.apply(frozen, mod.game.actionSchema.parse(entry.action));
  } catch (e) {
    return [`headless rules failed or changed their input: ${String(e)}`];
  }
  const g = mod.game;
  const step = g.next(m.state);
  if (!isDeepStrictEqual(g.next(plain), step)) return ["headless rules lead to another next step"];
  if (
    step.kind === "decision" &&
    !isDeepStrictEqual(g.legalActions(plain), g.legalActions(m.state))
  )
    return ["headless rules give other legal actions"];
  if (step.kind === "end" && !isDeepStrictEqual(g.result(plain), g.result(m.state)))
    return ["headless rules give another result"];
  return [];
}

/** Problems of a finished match: the result, JSON round trip of the record, replay, save and load. */
export function checkFinished(mod: AnyGameModule, m: Match, seats: number): string[] {
  const problems: string[] = [];
  if (nextStep(m).kind !== "end") return ["the match did not end"];
  const result = mod.game.result(m.state);
  if (result.scores.length !== seats) problems.push(`result has ${result.scores.length} scores`);
  const placed = result.ranking.flat().sort((a, b) => a - b);
  if (!isDeepStrictEqual(placed, [...Array(seats).keys()])) {
    problems.push(`ranking ${JSON.stringify(result.ranking)} does not place every seat once`);
  }
  const again = replay(mod.game, JSON.parse(JSON.stringify(m.record)));
  if (!isDeepStrictEqual(again.state, m.state)) problems.push("replay of the record differs");
  const loaded = loadRecord(saveRecord(m), (id) => (id === mod.game.id ? mod.game : undefined));
  if (!isDeepStrictEqual(loaded.state, m.state)) problems.push("save and load changed the state");
  if (!isDeepStrictEqual(loaded.rng.getState(), m.rng.getState())) {
    problems.push("save and load changed the generator");
  }
  return problems;
}

/** Plays one seeded game with bots, checking every step and the end; returns steps and problems. */
export function playChecked(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  seed: number,
  bots: readonly string[],
): { steps: number; problems: string[] } {
  // Odd seeds roll with the simulation generator, so its records replay and reload too.
  const generator = (seed & 1) === 0 ? RECORD_V1_GENERATOR : SIM_GENERATOR;
  const m = createMatch(
    mod.game,
    { ...options, players: bots.length },
    seed,
    undefined,
    undefined,
    generator,
  );
  const problems = checkStep(mod, m, m.state);
  let before: unknown = structuredClone(m.state);
  try {
    playOut(m, botsFor(mod, bots), botRng(seed, generator), (step) => {
      problems.push(...checkStep(mod, step, before));
      before = structuredClone(step.state);
    });
  } catch (e) {
    problems.push(`step ${m.record.actions.length}: play threw ${String(e)}`);
    return { steps: m.record.actions.length, problems };
  }
  problems.push(...checkFinished(mod, m, bots.length));
  return { steps: m.record.actions.length, problems };
}

/** Whether the game's fast path plays these options with this bot (else there is nothing to check). */
export function fastCovers(mod: AnyGameModule, options: Record<string, unknown>, bot: string) {
  return !!mod.fast?.covers(bot, mod.game.optionsSchema.parse({ ...options, players: 1 }));
}

/** Problems where the game's fast path disagrees with the engine, game by game, for one bot. */
export function checkFastPath(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  bot: string,
  games: number,
  seed: number,
): string[] {
  return fastAgainstEngine(mod, options, bot, games, seed).problems;
}

/** The same, with the steps the engine played (for the soak's figures). */
export function fastAgainstEngine(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  bot: string,
  games: number,
  seed: number,
): { steps: number; problems: string[] } {
  if (!mod.fast || !fastCovers(mod, options, bot)) return { steps: 0, problems: [] };
  const full = mod.game.optionsSchema.parse({ ...options, players: 1 });
  const fast = mod.fast.run(games, seed, bot, full);
  const problems: string[] = [];
  let steps = 0;
  for (let g = 0; g < games; g++) {
    const m = playBots(mod, options, seed + g, [bot], undefined, {
      generator: SIM_GENERATOR,
      trusted: false,
    });
    steps += m.record.actions.length;
    const engine = mod.game.result(m.state).scores[0];
    if (fast[g] !== engine) {
      problems.push(
        `${bot} ${JSON.stringify(options as Json)} game ${seed + g}: fast ${fast[g]}, engine ${engine}`,
      );
    }
  }
  return { steps, problems };
}
