import type { AppDeps } from "./context";
import type { Database } from "./db/client";
import type { ApiEnv } from "./env";
import { createLogger } from "./http/logger";
import type { KvStore } from "./kv/kv-store";
import { createCaptchaService } from "./services/captcha/captcha-service";
import { createOutboxSms } from "./services/sms/outbox-sms";

/** Wires the process-wide services from an open database and store. */
export function buildDeps(
  env: ApiEnv,
  database: Database,
  kv: KvStore,
  now: () => number = Date.now,
): AppDeps {
  return {
    env,
    db: database.db,
    dbKind: database.kind,
    kv,
    log: createLogger(env.LOG_LEVEL),
    sms: createOutboxSms(database.db),
    // The shared kv, so every api process sees the same tokens and counters.
    captcha: createCaptchaService({ store: kv, now }),
    now,
  };
}
