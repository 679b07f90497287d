import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { SCOPED_NAMESPACES } from "./client-messages";

// Every page that can render a component reading a scoped namespace must sit under a segment that
// provides it (<ScopedMessages namespaces={[…]}> in the page or a layout above it); otherwise
// the browser would show message keys. Found from the source: useTranslations("ns…") and imports.
const ROOTS = ["app", "components", "lib", "stores"];
const ENTRY = /\/(page|layout|not-found|error|template|default)\.tsx$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = new Map(ROOTS.flatMap(sourceFiles).map((f) => [f, readFileSync(f, "utf8")]));

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? spec.slice(2)
    : spec.startsWith(".")
      ? normalize(join(dirname(from), spec))
      : null;
  if (base === null) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f)) ?? null
  );
}

const importers = new Map<string, Set<string>>();
const imports = new Map<string, Set<string>>();
for (const [file, text] of files)
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    const target = resolve(file, spec!);
    if (!target) continue;
    importers.set(target, (importers.get(target) ?? new Set()).add(file));
    imports.set(file, (imports.get(file) ?? new Set()).add(target));
  }

/** Modules that run in the browser: "use client" files and what they import. Server components read the server's messages. */
const inBrowser = new Set([...files].filter(([, text]) => /^["']use client["']/m.test(text)).map(([f]) => f));
for (const stack = [...inBrowser]; stack.length > 0;)
  for (const next of imports.get(stack.pop()!) ?? [])
    if (!inBrowser.has(next)) {
      inBrowser.add(next);
      stack.push(next);
    }

function entriesReaching(file: string): string[] {
  const seen = new Set([file]);
  const stack = [file];
  while (stack.length > 0)
    for (const next of importers.get(stack.pop()!) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
  return [...seen].filter((f) => ENTRY.test(f));
}

/** The page's own file or a layout above it gives `namespace` through ScopedMessages. */
function provided(entry: string, namespace: string): boolean {
  const gives = (file: string) => {
    const text = files.get(file) ?? (existsSync(file) ? readFileSync(file, "utf8") : "");
    return text.includes("ScopedMessages") && text.includes(`"${namespace}"`);
  };
  if (gives(entry)) return true;
  for (let dir = dirname(entry); dir.startsWith("app"); dir = dirname(dir))
    if (gives(join(dir, "layout.tsx"))) return true;
  return false;
}

describe("scoped client messages", () => {
  it("reach every page whose components read them", () => {
    const missing: string[] = [];
    for (const [file, text] of files)
      if (inBrowser.has(file))
        for (const [, namespace] of text.matchAll(/useTranslations\("([A-Za-z]+)[".]/g))
          if ((SCOPED_NAMESPACES as readonly string[]).includes(namespace!))
            for (const entry of entriesReaching(file))
              if (!provided(entry, namespace!)) missing.push(`${entry} needs "${namespace}" (${file})`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
