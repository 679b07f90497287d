import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/layout/site-link";
import { UserAvatar } from "@/components/user/user-avatar";
import type { GradeData, OrderItem } from "@/lib/contracts/account";
import type { NoticeItem, UnreadCounts } from "@/lib/contracts/notices";
import type { CenterInfo } from "@/lib/contracts/user";
import type { Balances } from "@/lib/contracts/wallet";
import { CURRENCY_LABELS } from "@/lib/codes/order-kinds";
import { formatNumber } from "@/lib/format/number";
import { ACCOUNT_PAGES } from "./account-pages";
import { accountTime } from "./account-time";
import { LevelProgress } from "./level-progress";

type Props = {
  info: CenterInfo;
  balances: Balances | null;
  grade: GradeData | null;
  unread: UnreadCounts | null;
  orders: OrderItem[];
  notices: NoticeItem[];
};

const CARD = "rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5";

/** 个人中心: who I am, my level and balances, shortcuts and what happened lately. */
export async function HomeOverview({ info, balances, grade, unread, orders, notices }: Props) {
  const t = await getTranslations("account");
  const level = grade?.level ?? info.level ?? 0;
  return (
    <div className="space-y-4">
      <h1 className="sr-only">{t("home.title")}</h1>
      <section className={`${CARD} flex items-center gap-5`} aria-label={t("home.title")}>
        <UserAvatar src={info.portrait} name={info.nickName} size={72} />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="flex items-center gap-2">
            <span className="truncate text-xl font-semibold text-ink">{info.nickName}</span>
            <span className="rounded bg-gradient-to-r from-amber-400 to-brand px-1.5 text-xs font-semibold text-white italic">
              {t("home.level", { level })}
            </span>
          </p>
          <p className="truncate text-sm text-ink-mute">{info.signature || t("home.signatureEmpty")}</p>
          <p className="text-sm text-ink-soft">
            {t("home.fans")} {info.fans} · {t("home.follows")} {info.follows}
            {grade ? ` · ${t("home.experience", { experience: grade.experience })}` : ""}
          </p>
          {grade ? <LevelProgress grade={grade} /> : null}
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-6 text-center">
          <div>
            <dt className="text-xs text-ink-mute">{t("home.diamonds")}</dt>
            <dd className="text-2xl font-semibold text-brand tabular-nums">
              {formatNumber(balances?.balance, 0)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-mute">{t("home.tickets")}</dt>
            <dd className="text-2xl font-semibold text-ink tabular-nums">
              {formatNumber(balances?.ticket, 0)}
            </dd>
          </div>
        </dl>
      </section>

      <section className={CARD}>
        <h2 className="mb-3 font-semibold text-ink">{t("home.shortcuts")}</h2>
        <ul className="grid grid-cols-4 gap-3">
          {ACCOUNT_PAGES.filter((p) => p.key !== "home").map((p) => (
            <li key={p.key}>
              <SiteLink
                href={p.href}
                className="block rounded-md bg-surface px-3 py-3 text-center text-sm text-ink hover:bg-brand-light hover:text-brand"
              >
                {t(`menu.${p.key}`)}
                {p.key === "information" && unread?.information ? (
                  <span className="ml-1 text-xs text-brand">
                    {t("home.unread", { count: unread.information })}
                  </span>
                ) : null}
                {p.key === "message" && unread?.message ? (
                  <span className="ml-1 text-xs text-brand">
                    {t("home.unread", { count: unread.message })}
                  </span>
                ) : null}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-2 gap-4">
        <section className={CARD}>
          <Heading title={t("home.recentOrders")} href="/v/order" more={t("home.more")} />
          {orders.length ? (
            <ul className="divide-y divide-black/5 text-sm">
              {orders.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0 truncate text-ink">{o.title}</span>
                  <span
                    className={`shrink-0 tabular-nums ${o.amount > 0 ? "text-emerald-700" : "text-ink-soft"}`}
                  >
                    {o.amount > 0 ? `+${o.amount}` : o.amount} {CURRENCY_LABELS[o.currency] ?? ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-sm text-ink-mute">{t("home.noOrders")}</p>
          )}
        </section>
        <section className={CARD}>
          <Heading title={t("home.recentNotices")} href="/v/information" more={t("home.more")} />
          {notices.length ? (
            <ul className="divide-y divide-black/5 text-sm">
              {notices.map((n) => (
                <li key={n.id} className="flex items-center justify-between gap-2 py-2">
                  <span className={`min-w-0 truncate ${n.read ? "text-ink-soft" : "font-medium text-ink"}`}>
                    {n.title}
                  </span>
                  <span className="shrink-0 text-xs text-ink-mute">{accountTime(n.time)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-sm text-ink-mute">{t("home.noNotices")}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Heading({ title, href, more }: { title: string; href: string; more: string }) {
  return (
    <div className="mb-2 flex items-center justify-between">
      <h2 className="font-semibold text-ink">{title}</h2>
      <SiteLink href={href} className="text-xs text-ink-mute hover:text-brand">
        {more}
      </SiteLink>
    </div>
  );
}
