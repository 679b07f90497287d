import { randomBytes } from "node:crypto";
import type { ApiEnv } from "../../env";
import type { KvStore } from "../../kv/kv-store";
import type { Logger } from "../../log/logger";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxGateway, notifyOverHttp } from "./sandbox-gateway";

/** The api's own notification address, reachable from this machine. */
function ownNotifyUrl(env: ApiEnv): string {
  const host = env.API_HOST === "0.0.0.0" || env.API_HOST === "::" ? "127.0.0.1" : env.API_HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${env.API_PORT}/pay/notify/sandbox`;
}

/** The gateway PAY_PROVIDER names; a real provider adds its branch here. */
export function createPaymentProvider(
  env: ApiEnv,
  kv: KvStore,
  log: Logger,
  now: () => number,
): PaymentProvider {
  const secret = env.PAY_NOTIFY_SECRET ?? randomBytes(24).toString("hex");
  switch (env.PAY_PROVIDER) {
    case "sandbox":
      return createSandboxGateway({
        kv,
        secret,
        log,
        notify: notifyOverHttp(env.PAY_NOTIFY_URL ?? ownNotifyUrl(env), log),
        now,
      });
  }
}
