/** The tournament API (docs/api.md, Tournaments) and its live leaderboard socket. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { gameModule as golo } from "../../games/golo/index.ts";
import { ApiError } from "../errors.ts";
import { parseBody } from "../parse.ts";
import { type Profile, profileOf } from "../profiles.ts";
import type { Tournaments } from "./service.ts";
import { checkSpec, createTournamentBody } from "./spec.ts";

type IdParams = { Params: { id: string } };
type RoundParams = { Params: { id: string; round: string } };

const enterBody = z
  .object({ invite: z.string().max(128).optional(), bot: z.string().min(1).max(32).optional() })
  .strict();
const startBody = z.object({ entropy: z.string().max(128).optional() }).strict();

async function mustProfile(req: Parameters<typeof profileOf>[0]): Promise<Profile> {
  const p = await profileOf(req);
  if (!p) throw new ApiError("unauthorized", "make a profile first (send X-Clubhouse-Profile)");
  return p;
}

function roundOf(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 4) {
    throw new ApiError("malformed", `rounds are numbered 1 to 4, not ${JSON.stringify(raw)}`);
  }
  return n - 1;
}

export function registerTournaments(app: FastifyInstance, t: Tournaments): void {
  app.post("/api/tournaments", async (req, reply) => {
    const who = await mustProfile(req);
    const spec = checkSpec(
      parseBody(createTournamentBody, req.body),
      app.clock.now(),
      Object.keys(golo.bots),
    );
    return reply.code(201).send(await t.create(spec, who));
  });

  app.get("/api/tournaments", async () => ({ tournaments: await t.list() }));

  app.get<IdParams>("/api/tournaments/:id", async (req) => {
    const standing = await t.standing(req.params.id);
    const who = await profileOf(req);
    return { ...standing, ...(who ? { me: await t.mine(req.params.id, who) } : {}) };
  });

  app.post<IdParams>("/api/tournaments/:id/entrants", async (req, reply) => {
    const who = await mustProfile(req);
    const b = parseBody(enterBody, req.body);
    const e = b.bot
      ? await t.addBot(req.params.id, who, b.bot)
      : await t.enter(req.params.id, who, b.invite);
    return reply.code(201).send({ entrant: e.id, name: e.name });
  });

  app.post<RoundParams>("/api/tournaments/:id/rounds/:round/start", async (req, reply) => {
    const who = await mustProfile(req);
    const round = roundOf(req.params.round);
    const { entropy } = parseBody(startBody, req.body);
    return reply.code(201).send(await t.startRound(req.params.id, round, who, entropy));
  });

  app.get<RoundParams>("/api/tournaments/:id/rounds/:round/seat", async (req) =>
    t.seat(req.params.id, roundOf(req.params.round), await mustProfile(req)),
  );

  app.get<IdParams>("/api/tournaments/:id/live", { websocket: true }, async (socket, req) => {
    let first: Awaited<ReturnType<Tournaments["standing"]>>;
    try {
      first = await t.standing(req.params.id);
    } catch {
      return socket.close(4404, "no such tournament");
    }
    const send = (s: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(s));
    };
    const off = t.follow(req.params.id, (s) => send({ type: "standing", standing: s }));
    send({ type: "standing", standing: first });
    // Followers only listen; a ping now and then keeps proxies from closing a quiet socket.
    const ping = setInterval(() => send({ type: "ping" }), 20_000);
    socket.on("close", () => {
      clearInterval(ping);
      off();
    });
  });
}
