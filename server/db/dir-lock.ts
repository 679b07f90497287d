import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

// PGlite does not lock its directory: two processes writing to it silently lose rows.
export async function acquireDirLock(dir: string): Promise<() => void> {
  mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const lockFile = lockFileOf(dir);
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(readFileSync(lockFile, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database ${dir} is in use by process ${owner}. Stop it first, or set DATABASE_URL to use PostgreSQL for several processes.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

/** The live process (other than this one) holding the directory's lock, or null. */
export function lockOwner(dir: string): number | null {
  try {
    const owner = Number(readFileSync(lockFileOf(dir), "utf8"));
    return owner && owner !== process.pid && isAlive(owner) ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
