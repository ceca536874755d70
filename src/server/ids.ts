/** Match ids and seat tokens. Tokens are stored only as SHA-256 hashes. */
import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";

const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

export function newMatchId(): string {
  return newId("m_");
}

/** The id of a match's rematch: fixed by the match, so every process agrees on it. */
export function rematchMatchId(matchId: string): string {
  const h = createHash("sha256").update(`rematch:${matchId}`).digest();
  let s = "m_";
  for (let i = 0; i < 12; i++) s += ALPHABET[h[i] % ALPHABET.length];
  return s;
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A seat's token in a rematch, derived from its old token's hash, so every player who presents
 * an old token gets the new one without the server ever storing a token itself.
 */
export function rematchToken(oldHash: string, newMatch: string): string {
  return createHmac("sha256", oldHash).update(`rematch:${newMatch}`).digest("base64url");
}

export function randomSeed(): number {
  return randomInt(2 ** 31 - 1);
}

/**
 * A token the server can give again to whoever holds a profile (a tournament round's seat, an
 * organiser's invite): derived from the profile's key hash, which never leaves the server.
 */
export function profileToken(keyHash: string, purpose: string): string {
  return createHmac("sha256", keyHash).update(`profile:${purpose}`).digest("base64url");
}

export function newId(prefix: string): string {
  let s = prefix;
  for (let i = 0; i < 12; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}
