import type { Db, DbKind } from "./db/client";
import type { ApiEnv } from "./env";
import type { Logger } from "./http/logger";
import type { KvStore } from "./kv/kv-store";
import type { CaptchaService } from "./services/captcha/captcha-service";
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
  captcha: CaptchaService;
  now: () => number;
};

export type AppEnv = {
  Variables: { deps: AppDeps; db: Db; user: SessionUser | null };
};
