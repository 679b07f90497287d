import { config } from "zod/v4/core";

// Zod probes for eval (`Function("")`) before building a fast parser; the site's CSP forbids eval,
// so the probe is reported as a violation. Parsing without the JIT is as correct and fast enough here.
config({ jitless: true });
