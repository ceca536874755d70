/**
 * Measures raw dice in a process of their own (bench/raw-dice.ts `rawGamesPerSecond`): prints the
 * games per second of CPU time that rolling the dice mix alone takes. Arguments: the mix as JSON
 * [[sides, dice per game], ...], the milliseconds to measure, and `local` (the generator's state
 * in local variables, bench/raw-local.ts) or `object` (`rng.below()` on the generator object).
 */
import { cpuRate, rawBatch } from "./raw-dice.ts";
import { rawLocalBatch } from "./raw-local.ts";

// Games a call: enough dice (about 0.1-2 ms) that reading the CPU clock after each call
// (process.cpuUsage, about 0.7 us) costs nothing; at 100 games it added 4-13% to the raw time.
const GAMES = 10_000;
const mix = new Map<number, number>(JSON.parse(process.argv[2]));
const ms = Number(process.argv[3]);
const batch = process.argv[4] === "object" ? rawBatch(mix, GAMES) : rawLocalBatch(mix, GAMES);
cpuRate(batch, ms);
process.stdout.write(`${cpuRate(batch, ms) * GAMES}\n`);
