/**
 * The previous implementation, measured in the same run: a commit checked out into a temporary
 * folder (git worktree, sharing this checkout's node_modules), removed again afterwards.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** Runs `use` with the folder of `commit` checked out; null (and no call) where git cannot. */
export async function withCommit<T>(
  commit: string,
  use: (dir: string) => Promise<T>,
): Promise<T | null> {
  const parent = mkdtempSync(join(tmpdir(), "clubhouse-before-"));
  const dir = join(parent, "tree");
  try {
    execFileSync("git", ["-C", root, "worktree", "add", "--detach", dir, commit], {
      stdio: "ignore",
    });
  } catch {
    rmSync(parent, { recursive: true, force: true });
    return null;
  }
  try {
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
    return await use(dir);
  } finally {
    execFileSync("git", ["-C", root, "worktree", "remove", "--force", dir], { stdio: "ignore" });
    rmSync(parent, { recursive: true, force: true });
  }
}
