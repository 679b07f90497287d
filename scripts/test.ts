import { runToEnd } from "./processes";

// `npm test`: everything a change must keep green, cheapest first.
const steps: [string, string, string[]][] = [
  ["format, lint, types", "npm", ["run", "verify"]],
  ["unit and api tests", "npx", ["vitest", "run"]],
  ["browser tests", "npx", ["tsx", "scripts/e2e.ts"]],
];

async function main() {
  if (!process.env.TEST_DATABASE_URL)
    console.log("PostgreSQL api tests will be skipped: set TEST_DATABASE_URL to run them.");
  if (!process.env.REDIS_URL) console.log("Redis tests will be skipped: set REDIS_URL to run them.");
  for (const [label, command, args] of steps) {
    console.log(`\n=== ${label}`);
    const started = Date.now();
    await runToEnd(command, args, process.env);
    console.log(`=== ${label}: passed in ${Math.round((Date.now() - started) / 1000)}s`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
