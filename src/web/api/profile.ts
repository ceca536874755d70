/**
 * This browser's player profile (docs/api.md, Profiles): made on first need, its key kept in
 * localStorage `clubhouse.profile` and sent as `X-Clubhouse-Profile`. Asking for a name is up to
 * whoever registers an asker (the app's name dialog); without one the friendly default is used.
 */
import { ApiError, call } from "./http.ts";

export interface StoredProfile {
  readonly id: string;
  readonly name: string;
  readonly key: string;
}

export interface ProfileLink {
  readonly code: string;
  readonly url: string;
  readonly expiresAt: string;
}

const STORAGE = "clubhouse.profile";
export const PROFILE_HEADER = "X-Clubhouse-Profile";
export const NAME_MAX = 24;

/** Asks a person for a name: gets a suggestion and, on a retry, why the last one was refused. */
export type NameAsker = (suggestion: string, problem?: string) => Promise<string | null>;

let asker: NameAsker | null = null;
const listeners = new Set<(p: StoredProfile | null) => void>();

export function setNameAsker(fn: NameAsker | null): void {
  asker = fn;
}

export function storedProfile(): StoredProfile | null {
  try {
    const p = JSON.parse(localStorage.getItem(STORAGE) ?? "null") as Partial<StoredProfile> | null;
    if (p && typeof p.id === "string" && typeof p.name === "string" && typeof p.key === "string") {
      return { id: p.id, name: p.name, key: p.key };
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

function store(p: StoredProfile | null): void {
  if (p) localStorage.setItem(STORAGE, JSON.stringify(p));
  else localStorage.removeItem(STORAGE);
  for (const fn of listeners) fn(p);
}

/** Called whenever this browser's profile changes (made, renamed, claimed, forgotten). */
export function onProfileChange(fn: (p: StoredProfile | null) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function profileHeaders(): Record<string, string> {
  const p = storedProfile();
  return p ? { [PROFILE_HEADER]: p.key } : {};
}

export function defaultName(): string {
  const n = new Uint16Array(1);
  crypto.getRandomValues(n);
  return `Golfer ${1000 + (n[0] % 9000)}`;
}

let making: Promise<StoredProfile> | null = null;

/** This browser's profile, made on first call (one request even if several pages ask at once). */
export function ensureProfile(): Promise<StoredProfile> {
  const have = storedProfile();
  if (have) return Promise.resolve(have);
  making ??= create().finally(() => {
    making = null;
  });
  return making;
}

async function create(): Promise<StoredProfile> {
  let suggestion = defaultName();
  let problem: string | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    const asked = asker ? await asker(suggestion, problem) : suggestion;
    const name = asked?.trim() || suggestion;
    try {
      const p = await call<StoredProfile>("POST", "/api/profiles", { name });
      store(p);
      return p;
    } catch (e) {
      if (!(e instanceof ApiError) || (e.code !== "taken" && e.code !== "malformed")) throw e;
      problem = e.message;
      suggestion = /"([^"]+)"\s*$/.exec(e.message)?.[1] ?? defaultName();
    }
  }
  throw new ApiError("malformed", "no name was accepted; try again", 400);
}

/** Asks the server who this key is; a key the server does not know is forgotten here. */
export async function refreshProfile(): Promise<StoredProfile | null> {
  const have = storedProfile();
  if (!have) return null;
  try {
    const me = await call<{ id: string; name: string }>("GET", "/api/profiles/me", undefined, {
      [PROFILE_HEADER]: have.key,
    });
    const p = { ...have, ...me };
    if (p.name !== have.name) store(p);
    return p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      store(null);
      return null;
    }
    throw e;
  }
}

export async function renameProfile(name: string): Promise<StoredProfile> {
  const me = await call<{ id: string; name: string }>(
    "PATCH",
    "/api/profiles/me",
    { name },
    profileHeaders(),
  );
  const p = { ...(await ensureProfile()), ...me };
  store(p);
  return p;
}

export function linkProfile(): Promise<ProfileLink> {
  return call<ProfileLink>("POST", "/api/profiles/me/link", {}, profileHeaders());
}

/** Takes over the profile of a code from another device; this browser's own profile is replaced. */
export async function claimProfile(code: string): Promise<StoredProfile> {
  const p = await call<StoredProfile>("POST", "/api/profiles/claim", { code });
  store(p);
  return p;
}
