import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

/**
 * Every page's head, read from the source: a public page's title, description, keywords, canonical and
 * cards come from pageMetadata and it renders a BreadcrumbList; a page robots.txt disallows is noindex.
 */
const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const read = (file: string) => readFileSync(file, "utf8");
const pages = walk(APP).filter((f) => path.basename(f) === "page.tsx");

/** The URL path of a page file: route groups dropped, dynamic segments kept as written. */
const routeOf = (file: string) =>
  "/" +
  path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .join("/");

const EXPORTS_HEAD =
  /export (const|async function|function) (metadata|generateMetadata)\b|export \{[^}]*\bgenerateMetadata\b/;

/** The page file and the layouts above it, nearest first. */
function withLayouts(file: string): string[] {
  const files = [file];
  for (let dir = path.dirname(file); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout)) files.push(layout);
  }
  return files;
}

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** The project files a module reaches through its imports, at most `depth` steps deep (breadth first). */
function closure(file: string, depth: number): Set<string> {
  const seen = new Set([file]);
  let frontier = [file];
  for (let step = 0; step < depth; step++) {
    frontier = frontier.flatMap((f) =>
      [...read(f).matchAll(/from "((?:@\/|\.{1,2}\/)[^"]+)"/g)]
        .map(([, spec]) => resolveImport(f, spec))
        .filter((t): t is string => t !== null && !seen.has(t) && !t.endsWith(".test.ts"))
        .filter((t) => (seen.add(t), true)),
    );
  }
  return seen;
}

/**
 * A page that only sends the visitor elsewhere, or only answers 404 (its not-found gives the 404's
 * title and noindex), has no head of its own.
 */
const headless = (source: string) =>
  /export default function \w+\(\) \{\s*(redirect|notFound)\(/.test(source);

const PAGE_METADATA = path.join(ROOT, "lib/seo/page-metadata.ts");
const JSON_LD_HELPERS = new Set([
  path.join(ROOT, "lib/seo/json-ld.tsx"),
  path.join(ROOT, "lib/seo/breadcrumb-json-ld.tsx"),
]);

async function disallowed(): Promise<string[]> {
  const { default: robots } = await import("@/app/robots");
  const rules = robots().rules;
  const list = (Array.isArray(rules) ? rules : [rules]).flatMap((r) => r.disallow ?? []);
  return Array.isArray(list) ? list : [list];
}

const NOINDEX = /privateMetadata\(|robots: \{ index: false/;

const isUnder = (route: string, prefixes: string[]) =>
  prefixes.some((p) => route === p.replace(/\/$/, "") || route.startsWith(p.endsWith("/") ? p : `${p}/`));

describe("page heads", async () => {
  const privatePrefixes = await disallowed();
  const routed = pages
    .filter((f) => !headless(read(f)))
    .map((file) => ({ file, route: routeOf(file), rel: path.relative(ROOT, file) }));
  const noindex = (p: { file: string }) => NOINDEX.test(withLayouts(p.file).map(read).join("\n"));
  const privatePages = routed.filter((p) => isUnder(p.route, privatePrefixes));
  // Pages that keep themselves out of the index (a report form, a user's reservations) need no card either.
  const publicPages = routed.filter((p) => !isUnder(p.route, privatePrefixes) && !noindex(p));

  it("finds both kinds of page", () => {
    expect(publicPages.length).toBeGreaterThan(50);
    expect(privatePages.map((p) => p.route)).toContain("/v/wallet");
  });

  it.each(routed.map((p) => [p.rel, p] as const))("%s exports its head (or a layout does)", (_, p) => {
    expect(withLayouts(p.file).some((f) => EXPORTS_HEAD.test(read(f)))).toBe(true);
  });

  it.each(publicPages.map((p) => [p.rel, p] as const))(
    "%s builds its head with pageMetadata and renders a BreadcrumbList",
    (_, p) => {
      const reached = closure(p.file, 4);
      expect(reached.has(PAGE_METADATA), "head not built by lib/seo/page-metadata.ts").toBe(true);
      const rendersJsonLd = [...reached].some(
        (f) => !JSON_LD_HELPERS.has(f) && /<(BreadcrumbJsonLd|JsonLd)\b/.test(read(f)),
      );
      expect(rendersJsonLd, "no JSON-LD BreadcrumbList rendered").toBe(true);
    },
  );

  it.each(privatePages.map((p) => [p.rel, p] as const))("%s is kept out of the index", (_, p) => {
    expect(noindex(p)).toBe(true);
  });
});
