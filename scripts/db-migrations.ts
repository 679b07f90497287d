import { spawnSync } from "node:child_process";
import {
  changedMigrations,
  fingerprint,
  HISTORY_FILE,
  readHistory,
  unrecordedEntries,
  writeHistory,
} from "../server/db/migration-history";

// `npm run db:generate -- <name>`: a new migration for the schema change, recorded at once.
// `npm run db:record`: records migrations generated with plain `drizzle-kit generate`.
// Neither ever deletes or rewrites a migration: the history is append-only.
const USAGE = `Usage:
  npm run db:generate -- <name>   add a migration for what changed in server/db/schema (name: a-z, 0-9, _)
  npm run db:record               freeze migrations generated with plain drizzle-kit in ${HISTORY_FILE}`;

function record() {
  const history = readHistory();
  const changed = changedMigrations(history);
  if (changed.length) {
    console.error(changed.join("\n"));
    process.exit(1);
  }
  const fresh = unrecordedEntries(history);
  if (!fresh.length) return console.log(`${HISTORY_FILE}: every migration is already recorded.`);
  writeHistory({ ...history, migrations: [...history.migrations, ...fresh.map((e) => fingerprint(e))] });
  console.log(`${HISTORY_FILE}: recorded ${fresh.map((e) => e.tag).join(", ")}; commit them together.`);
}

function generate(name: string | undefined) {
  if (!name || !/^[a-z0-9_]{1,40}$/.test(name)) {
    console.error(USAGE);
    process.exit(1);
  }
  const changed = changedMigrations(readHistory());
  if (changed.length) {
    console.error(changed.join("\n"));
    process.exit(1);
  }
  const kit = spawnSync("npx", ["drizzle-kit", "generate", "--name", name], { stdio: "inherit" });
  if (kit.status !== 0) process.exit(kit.status ?? 1);
  record();
}

const [command, name] = process.argv.slice(2);
if (command === "generate") generate(name);
else if (command === "record") record();
else {
  console.error(USAGE);
  process.exit(1);
}
