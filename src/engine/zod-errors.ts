import type { z } from "zod";

/** "at dice[2].faces[0]: expected number, received string" for each issue. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.length ? formatPath(issue.path) : "(top level)";
      return `at ${path}: ${issue.message}`;
    })
    .join("; ");
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}
