import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", "data/**"],
    environment: "node",
    setupFiles: ["tests/support/jsdom-dialog.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
