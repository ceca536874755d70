/**
 * Which seats this device holds, per match, kept in localStorage so that a reload or a closed
 * laptop comes back to the same seats. Tokens never leave this device except to our server.
 */
import type { Created } from "../../api/contract.ts";

export interface Held {
  /** Seat number -> token. */
  readonly tokens: Readonly<Record<number, string>>;
  readonly tableToken?: string;
  /** Seat number -> invite path (`/join/...`), for the open seats this device created. */
  readonly invites?: Readonly<Record<number, string>>;
}

const key = (id: string) => `clubhouse:match:${id}`;

export function heldSeats(id: string): Held {
  try {
    const raw = localStorage.getItem(key(id));
    if (raw) {
      const h = JSON.parse(raw) as Held;
      if (h && typeof h.tokens === "object") return h;
    }
  } catch {
    // Private mode or a damaged entry: hold nothing, watch as a spectator.
  }
  return { tokens: {} };
}

export function holdSeat(id: string, seat: number, token: string): void {
  const h = heldSeats(id);
  save(id, { ...h, tokens: { ...h.tokens, [seat]: token } });
}

export function holdCreated(c: Created): void {
  const tokens: Record<number, string> = {};
  const invites: Record<number, string> = {};
  for (const s of c.seats) {
    if (s.token && s.kind !== "open") tokens[s.seat] = s.token;
    if (s.invite) invites[s.seat] = s.invite;
  }
  save(c.id, { tokens, invites, ...(c.tableToken ? { tableToken: c.tableToken } : {}) });
}

/** Every token this device has for the match (seat tokens, then the table token). */
export function tokensOf(h: Held): string[] {
  const out = Object.values(h.tokens);
  if (h.tableToken && !out.includes(h.tableToken)) out.push(h.tableToken);
  return out;
}

/** Any token that acts for the match (resign, rematch, hint). */
export function anyToken(h: Held, seat?: number): string | undefined {
  if (seat !== undefined && h.tokens[seat]) return h.tokens[seat];
  return h.tableToken ?? Object.values(h.tokens)[0];
}

function save(id: string, h: Held): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(h));
  } catch {
    // Storage full or off: the match still plays, only a reload loses the seat.
  }
}
