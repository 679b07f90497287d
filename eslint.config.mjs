import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

/** Layers run one way: a folder may not import the ones named here (relative or `@/server/...`). */
const layer = (files, folders, message) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: folders.flatMap((f) => [`**/server/${f}/*`, `../**/${f}/*`, `./${f}/*`]), message },
        ],
      },
    ],
  },
});

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      ".next*/**",
      "bench-results/**",
      "node_modules/**",
      "data/**",
      "server/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The api never imports the web, and client code never imports the api.
    files: ["app/**", "components/**", "stores/**", "lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/server/*", "**/server/*"] }] },
  },
  layer(
    ["server/errors/**", "server/log/**", "server/kv/**"],
    ["db", "services", "routes", "http", "feed", "seed", "realtime", "media"],
    "errors, log and kv sit at the bottom of the api.",
  ),
  layer(
    ["server/db/**", "server/realtime/**"],
    ["services", "routes", "http", "feed", "seed", "media"],
    "the data and event layers know no business rules.",
  ),
  layer(
    ["server/feed/**"],
    ["services", "routes", "http", "seed", "media", "leader"],
    "the feed is a data source: the seed and services use it, never the other way.",
  ),
  layer(
    ["server/leader/**"],
    ["services", "routes", "http", "feed", "seed", "realtime", "media"],
    "the leader election knows no business: main.ts hands it the jobs to run.",
  ),
  layer(
    ["server/feed/engine/**"],
    ["db", "services", "routes", "http", "seed", "realtime", "kv", "media"],
    "the match engine is pure: numbers in, scripts out.",
  ),
  layer(
    ["server/services/**"],
    ["routes", "http", "seed", "media"],
    "services sit below routes and http (their errors come from server/errors).",
  ),
  layer(
    ["server/routes/**", "server/http/**"],
    ["seed", "media"],
    "the api serves data; it does not seed it.",
  ),
];

export default config;
