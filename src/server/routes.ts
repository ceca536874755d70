/** The HTTP API (docs/api.md): bodies validated with zod, answers from the hub. */
import type { FastifyInstance } from "fastify";
import type { MatchRecord } from "../engine/match.ts";
import { ApiError } from "./errors.ts";
import { gameInfos } from "./games.ts";
import type { Hub } from "./hub.ts";
import { parseBody as parse } from "./parse.ts";
import { createBody, joinBody, tokenBody } from "./protocol.ts";
import { publicRecord, secretOut, verifyRecord } from "./verify.ts";

type IdParams = { Params: { id: string } };

export function registerRoutes(app: FastifyInstance, hub: Hub): void {
  app.get("/api/games", async () => ({ games: gameInfos() }));

  app.post("/api/matches", async (req, reply) => {
    const { created } = await hub.create(parse(createBody, req.body));
    return reply.code(201).send(created);
  });

  app.get("/api/matches", async () => hub.lobby());

  app.get<IdParams>("/api/matches/:id", async (req) =>
    (await hub.mustRoom(req.params.id)).summary(),
  );

  app.get<IdParams>("/api/matches/:id/record", async (req) =>
    publicRecord(await hub.mustRoom(req.params.id), app.clock.iso()),
  );

  app.get<IdParams>("/api/matches/:id/verify", async (req) => {
    const room = await hub.mustRoom(req.params.id);
    if (room.status !== "finished") {
      return { ok: false, rolls: 0, problem: "the secret is revealed when the match ends" };
    }
    const now = app.clock.iso();
    if (!secretOut(room, now)) {
      const at = room.row.reveal_at;
      return { ok: false, rolls: 0, problem: `a daily challenge's secret is revealed at ${at}` };
    }
    return verifyRecord(publicRecord(room, now) as MatchRecord);
  });

  app.post<IdParams>("/api/matches/:id/join", async (req) => {
    const room = await hub.mustRoom(req.params.id);
    const b = parse(joinBody, req.body);
    return hub.join(room, b.token, b.name, b.entropy);
  });

  app.post<IdParams>("/api/matches/:id/leave", async (req) => {
    const room = await hub.mustRoom(req.params.id);
    return hub.leave(room, parse(tokenBody, req.body).token);
  });

  app.post<IdParams>("/api/matches/:id/resign", async (req) => {
    const room = await hub.mustRoom(req.params.id);
    const h = hub.mustHold(room, parse(tokenBody, req.body).token);
    return hub.resignAll(room, h);
  });

  app.post<IdParams>("/api/matches/:id/rematch", async (req, reply) => {
    const room = await hub.mustRoom(req.params.id);
    return reply.code(201).send(await hub.rematch(room, parse(tokenBody, req.body).token));
  });

  app.post<IdParams>("/api/matches/:id/hint", async (req) => {
    const room = await hub.mustRoom(req.params.id);
    const h = hub.mustHold(room, parse(tokenBody, req.body).token);
    const step = room.step();
    if (room.status !== "playing" || step.kind !== "decision" || !h.seats.includes(step.seat)) {
      throw new ApiError("not-now", "a hint is for the seat that decides now");
    }
    if (room.row.hints !== 1) throw new ApiError("forbidden", "this match was made without hints");
    const hint = room.mod.hint;
    if (!hint) throw new ApiError("not-now", `${room.mod.game.name} has no hints`);
    const options = hint(room.match.state).map((x) => ({
      action: x.action,
      label: x.label,
      value: x.value,
    }));
    return {
      unit: room.mod.hintUnitAt?.(room.match.state) ?? room.mod.hintUnit ?? "value",
      options,
    };
  });
}
