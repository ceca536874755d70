/** The HTTP half of the API: small typed calls; every failure becomes an ApiError people can read. */
import type {
  Created,
  CreateRequest,
  GameInfo,
  Hints,
  Joined,
  Lobby,
  MatchRecord,
  MatchSummary,
  Verified,
} from "../../api/contract.ts";

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function call<T>(
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError("offline", "The server cannot be reached. Check the connection.", 0);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page, for example: reported below by status.
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      err?.code ?? `http-${res.status}`,
      err?.message ?? `The server answered ${res.status} ${res.statusText}.`,
      res.status,
    );
  }
  return data as T;
}

export const api = {
  games: () => call<{ games: GameInfo[] }>("GET", "/api/games").then((r) => r.games),
  create: (req: CreateRequest) => call<Created>("POST", "/api/matches", req),
  lobby: () => call<Lobby>("GET", "/api/matches"),
  match: (id: string) => call<MatchSummary>("GET", `/api/matches/${enc(id)}`),
  record: (id: string) => call<MatchRecord>("GET", `/api/matches/${enc(id)}/record`),
  verify: (id: string) => call<Verified>("GET", `/api/matches/${enc(id)}/verify`),
  join: (id: string, token: string, name: string, entropy?: string) =>
    call<Joined>("POST", `/api/matches/${enc(id)}/join`, { token, name, entropy }),
  resign: (id: string, token: string) =>
    call<unknown>("POST", `/api/matches/${enc(id)}/resign`, { token }),
  rematch: (id: string, token: string) =>
    call<Created>("POST", `/api/matches/${enc(id)}/rematch`, { token }),
  hint: (id: string, token: string) =>
    call<Hints>("POST", `/api/matches/${enc(id)}/hint`, { token }),
};

function enc(s: string): string {
  return encodeURIComponent(s);
}

/** A few random bytes of this device's own, mixed into the match's dice when it joins. */
export function entropy(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}
