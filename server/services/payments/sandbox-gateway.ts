import { randomBytes } from "node:crypto";
import { RECHARGE_ORDER_TTL_MINUTES } from "@/lib/codes/pay-settings";
import type { KvStore } from "../../kv/kv-store";
import type { Logger } from "../../log/logger";
import { hasValidSignature, signFields } from "./notify-signature";
import type { PaidNotice, PaymentOrder, PaymentProvider } from "./payment-provider";
import { payErrors } from "./pay-errors";

/** Delivers one notification; true when the merchant answered that it took it. */
export type Notifier = (fields: Record<string, string>) => Promise<boolean>;

type SandboxOptions = { kv: KvStore; secret: string; log: Logger; notify: Notifier; now: () => number };

/** A notification older (or newer) than this is refused: a replay after its id was forgotten. */
export const NOTICE_FRESH_MS = 10 * 60_000;
/** Like real gateways, the sandbox retries until the merchant says it took the notice. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 10_000, 30_000];
const KEEP_MS = 24 * 60 * 60_000;

const openKey = (orderNo: string) => `paysandbox:open:${orderNo}`;
const paidKey = (orderNo: string) => `paysandbox:paid:${orderNo}`;

const QR_PREFIX: Record<PaymentOrder["channel"], string> = {
  wechat: "weixin://wxpay/bizpayurl?pr=",
  alipay: "https://qr.alipay.com/sandbox/",
};

/** The notification the api's `/pay/notify/sandbox` receives, form-encoded. */
export function notifyOverHttp(url: string, log: Logger): Notifier {
  return async (fields) => {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json().catch(() => null)) as { code?: number } | null;
      return body?.code === 200;
    } catch (error) {
      log.error("sandbox notification failed", { url, error: String(error) });
      return false;
    }
  };
}

/**
 * The default payment gateway: keeps its own trades in the kv store (shared by api processes),
 * shows its cashier on the web's origin, and notifies the merchant asynchronously with an
 * HMAC-signed form that carries a fresh notification id and time.
 */
export function createSandboxGateway({ kv, secret, log, notify, now }: SandboxOptions): PaymentProvider {
  const underWay = new Set<Promise<void>>();

  /** Each attempt carries its own time and signature; the notification id stays the same. */
  async function deliver(notice: Record<string, string>) {
    for (const delay of RETRY_DELAYS_MS) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay).unref());
      const fields = { ...notice, notify_time: String(now()) };
      if (await notify({ ...fields, sign: signFields(secret, fields) })) return;
    }
    log.error("sandbox gave up notifying", { orderNo: notice.out_trade_no });
  }

  const startOf = ({ orderNo, channel }: Pick<PaymentOrder, "orderNo" | "channel">) => ({
    payUrl: `/v/pay/cashier/${orderNo}`,
    qrContent: `${QR_PREFIX[channel]}${orderNo}`,
  });

  return {
    name: "sandbox",
    startOf,
    async createPayment(order) {
      // Kept a day past expiry: the kv clock may differ from the order's; `pay` checks the expiry.
      await kv.set(
        openKey(order.orderNo),
        JSON.stringify(order),
        RECHARGE_ORDER_TTL_MINUTES * 60_000 + KEEP_MS,
      );
      return startOf(order);
    },
    readNotification(fields, now): PaidNotice | null {
      if (!hasValidSignature(secret, fields)) return null;
      const at = Number(fields.notify_time);
      const amountFen = Number(fields.total_fee);
      if (!Number.isSafeInteger(at) || Math.abs(now - at) > NOTICE_FRESH_MS) return null;
      if (fields.trade_status !== "SUCCESS" || !Number.isSafeInteger(amountFen) || amountFen <= 0)
        return null;
      const { notify_id: notifyId, out_trade_no: orderNo, trade_no: providerRef } = fields;
      if (!notifyId || !orderNo || !providerRef || notifyId.length > 64 || orderNo.length > 32) return null;
      return { notifyId, orderNo, providerRef, amountFen };
    },
    async closePayment(orderNo) {
      if (await kv.take(openKey(orderNo))) return true;
      return (await kv.get(paidKey(orderNo))) === null;
    },
    sandbox: {
      async pay(orderNo, at) {
        const open = await kv.get(openKey(orderNo));
        if (!open) throw payErrors.orderNotPayable();
        const order = JSON.parse(open) as PaymentOrder;
        if (order.expiresAt <= at) throw payErrors.orderExpired();
        // Marked paid before the trade is taken, so a close racing with this payment sees it.
        await kv.set(paidKey(orderNo), "1", KEEP_MS);
        if (!(await kv.take(openKey(orderNo)))) {
          await kv.del(paidKey(orderNo));
          throw payErrors.orderNotPayable();
        }
        const notice: Record<string, string> = {
          notify_id: randomBytes(16).toString("hex"),
          out_trade_no: orderNo,
          trade_no: `SB${at}${randomBytes(4).toString("hex")}`,
          total_fee: String(order.amountFen),
          trade_status: "SUCCESS",
        };
        const delivery = deliver(notice).finally(() => underWay.delete(delivery));
        underWay.add(delivery);
      },
      async idle() {
        while (underWay.size) await Promise.all(underWay);
      },
    },
  };
}
