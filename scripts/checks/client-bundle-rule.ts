import { execSync } from "node:child_process";
import { join, sep } from "node:path";
import { findViolations, type Violation } from "./client-imports";

const CLIENT_FOLDERS = ["app", "components", "lib", "stores"];

/** Zod and the schemas of lib/contracts stay out of the browser bundle: client code imports their types only. */
export const reachesSchemas = (specifier: string, resolved: string | null) =>
  specifier === "zod" ||
  specifier.startsWith("zod/") ||
  (resolved ?? "").includes(`${sep}lib${sep}contracts${sep}`);

/** Every "use client" module's value imports, followed through local modules, checked against the rule. */
export function clientBundleViolations(root: string): Violation[] {
  const files = execSync(`git ls-files -co --exclude-standard ${CLIENT_FOLDERS.join(" ")}`, {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, f));
  return findViolations(root, files, reachesSchemas);
}
