import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { QrCodeSvg } from "@/components/about/qr/qr-code-svg";
import { SiteLink } from "@/components/layout/site-link";
import { CashierStatus } from "@/components/wallet/cashier-status";
import { ChannelMark } from "@/components/wallet/channel-mark";
import { getRechargeOrder } from "@/lib/api/pay-server";
import { AUTH_COOKIE_NAME } from "@/lib/constants";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet.cashier");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("cashier") });
}

const BRAND = { wechat: "border-[#09bb07]", alipay: "border-[#1677ff]" } as const;

/** The payment gateway's cashier (the sandbox's, on this origin): amount, QR code, status. */
export default async function CashierPage({ params }: PageProps<"/v/pay/cashier/[orderNo]">) {
  const { orderNo } = await params;
  const token = (await cookies()).get(AUTH_COOKIE_NAME)?.value;
  const order = token && /^R\d{20}$/.test(orderNo) ? await getRechargeOrder(orderNo, token) : null;
  if (!order) notFound();
  const t = await getTranslations("wallet.cashier");
  return (
    <div className="mx-auto max-w-xl px-4">
      <section
        className={`rounded-lg border-t-4 bg-white p-8 shadow-sm ${BRAND[order.channel as keyof typeof BRAND]}`}
      >
        <header className="mb-6 flex items-center gap-3">
          <ChannelMark channel={order.channel as keyof typeof BRAND} className="size-9 text-base" />
          <h1 className="text-lg font-semibold text-ink">
            {order.channelName} · {t("title")}
          </h1>
        </header>
        <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-ink-mute">{t("orderNo")}</dt>
          <dd className="font-mono text-ink">{order.orderNo}</dd>
          <dt className="text-ink-mute">{t("amount")}</dt>
          <dd className="text-2xl font-semibold text-brand">¥{order.amount.toFixed(2)}</dd>
          <dt className="text-ink-mute">{t("diamonds")}</dt>
          <dd className="text-ink">{order.diamonds}</dd>
        </dl>
        {order.status === "pending" ? (
          <div className="mb-6 flex flex-col items-center gap-2">
            <QrCodeSvg
              value={order.qrContent}
              label={t("qrLabel", { channel: order.channelName })}
              className="size-48"
            />
            <p className="text-sm text-ink-soft">{t("scan", { channel: order.channelName })}</p>
          </div>
        ) : null}
        <CashierStatus initial={order} />
        <p className="mt-6 text-center text-sm">
          <SiteLink href="/v/pay" className="text-ink-mute hover:text-brand">
            {t("back")}
          </SiteLink>
        </p>
      </section>
    </div>
  );
}
