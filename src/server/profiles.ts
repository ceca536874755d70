/**
 * Player profiles without passwords (docs/api.md, Profiles): a display name and a secret key the
 * browser keeps, sent as `X-Clubhouse-Profile`. Only the key's hash is stored. A one-time code
 * carries a profile to another device, which gets a key of its own.
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Clock } from "./clock.ts";
import { ApiError } from "./errors.ts";
import { hashToken, newId, newToken } from "./ids.ts";
import { parseBody } from "./parse.ts";
import type { ProfileRow, ProfileStore } from "./store/profiles.ts";

export const PROFILE_HEADER = "x-clubhouse-profile";
export const NAME_MAX = 24;
export const LINK_MINUTES = 10;
/** Link codes: no 0/O, 1/I/L, so a code read aloud or typed from another screen survives. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 8;

export interface Profile {
  readonly id: string;
  readonly name: string;
}

declare module "fastify" {
  interface FastifyInstance {
    profiles: ProfileStore;
    clock: Clock;
  }
}

/**
 * The profile a request speaks for: null without the header; a key that is no profile's is
 * refused (401), so a forged key never reads as "nobody".
 */
export async function profileOf(request: FastifyRequest): Promise<Profile | null> {
  const raw = request.headers[PROFILE_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const row = /^[A-Za-z0-9_-]{20,128}$/.test(key)
    ? await request.server.profiles.byKeyHash(hashToken(key))
    : undefined;
  if (!row) {
    throw new ApiError(
      "unauthorized",
      "that profile key is not known here; make a new profile or claim a code from your other device",
    );
  }
  return { id: row.id, name: row.name };
}

async function mustProfile(request: FastifyRequest): Promise<Profile> {
  const p = await profileOf(request);
  if (!p) {
    throw new ApiError("unauthorized", `no profile key: send it in the ${PROFILE_HEADER} header`);
  }
  return p;
}

/** A display name as stored (trimmed, inner runs of spaces made one) and its folded key. */
export function checkName(
  raw: string,
  max = NAME_MAX,
  what = "a name",
): { name: string; key: string } {
  const name = raw.trim().replace(/\s+/g, " ");
  const length = [...name].length;
  if (length === 0) throw new ApiError("malformed", `${what} needs at least one character`);
  if (length > max) {
    throw new ApiError(
      "malformed",
      `${what} is at most ${max} characters; "${name}" has ${length}`,
    );
  }
  const bad = [...name].filter((c) => !/^[\p{L}\p{M}\p{N} _.'-]$/u.test(c));
  if (bad.length) {
    const shown = [...new Set(bad)].map((c) => JSON.stringify(c)).join(", ");
    throw new ApiError(
      "malformed",
      `${what} may hold letters, digits, spaces and - _ . ' only, not ${shown}`,
    );
  }
  return { name, key: nameKey(name) };
}

/** Case and spaces folded: "Ann Lee", "ann  lee" and "ANNLEE" are one name on a leaderboard. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

async function refuseTaken(store: ProfileStore, name: string): Promise<never> {
  let suggestion = "";
  for (let n = 2; n < 1000 && !suggestion; n++) {
    const base = [...name].slice(0, NAME_MAX - String(n).length - 1).join("");
    const s = `${base} ${n}`;
    if (!(await store.byNameKey(nameKey(s)))) suggestion = s;
  }
  throw new ApiError(
    "taken",
    `the name "${name}" is taken${suggestion ? `; add a number, for example "${suggestion}"` : ""}`,
  );
}

function newCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** What people type: any case, spaces or dashes between groups. */
function normalCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

const nameBody = z.object({ name: z.string().max(200) }).strict();
const claimBody = z.object({ code: z.string().max(64) }).strict();

function view(row: ProfileRow | Profile): Profile {
  return { id: row.id, name: row.name };
}

export function registerProfiles(app: FastifyInstance): void {
  const store = app.profiles;
  const clock = app.clock;

  app.post("/api/profiles", async (req, reply) => {
    const { name, key: nk } = checkName(parseBody(nameBody, req.body).name);
    if (await store.byNameKey(nk)) await refuseTaken(store, name);
    const key = newToken();
    const row: ProfileRow = {
      id: newId("p_"),
      name,
      name_key: nk,
      key_hash: hashToken(key),
      created_at: clock.iso(),
    };
    try {
      await store.insert(row);
    } catch (e) {
      // Two people asking for the same name at once: the unique index lets one through.
      if (await store.byNameKey(nk)) await refuseTaken(store, name);
      throw e;
    }
    return reply.code(201).send({ ...view(row), key });
  });

  app.get("/api/profiles/me", async (req) => mustProfile(req));

  app.patch("/api/profiles/me", async (req) => {
    const me = await mustProfile(req);
    const { name, key: nk } = checkName(parseBody(nameBody, req.body).name);
    if (await store.nameKeyTakenBy(nk, me.id)) await refuseTaken(store, name);
    if (!(await store.rename(me.id, name, nk))) await refuseTaken(store, name);
    return { id: me.id, name };
  });

  app.post("/api/profiles/me/link", async (req) => {
    const me = await mustProfile(req);
    const code = newCode();
    const expiresAt = new Date(clock.now() + LINK_MINUTES * 60_000).toISOString();
    await store.insertLink(
      { code_hash: hashToken(code), profile_id: me.id, expires_at: expiresAt, used_at: null },
      clock.iso(),
    );
    return { code, url: `/profile/claim/${code}`, expiresAt };
  });

  app.post("/api/profiles/claim", async (req) => {
    const code = normalCode(parseBody(claimBody, req.body).code);
    const hash = hashToken(code);
    const link = await store.link(hash);
    const now = clock.iso();
    if (!link) throw new ApiError("not-found", `no profile code ${JSON.stringify(code)}`);
    if (link.used_at) throw new ApiError("taken", "that code was used already; make a new one");
    if (link.expires_at <= now) {
      throw new ApiError("expired", "that code expired (codes last 10 minutes); make a new one");
    }
    const key = newToken();
    if (!(await store.claim(hash, now, hashToken(key)))) {
      throw new ApiError("taken", "that code was used already; make a new one");
    }
    const row = await store.byId(link.profile_id);
    if (!row) throw new ApiError("not-found", "that profile is gone");
    return { ...view(row), key };
  });
}
