/**
 * Measures raw dice in a process of their own (bench/raw-dice.ts `rawGamesPerSecond`): prints the
 * games per second of CPU time that rolling the dice mix alone takes. Arguments: the mix as JSON
 * [[sides, dice per game], ...] and the milliseconds to measure.
 */
import { cpuRate, rawBatch } from "./raw-dice.ts";

const GAMES = 100;
const mix = new Map<number, number>(JSON.parse(process.argv[2]));
const ms = Number(process.argv[3]);
const batch = rawBatch(mix, GAMES);
cpuRate(batch, ms);
process.stdout.write(`${cpuRate(batch, ms) * GAMES}\n`);
