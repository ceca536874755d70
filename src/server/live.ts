/**
 * The live socket of a match: sync or catch-up on connect, events as steps commit, acts and
 * typed rolls answered with ack or refused (never silence), presence, pings, a rate limit.
 */
import type { FastifyInstance } from "fastify";
import { describeIssues } from "../engine/zod-errors.ts";
import type { Hub } from "./hub.ts";
import { catchUp, syncMessage } from "./messages.ts";
import { clientMessage, Refusal } from "./protocol.ts";
import type { Conn } from "./room.ts";
import { secretOut } from "./verify.ts";

export interface LiveOptions {
  /** Messages a second a connection may send on average, with bursts of twice that. */
  readonly ratePerSecond: number;
  readonly pingMs: number;
}

type LiveQuery = {
  Params: { id: string };
  Querystring: { token?: string | string[]; since?: string };
};

export function registerLive(app: FastifyInstance, hub: Hub, opts: LiveOptions): void {
  app.get<LiveQuery>("/api/matches/:id/live", { websocket: true }, async (socket, req) => {
    // Messages that arrive while the room loads wait for it, in order.
    const early: Buffer[] = [];
    const hold = (d: Buffer) => early.push(d);
    socket.on("message", hold);
    const room = /^m_[a-z0-9]{1,20}$/.test(req.params.id)
      ? await hub.room(req.params.id).catch(() => undefined)
      : undefined;
    if (!room) return socket.close(4404, "no such match");
    const tokens = [req.query.token ?? []].flat().slice(0, 16);
    const seats = new Set<number>();
    let table = false;
    for (const t of tokens) {
      const h = hub.holder(room, t);
      if (!h.seats.length) return socket.close(4403, "a token holds no seat of this match");
      for (const s of h.seats) seats.add(s);
      table ||= h.table;
    }
    // Watching a daily attempt would show the day's dice to people yet to play it.
    if (!tokens.length && !secretOut(room, app.clock.iso())) {
      return socket.close(4403, "a daily challenge can be watched once its day is over");
    }
    const conn: Conn = {
      seats: [...seats].sort((a, b) => a - b),
      table,
      send: (msg) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
      },
    };
    const since = req.query.since !== undefined ? Number(req.query.since) : undefined;
    // Attach and send the first messages inside the room's queue, so no event slips between.
    await room.run(async () => {
      // Another process may have moved the match on: catch up first.
      if (hub.cluster) await hub.driver.sync(room);
      const first =
        since !== undefined && Number.isInteger(since) && since >= 0
          ? catchUp(room, conn, since)
          : [syncMessage(room, conn)];
      for (const m of first) conn.send(m);
      hub.attach(room, conn);
    });
    const limiter = bucket(opts.ratePerSecond);
    let alive = Date.now();
    let strikes = 0;
    const onMessage = async (data: Buffer) => {
      alive = Date.now();
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString("utf8"));
      } catch {
        raw = undefined;
      }
      const id = (raw as { id?: unknown } | null)?.id;
      const echo = typeof id === "string" ? id : null;
      if (limiter()) strikes = 0;
      else {
        conn.send(refused(echo, new Refusal("rate-limited", "too many messages; slow down")));
        if (++strikes > 2 * opts.ratePerSecond) socket.close(4429, "too many messages");
        return;
      }
      if (raw === undefined) return conn.send(refused(null, new Refusal("malformed", "not JSON")));
      const parsed = clientMessage.safeParse(raw);
      if (!parsed.success) {
        return conn.send(refused(echo, new Refusal("malformed", describeIssues(parsed.error))));
      }
      const msg = parsed.data;
      if (msg.type === "pong") return;
      try {
        const v =
          msg.type === "act"
            ? await hub.driver.act(room, conn, msg.id, msg.version, msg.seat, msg.action)
            : await hub.driver.typedRoll(room, conn, msg.id, msg.version, msg.faces);
        conn.send({ type: "ack", id: msg.id, version: v });
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        conn.send(refused(msg.id, e));
      }
    };
    socket.off("message", hold);
    socket.on("message", (d: Buffer) => {
      onMessage(d).catch((e) => {
        conn.send(refused(null, new Refusal("unavailable", (e as Error).message)));
      });
    });
    for (const d of early) socket.emit("message", d);
    const ping = setInterval(() => {
      if (Date.now() - alive > 3 * opts.pingMs) socket.terminate();
      else conn.send({ type: "ping" });
    }, opts.pingMs);
    socket.on("close", () => {
      clearInterval(ping);
      hub.detach(room, conn);
    });
  });
}

function refused(id: string | null, e: Refusal): object {
  return { type: "refused", id, code: e.code, message: e.message };
}

/** A token bucket: `rate` per second on average, bursts of 2 x rate. */
function bucket(rate: number): () => boolean {
  let tokens = 2 * rate;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(2 * rate, tokens + ((now - at) / 1000) * rate);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
