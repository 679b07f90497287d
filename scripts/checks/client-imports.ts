import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** A module that client code may only import types from. */
export type Forbidden = (specifier: string, resolved: string | null) => boolean;

export type Violation = { client: string; chain: string[]; specifier: string };

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file a local specifier names (`@/x`, `./x`), or null for a package. */
export function resolveLocal(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  if (/\.(tsx?|json)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** The specifiers a module imports as values: `import type`, `import { type A }` and `export type` don't count. */
export function valueImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Whether a module starts with the "use client" directive. */
export function isClientModule(source: string): boolean {
  return /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*["']use client["']/.test(source);
}

/**
 * Walks every value import from each "use client" module through local modules and reports each
 * path that reaches a forbidden module (the shortest chain per client module and target).
 */
export function findViolations(root: string, files: string[], forbidden: Forbidden): Violation[] {
  const read = (f: string) => readFileSync(f, "utf8");
  const edges = new Map<string, { specifier: string; resolved: string | null }[]>();
  const edgesOf = (file: string) => {
    let list = edges.get(file);
    if (!list) {
      list = valueImports(read(file), file).map((specifier) => ({
        specifier,
        resolved: resolveLocal(root, file, specifier),
      }));
      edges.set(file, list);
    }
    return list;
  };
  const violations: Violation[] = [];
  for (const client of files.filter((f) => isClientModule(read(f)))) {
    const seen = new Set([client]);
    const queue: { file: string; chain: string[] }[] = [{ file: client, chain: [] }];
    const reported = new Set<string>();
    while (queue.length) {
      const { file, chain } = queue.shift()!;
      for (const { specifier, resolved } of edgesOf(file)) {
        const here = [...chain, relative(root, file)];
        if (forbidden(specifier, resolved)) {
          const key = resolved ?? specifier;
          if (!reported.has(key)) {
            reported.add(key);
            violations.push({ client: relative(root, client), chain: here, specifier });
          }
          continue;
        }
        if (!resolved || seen.has(resolved) || resolved.endsWith(".json")) continue;
        seen.add(resolved);
        queue.push({ file: resolved, chain: here });
      }
    }
  }
  return violations;
}
