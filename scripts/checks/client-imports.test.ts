import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { clientBundleViolations, reachesSchemas } from "./client-bundle-rule";
import { findViolations, valueImports } from "./client-imports";

const root = mkdtempSync(join(tmpdir(), "client-imports-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string[] {
  return Object.entries(files).map(([path, text]) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}

describe("the client bundle rule", () => {
  it("follows value imports through local modules to a schema", () => {
    const files = tree({
      "components/board.tsx": `"use client";\nimport { limit } from "./limits";\nexport const B = () => limit;`,
      "components/limits.ts": `import { RoomListType } from "@/lib/contracts/rooms";\nexport const limit = RoomListType;`,
      "lib/contracts/rooms.ts": `import { z } from "zod";\nexport const RoomListType = { All: 0 };`,
    });
    const [v] = findViolations(root, files, reachesSchemas);
    expect(v).toMatchObject({ client: "components/board.tsx", specifier: "@/lib/contracts/rooms" });
    expect(v!.chain).toEqual(["components/board.tsx", "components/limits.ts"]);
  });

  it("lets types through, and server modules import what they like", () => {
    const files = tree({
      "components/card.tsx": `'use client';\nimport type { Room } from "@/lib/contracts/rooms";\nimport { type Nav, type Tab } from "../lib/contracts/rooms";\nexport type { Card } from "@/lib/contracts/rooms";`,
      "components/page.tsx": `import { roomCard } from "@/lib/contracts/rooms";\nexport const P = roomCard;`,
      "lib/contracts/rooms.ts": `import { z } from "zod";\nexport const roomCard = z.object({});`,
    });
    expect(findViolations(root, files, reachesSchemas)).toEqual([]);
  });

  it("catches zod itself, re-exports and dynamic imports", () => {
    const source = `import * as z from "zod"; export { a } from "./a"; await import("./b");`;
    expect(valueImports(source, "x.ts")).toEqual(["zod", "./a", "./b"]);
  });

  it("holds in this repository", () => {
    expect(clientBundleViolations(process.cwd())).toEqual([]);
  });
});
