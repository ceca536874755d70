/**
 * Provably fair dice for online matches. A 256-bit secret per match, published first as its
 * SHA-256 commitment; every seat may mix in its own entropy; the rolls come from an HMAC-SHA256
 * stream keyed by both, and the secret is revealed at the end so anyone can re-derive every roll.
 * Simulations keep the fast 32-bit generator (rng.ts); this one is for matches people bet trust on.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { type Die, type Face, rollDie } from "./dice.ts";
import type { RandomGenerator } from "./rng.ts";

export interface FairDice {
  readonly kind: "hmac-sha256";
  /** Hex SHA-256 of the secret's 32 bytes, published when the match is created. */
  readonly commitment: string;
  /** Each seat's entropy in seat order ("" for none), fixed before the first roll. */
  readonly entropy: readonly string[];
  /** 64 hex digits; only in a record of a finished match. */
  readonly secret?: string;
  /**
   * "situation" (the daily challenge): every die has its own stream, keyed by the situation it is
   * rolled in (the game's `chanceKeys`), so players whose choices differ still see the same dice
   * whenever they are in the same situation. Absent: one stream for the whole match.
   */
  readonly stream?: "situation";
}

export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

export function commitmentOf(secretHex: string): string {
  return createHash("sha256").update(Buffer.from(secretHex, "hex")).digest("hex");
}

/** Why this secret does not open this commitment, or null when it does. */
export function checkCommitment(dice: FairDice): string | null {
  if (!dice.secret) return "the record has no secret (it is revealed when the match ends)";
  if (!/^[0-9a-f]{64}$/.test(dice.secret)) return "the secret is not 64 hex digits";
  const c = commitmentOf(dice.secret);
  return c === dice.commitment
    ? null
    : `sha256(secret) is ${c}, but the match committed to ${dice.commitment}`;
}

export function rollKey(secretHex: string, entropy: readonly string[]): Buffer {
  return createHmac("sha256", Buffer.from(secretHex, "hex"))
    .update(entropy.join("\u0000"))
    .digest();
}

/**
 * A pure-rand generator over the stream HMAC-SHA256(key, "block:" + k), read as 32-bit big-endian
 * words. next() returns word - 2^31, so pure-rand's uniformInt (rejection, no modulo bias) takes
 * `word mod n` from words below the largest multiple of n: the rule docs/api.md states.
 */
export function fairRng(secretHex: string, entropy: readonly string[]): RandomGenerator {
  return streamRng(rollKey(secretHex, entropy), 0, 0);
}

/**
 * A die rolled in a named situation: its face comes from the stream keyed by
 * HMAC-SHA256(rollKey, "die:" + key), so the same key always shows the same face.
 */
export function situationFaces(
  secretHex: string,
  entropy: readonly string[],
  keys: readonly string[],
  dice: readonly Die[],
): Face[] {
  const root = rollKey(secretHex, entropy);
  return dice.map((die, i) => {
    const key = createHmac("sha256", root).update(`die:${keys[i]}`).digest();
    return rollDie(streamRng(key, 0, 0), die);
  });
}

/** An HMAC-SHA256 key from a secret and a label: the daily challenge's per-day secrets. */
export function deriveSecret(masterHex: string, label: string): string {
  return createHmac("sha256", Buffer.from(masterHex, "hex")).update(label).digest("hex");
}

function streamRng(key: Buffer, startBlock: number, startWord: number): RandomGenerator {
  let block = startBlock;
  let word = startWord;
  let bytes = blockBytes(key, block);
  return {
    next() {
      if (word === 8) {
        block++;
        word = 0;
        bytes = blockBytes(key, block);
      }
      const w = bytes.readUInt32BE(4 * word++);
      return w - 0x80000000;
    },
    clone: () => streamRng(key, block, word),
    // Only the position in the stream; the key never leaves this closure.
    getState: () => [block, word],
  };
}

function blockBytes(key: Buffer, block: number): Buffer {
  return createHmac("sha256", key).update(`block:${block}`).digest();
}
