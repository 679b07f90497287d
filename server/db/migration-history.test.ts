import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { committedHistories, rewrittenEntries } from "./migration-history-git";
import {
  fingerprint,
  historyProblems,
  MIGRATIONS_FOLDER,
  readHistory,
  readJournal,
  snapshotPath,
  sqlPath,
  writeHistory,
  type JournalEntry,
} from "./migration-history";

// The CI check of README "Schema history": a committed migration never changes.
describe("the committed migrations", () => {
  it("are exactly the ones recorded in history.json", () => {
    const problems = historyProblems(readHistory());
    expect(problems, problems.join("\n")).toEqual([]);
  });

  const committed = committedHistories();
  if (!committed) console.log("Migration history vs git skipped: git or the repository is not available.");
  it.skipIf(!committed)("keep every recorded entry of history.json as it was committed", () => {
    const problems = rewrittenEntries(readHistory(), committed!);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe("the history check", () => {
  let folder: string;
  const tag = () => readJournal(folder)[0].tag;
  /** A migration after the last one, `later` ms after it (0: the same instant, which the migrator skips). */
  const appendedEntry = (journal: JournalEntry[], name: string, later: number): JournalEntry => {
    const last = journal.at(-1)!;
    const idx = last.idx + 1;
    return { ...last, idx, tag: `${String(idx).padStart(4, "0")}_${name}`, when: last.when + later };
  };
  const writeJournal = (entries: JournalEntry[]) =>
    writeFileSync(
      join(folder, "meta", "_journal.json"),
      JSON.stringify({ version: "7", dialect: "postgresql", entries }),
    );
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "migrations-"));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("passes an untouched copy", () => {
    expect(historyProblems(readHistory(folder), folder)).toEqual([]);
  });

  it("names a changed SQL file and says to add a migration instead", () => {
    appendFileSync(sqlPath(folder, tag()), "\nALTER TABLE users ADD COLUMN x int;");
    const [problem] = historyProblems(readHistory(folder), folder);
    expect(problem).toContain(`${tag()}.sql changed`);
    expect(problem).toContain("npm run db:generate");
  });

  it("names a changed snapshot, a changed or removed journal entry", () => {
    appendFileSync(snapshotPath(folder, tag()), " ");
    expect(historyProblems(readHistory(folder), folder)[0]).toContain("its snapshot");
    const [entry] = readJournal(folder);
    writeJournal([{ ...entry, when: entry.when + 1 }]);
    expect(historyProblems(readHistory(folder), folder)[0]).toContain("its journal entry");
    writeJournal([]);
    expect(historyProblems(readHistory(folder), folder)[0]).toContain("removed or reordered");
  });

  it("asks to record a migration generated without the script, and records it", () => {
    const journal = readJournal(folder);
    const next = appendedEntry(journal, "probe", 1);
    writeJournal([...journal, next]);
    writeFileSync(sqlPath(folder, next.tag), 'ALTER TABLE "users" ADD COLUMN "probe" integer;');
    expect(historyProblems(readHistory(folder), folder)).toEqual([
      `${next.tag} is not recorded in history.json: run \`npm run db:record\` to freeze it.`,
    ]);
    const history = readHistory(folder);
    writeHistory({ ...history, migrations: [...history.migrations, fingerprint(next, folder)] }, folder);
    expect(historyProblems(readHistory(folder), folder)).toEqual([]);
  });

  it("rejects a migration the migrator would skip and a stray SQL file", () => {
    const journal = readJournal(folder);
    const late = appendedEntry(journal, "late", 0);
    writeJournal([...journal, late]);
    writeFileSync(join(folder, "9999_stray.sql"), "select 1;");
    const problems = historyProblems(readHistory(folder), folder).join("\n");
    expect(problems).toContain(`${late.tag}: its "when" is not after`);
    expect(problems).toContain("9999_stray.sql is not in meta/_journal.json");
  });

  it("catches a recorded entry rewritten together with its file", () => {
    const history = readHistory(folder);
    const before = { commit: "a".repeat(40), history };
    const rewritten = { ...history, migrations: [{ ...history.migrations[0], sql: "0".repeat(64) }] };
    expect(rewrittenEntries(rewritten, [before])[0]).toContain("differs from commit aaaaaaaaaa");
    expect(rewrittenEntries(history, [before])).toEqual([]);
    expect(rewrittenEntries(history, [{ commit: "b".repeat(40), history: null }])[0]).toContain("removed");
    const appended = { ...history, releases: [...history.releases, { name: "next", lastMigration: tag() }] };
    expect(rewrittenEntries(appended, [before])).toEqual([]);
  });
});
