import type { PayChannelCode } from "@/lib/codes/pay-settings";

/** What the merchant asks the gateway to collect. */
export type PaymentOrder = {
  orderNo: string;
  amountFen: number;
  channel: PayChannelCode;
  subject: string;
  expiresAt: number;
};

/** Where the payer goes: a cashier page on the web's origin and what its QR code holds. */
export type PaymentStart = { payUrl: string; qrContent: string };

/** A notification whose signature and freshness checked out. */
export type PaidNotice = { notifyId: string; orderNo: string; providerRef: string; amountFen: number };

/**
 * A payment gateway, as `SmsProvider` is an SMS gateway: the default sandbox (sandbox-gateway.ts)
 * plays a Chinese gateway end to end; a real one is chosen with `PAY_PROVIDER` and implements this.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(order: PaymentOrder): Promise<PaymentStart>;
  /** Where the payer of an order already opened goes (no side effect). */
  startOf(order: Pick<PaymentOrder, "orderNo" | "channel">): PaymentStart;
  /** The notification's fields, verified; null when forged, stale or malformed. */
  readNotification(fields: Record<string, string>, now: number): PaidNotice | null;
  /** Closes an unpaid payment; false when the gateway has already been paid (its notice will come). */
  closePayment(orderNo: string): Promise<boolean>;
  /** Only the sandbox has a payer to play. */
  readonly sandbox?: SandboxPayer;
}

export interface SandboxPayer {
  /** Pays as the customer who scanned the code would; the notification follows asynchronously. */
  pay(orderNo: string, now: number): Promise<void>;
  /** Resolves when every notification under way has been delivered or given up (tests). */
  idle(): Promise<void>;
}
