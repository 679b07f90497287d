import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The api that holds an embedded database directory (PGlite allows one process) writes a random
 * token beside it; `npm run ops` reads it to call that api's /internal/ops endpoints. Whoever can
 * read the file can read the database itself, so it grants nothing more.
 */
export const opsTokenFile = (pgliteDir: string) => `${path.resolve(pgliteDir)}.ops-token`;

export function publishOpsToken(pgliteDir: string): string {
  const file = opsTokenFile(pgliteDir);
  const token = randomBytes(32).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  process.once("exit", () => rmSync(file, { force: true }));
  return token;
}

export function readOpsToken(pgliteDir: string): string | null {
  try {
    return readFileSync(opsTokenFile(pgliteDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}
