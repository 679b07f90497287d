import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", "data/**"],
    environment: "node",
    setupFiles: ["tests/support/jsdom-dialog.ts"],
    globalSetup: ["tests/support/snapshot-dir.ts"],
    // Vitest's default leaves one core to itself, which is one file at a time on CI's two cores;
    // the api files wait on PGlite and child processes as much as they compute.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
