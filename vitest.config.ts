import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Node 20 lacks Map.groupBy, which vitest 5's reporter calls when it prints a failure.
if (!("groupBy" in Map)) {
  Object.defineProperty(Map, "groupBy", {
    value<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const key = keyOf(item, i++);
        groups.set(key, [...(groups.get(key) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", "data/**"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
