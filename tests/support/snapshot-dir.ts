import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/** vitest globalSetup: one directory for the run's database snapshots, removed when the run ends. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "portal-test-databases-"));
  project.provide("databaseSnapshotDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
