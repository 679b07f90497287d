import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

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
];

export default config;
