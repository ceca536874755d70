/** Request bodies through zod: a wrong shape is refused with where and what was expected. */
import type { z } from "zod";
import { describeIssues } from "../engine/zod-errors.ts";
import { ApiError } from "./errors.ts";

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw new ApiError("malformed", describeIssues(r.error));
  return r.data;
}
