import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Sport } from "@/lib/codes/sports";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { oddsPagePath, oddsPath, type OddsView } from "./odds-params";
import { OddsViewNav, type NavView } from "./odds-view-nav";

type Props = {
  sportId: number;
  active: NavView;
  title: string;
  date?: string;
  /** Date tabs, filters, market tabs: the row under the title. */
  toolbar?: ReactNode;
  /** Children bring their own cards (the model page) instead of sitting in one. */
  bare?: boolean;
  children: ReactNode;
};

/** The frame of every odds page: sport switch, the family's tabs, a title, the toolbar and the table. */
export function OddsShell({ sportId, active, title, date, toolbar, bare, children }: Props) {
  const t = useTranslations("odds");
  const other = sportId === Sport.Football ? Sport.Basketball : Sport.Football;
  const otherView = active === "model" || active === "index" ? undefined : (active as OddsView);
  const centre = { name: t("centreTitle", { sport: t(`sports.${sportId}`) }), path: oddsPath(sportId) };
  const crumbs =
    active === "index"
      ? [centre]
      : [centre, { name: title, path: oddsPagePath(sportId, active as OddsView | "model") }];
  return (
    <div className="space-y-3 px-4">
      <BreadcrumbJsonLd crumbs={crumbs} />
      <div className="flex items-end justify-between">
        <h1 className="text-xl font-semibold">{title}</h1>
        {active === "model" ? null : (
          <Link href={oddsPath(other, otherView)} className="text-sm text-ink-soft hover:text-brand">
            {t("centre", { sport: t(`sports.${other}`) })}
          </Link>
        )}
      </div>
      <OddsViewNav sportId={sportId} active={active} date={date} />
      {toolbar ? <div className="space-y-2">{toolbar}</div> : null}
      {bare ? (
        children
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">{children}</div>
      )}
    </div>
  );
}
