/** Checks on files the user names (--save, --plot, save FILE), so a bad path is a message, not a crash. */
import { accessSync, constants, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Why `file` cannot be written, or null when it can (it need not exist yet). */
export function unwritable(file: string): string | null {
  const full = resolve(file);
  const st = statOrNull(full);
  if (st?.isDirectory()) return `${file} is a folder, not a file`;
  if (st) {
    try {
      accessSync(full, constants.W_OK);
      return null;
    } catch {
      return `no permission to write ${file}`;
    }
  }
  const dir = dirname(full);
  const d = statOrNull(dir);
  if (!d) return `the folder ${dirname(file)} does not exist`;
  if (!d.isDirectory()) return `${dirname(file)} is not a folder`;
  try {
    accessSync(dir, constants.W_OK);
    return null;
  } catch {
    return `no permission to write in the folder ${dirname(file)}`;
  }
}

/** Whether `file` exists and holds something other than a Clubhouse match record. */
export function holdsOtherData(file: string): boolean {
  const st = statOrNull(resolve(file));
  if (!st?.isFile() || st.size === 0) return false;
  try {
    const raw = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    return !(typeof raw?.game === "string" && Array.isArray(raw?.actions));
  } catch {
    return true;
  }
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
