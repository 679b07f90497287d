// `npm run verify`: fails when browser code would bundle zod or a lib/contracts schema.
import { clientBundleViolations } from "./checks/client-bundle-rule";

const violations = clientBundleViolations(process.cwd());
for (const v of violations) {
  console.error(`${v.client}: ${[...v.chain.slice(1), v.specifier].join(" → ") || v.specifier}`);
}
if (violations.length) {
  console.error(
    `\n${violations.length} client import(s) reach zod or lib/contracts: import their types with \`import type\`, and take values (enums, limits) from lib/codes.`,
  );
  process.exit(1);
}
console.log("client imports: no zod or lib/contracts values in the browser bundle");
