import type { Db, DbKind } from "./db/client";
import type { ApiEnv } from "./env";
import type { FeedClock } from "./feed/feed-clock";
import type { Logger } from "./log/logger";
import type { EventBus } from "./realtime/event-bus";
import type { Presence } from "./realtime/presence";
import type { KvStore } from "./kv/kv-store";
import type { CaptchaService } from "./services/captcha/captcha-service";
import type { PaymentProvider } from "./services/payments/payment-provider";
import type { SmsProvider } from "./services/sms/sms-provider";

export type SessionUser = {
  id: number;
  nickName: string;
  isAnchor: number;
  isExpert: number;
  token: string;
};

/** Everything a request handler may reach; built once per process (or per test). */
export type AppDeps = {
  env: ApiEnv;
  db: Db;
  dbKind: DbKind;
  kv: KvStore;
  log: Logger;
  sms: SmsProvider;
  /** The recharge gateway (PAY_PROVIDER): the sandbox by default. */
  payment: PaymentProvider;
  captcha: CaptchaService;
  bus: EventBus;
  /** Open live streams per viewer (the cap) and per channel (`online`). */
  presence: Presence;
  now: () => number;
  /** Simulation time (FEED_TIME_SCALE): the live feed and `/live/time` run on it. */
  feedClock: FeedClock;
  /** Whether this process runs the feed and the sweepers (server/leader); `/healthz` shows it. */
  leader: { readonly isLeader: boolean };
};

export type AppEnv = {
  Variables: { deps: AppDeps; db: Db; user: SessionUser | null };
};
