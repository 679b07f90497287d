import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection, EmptyState } from "@/components/account/account-section";
import { accountTime } from "@/components/account/account-time";
import { Pager } from "@/components/account/pager";
import { choiceParam, pageParam } from "@/components/account/search-params";
import { TabLinks } from "@/components/account/tab-links";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { CURRENCY_LABELS, ORDER_KINDS, type OrderKind } from "@/lib/codes/order-kinds";
import { privateMetadata } from "@/lib/seo/section-seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const KINDS = Object.keys(ORDER_KINDS) as OrderKind[];
const PAGE_SIZE = 20;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.order");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("order") });
}

/** 我的订单: top-ups and purchases (?kind=…), newest first, with their status. */
export default async function OrderPage({ searchParams }: Props) {
  const params = await searchParams;
  const kind = choiceParam(params, "kind", KINDS);
  const page = pageParam(params);
  const token = await accountToken();
  const [t, data] = await Promise.all([
    getTranslations("account.order"),
    accountServer.orders(token, kind, page),
  ]);
  return (
    <AccountSection title={t("title")}>
      <TabLinks
        label={t("title")}
        active={kind}
        tabs={KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`), href: `/v/order?kind=${k}` }))}
      />
      {!data || data.list.length === 0 ? (
        <EmptyState text={t("empty")} />
      ) : (
        <>
          <table className="w-full text-sm">
            <thead className="bg-surface text-ink-mute">
              <tr>
                <th className="py-2 pl-3 text-left font-normal">{t("time")}</th>
                <th className="py-2 text-left font-normal">{t("item")}</th>
                <th className="py-2 text-left font-normal">{t("type")}</th>
                <th className="py-2 text-right font-normal">{t("amount")}</th>
                <th className="py-2 pr-3 text-right font-normal">{t("status")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-black/5">
              {data.list.map((o) => (
                <tr key={o.id}>
                  <td className="py-2.5 pl-3 text-ink-mute tabular-nums">{accountTime(o.time)}</td>
                  <td className="py-2.5 text-ink">{o.title}</td>
                  <td className="py-2.5 text-ink-soft">{o.tradeLabel}</td>
                  <td
                    className={`py-2.5 text-right tabular-nums ${o.amount > 0 ? "text-emerald-700" : "text-ink"}`}
                  >
                    {o.amount > 0 ? `+${o.amount}` : o.amount} {CURRENCY_LABELS[o.currency] ?? ""}
                  </td>
                  <td
                    className={`py-2.5 pr-3 text-right ${o.status === "refunded" ? "text-amber-700" : "text-ink-soft"}`}
                  >
                    {o.statusLabel}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager path="/v/order" query={{ kind }} page={page} pageSize={PAGE_SIZE} total={data.total} />
        </>
      )}
    </AccountSection>
  );
}
