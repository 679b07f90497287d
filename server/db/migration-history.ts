import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Migrations are append-only (README "Schema history"): `history.json`, beside them, records the
 * journal entry and a SHA-256 of the SQL and the snapshot of every migration once it is generated.
 * A database that already ran a migration never runs it again, so changing one breaks it.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
export const HISTORY_FILE = "history.json";

export type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
export type RecordedMigration = { tag: string; journal: JournalEntry; sql: string; snapshot: string };
/** A published version of the app and the last migration it shipped (the upgrade test starts there). */
export type Release = { name: string; lastMigration: string };
export type MigrationHistory = { note?: string; migrations: RecordedMigration[]; releases: Release[] };

const ADD_INSTEAD =
  "A committed migration never changes (a database that already ran it will not run it again): " +
  "restore it from git and put the change in a new migration (`npm run db:generate -- <name>`).";

export function readJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")).entries;
}

export function readHistory(folder = MIGRATIONS_FOLDER): MigrationHistory {
  return JSON.parse(readFileSync(join(folder, HISTORY_FILE), "utf8"));
}

export function writeHistory(history: MigrationHistory, folder = MIGRATIONS_FOLDER) {
  writeFileSync(join(folder, HISTORY_FILE), JSON.stringify(history, null, 2) + "\n");
}

const sha256 = (text: string) => createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex");
const hashOf = (path: string) => (existsSync(path) ? sha256(readFileSync(path, "utf8")) : "missing");
export const sqlPath = (folder: string, tag: string) => join(folder, `${tag}.sql`);
export const snapshotPath = (folder: string, tag: string) =>
  join(folder, "meta", `${tag.split("_")[0]}_snapshot.json`);

/** What the history records about a migration as it is on disk now. */
export function fingerprint(entry: JournalEntry, folder = MIGRATIONS_FOLDER): RecordedMigration {
  return {
    tag: entry.tag,
    journal: { ...entry },
    sql: hashOf(sqlPath(folder, entry.tag)),
    snapshot: hashOf(snapshotPath(folder, entry.tag)),
  };
}

/** One key order, so two entries compare by content. */
export const canonical = (value: object) =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Recorded migrations whose files or journal entry differ from what was recorded, or are gone. */
export function changedMigrations(history: MigrationHistory, folder = MIGRATIONS_FOLDER): string[] {
  const journal = readJournal(folder);
  return history.migrations.flatMap((recorded, i) => {
    const entry = journal[i];
    if (!entry || entry.tag !== recorded.tag)
      return [`${recorded.tag}: its journal entry was removed or reordered. ${ADD_INSTEAD}`];
    const now = fingerprint(entry, folder);
    const parts = [
      canonical(now.journal) !== canonical(recorded.journal) && "its journal entry (meta/_journal.json)",
      now.sql !== recorded.sql && `${recorded.tag}.sql`,
      now.snapshot !== recorded.snapshot && "its snapshot (meta/*_snapshot.json)",
    ].filter(Boolean);
    return parts.length
      ? [`${recorded.tag}: ${parts.join(", ")} changed since it was recorded. ${ADD_INSTEAD}`]
      : [];
  });
}

/** Journal entries generated but not yet recorded in history.json. */
export function unrecordedEntries(history: MigrationHistory, folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return readJournal(folder).slice(history.migrations.length);
}

/** Everything wrong with the migrations folder today; empty when the history holds. */
export function historyProblems(history: MigrationHistory, folder = MIGRATIONS_FOLDER): string[] {
  const journal = readJournal(folder);
  const tags = new Set(journal.map((e) => e.tag));
  const recorded = new Set(history.migrations.map((m) => m.tag));
  return [
    ...changedMigrations(history, folder),
    ...unrecordedEntries(history, folder).map(
      (e) => `${e.tag} is not recorded in ${HISTORY_FILE}: run \`npm run db:record\` to freeze it.`,
    ),
    // The migrator runs only migrations newer than the last one a database ran.
    ...journal
      .slice(1)
      .filter((e, i) => e.when <= journal[i].when)
      .map((e) => `${e.tag}: its "when" is not after the previous migration's, so upgrades would skip it.`),
    ...readdirSync(folder)
      .filter((f) => f.endsWith(".sql") && !tags.has(f.slice(0, -4)))
      .map((f) => `${f} is not in meta/_journal.json, so no database runs it.`),
    ...history.releases
      .filter((r) => !recorded.has(r.lastMigration))
      .map((r) => `release ${r.name} names ${r.lastMigration}, which is not a recorded migration.`),
  ];
}
