import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { canonical, HISTORY_FILE, MIGRATIONS_FOLDER, type MigrationHistory } from "./migration-history";

export type CommittedHistory = { commit: string; history: MigrationHistory | null };

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/**
 * Every committed version of history.json along the first-parent line of HEAD (merged branches'
 * own commits are not on it), newest first; null when git or the repository is not available.
 */
export function committedHistories(folder = MIGRATIONS_FOLDER): CommittedHistory[] | null {
  let root: string;
  try {
    root = git(folder, ["rev-parse", "--show-toplevel"]).trim();
  } catch {
    return null;
  }
  const path = relative(root, `${folder}/${HISTORY_FILE}`).split("\\").join("/");
  const commits = git(root, ["log", "--first-parent", "--format=%H", "--", path]).split("\n").filter(Boolean);
  return commits.map((commit) => {
    try {
      return { commit, history: JSON.parse(git(root, ["show", `${commit}:${path}`])) };
    } catch {
      return { commit, history: null }; // removed in that commit, or not JSON
    }
  });
}

/**
 * Entries only ever get appended: every committed version must be a prefix of `current`. This is
 * what stops a changed migration from passing by rewriting its recorded hashes as well.
 */
export function rewrittenEntries(current: MigrationHistory, committed: CommittedHistory[]): string[] {
  return committed.flatMap(({ commit, history }) => {
    const at = commit.slice(0, 10);
    if (!history) return [`${HISTORY_FILE} was removed or broken in commit ${at}.`];
    const migrations = history.migrations.flatMap((m, i) =>
      current.migrations[i] && canonical(current.migrations[i]) === canonical(m)
        ? []
        : [
            `${m.tag}: its record in ${HISTORY_FILE} differs from commit ${at}; recorded entries never change.`,
          ],
    );
    const releases = history.releases.flatMap((r, i) =>
      current.releases[i] && canonical(current.releases[i]) === canonical(r)
        ? []
        : [`release ${r.name}: its record differs from commit ${at}; releases are only appended.`],
    );
    return [...migrations, ...releases];
  });
}
