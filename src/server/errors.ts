/** API errors: a code a client can switch on, plain words, and the HTTP status that fits. */
import { GameError } from "../engine/errors.ts";

export type ApiCode =
  | "malformed"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "stale"
  | "illegal"
  | "not-now"
  | "wrong-seat"
  | "taken"
  | "expired"
  | "rate-limited"
  | "unavailable"
  | "internal";

const STATUS: Record<ApiCode, number> = {
  malformed: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  stale: 409,
  illegal: 409,
  "not-now": 409,
  "wrong-seat": 409,
  taken: 409,
  expired: 410,
  "rate-limited": 429,
  unavailable: 503,
  internal: 500,
};

export class ApiError extends Error {
  constructor(
    readonly code: ApiCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
  get status(): number {
    return STATUS[this.code];
  }
}

/** Maps an engine refusal onto the protocol's codes (a typed roll with a face the die lacks is illegal). */
export function fromGameError(e: GameError): ApiError {
  switch (e.code) {
    case "malformed":
    case "wrong-seat":
    case "illegal":
    case "not-now":
      return new ApiError(e.code, e.message);
    case "impossible-outcome":
      return new ApiError("illegal", e.message);
    default:
      return new ApiError("internal", e.message);
  }
}

export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof GameError) return fromGameError(e);
  return new ApiError("internal", "the server failed; nothing was changed");
}

/**
 * A write the store could not make (the SQLite writer thread restarting, the database away):
 * nothing was changed, so the client may send the same request again.
 */
export async function stored<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (e) {
    throw new ApiError(
      "unavailable",
      `the server could not store that, so nothing was changed; try again (${(e as Error).message})`,
    );
  }
}
