import type { AppDeps } from "./context";
import type { Database } from "./db/client";
import type { ApiEnv } from "./env";
import { createFeedClock } from "./feed/feed-clock";
import { createLogger } from "./log/logger";
import type { KvStore } from "./kv/kv-store";
import type { EventBus } from "./realtime/event-bus";
import { createMemoryPresence, type Presence } from "./realtime/presence";
import { createCaptchaService } from "./services/captcha/captcha-service";
import { createPaymentProvider } from "./services/payments/provider-choice";
import { createOutboxSms } from "./services/sms/outbox-sms";

/** Wires the process-wide services from an open database and store. */
export function buildDeps(
  env: ApiEnv,
  database: Database,
  kv: KvStore,
  now: () => number = Date.now,
  bus: EventBus,
  presence: Presence = createMemoryPresence(),
): AppDeps {
  const log = createLogger(env.LOG_LEVEL);
  return {
    env,
    db: database.db,
    dbKind: database.kind,
    kv,
    log,
    sms: createOutboxSms(database.db),
    payment: createPaymentProvider(env, kv, log, now),
    // The shared kv, so every api process sees the same tokens and counters.
    captcha: createCaptchaService({ store: kv, now }),
    bus,
    presence,
    now,
    feedClock: createFeedClock(now, env.FEED_TIME_SCALE, env.FEED_CLOCK_ORIGIN),
    // Alone unless main.ts elects (several api processes on PostgreSQL).
    leader: { isLeader: true },
  };
}
