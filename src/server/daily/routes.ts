/** The daily challenge's HTTP routes (docs/api.md, Daily challenge): thin over `Daily`. */
import type { FastifyInstance } from "fastify";
import { ApiError } from "../errors.ts";
import { profileOf } from "../profiles.ts";
import type { Daily } from "./daily.ts";

type DayGame = { Params: { day: string; game: string } };

export function registerDaily(app: FastifyInstance, daily: Daily): void {
  app.get("/api/daily", async (req) => daily.todays(await profileOf(req)));

  app.get<DayGame>("/api/daily/:day/:game", async (req) =>
    daily.challenge(req.params.day, req.params.game),
  );

  app.get<DayGame>("/api/daily/:day/:game/leaderboard", async (req) =>
    daily.leaderboard(req.params.day, req.params.game, await profileOf(req)),
  );

  app.post<{ Params: { game: string } }>("/api/daily/:game/attempt", async (req, reply) => {
    const me = await profileOf(req);
    if (!me) {
      throw new ApiError(
        "unauthorized",
        "the daily challenge needs a profile: send its key in X-Clubhouse-Profile",
      );
    }
    const a = await daily.start(me, req.params.game);
    return reply.code(a.resumed ? 200 : 201).send(a);
  });
}
