import Link from "next/link";
import { useTranslations } from "next-intl";
import { Sport } from "@/lib/codes/sports";
import { oddsPagePath, oddsPath, type OddsView } from "./odds-params";

export type NavView = OddsView | "index" | "model";

const VIEWS: OddsView[] = ["oupei", "yapan", "daxiaoqiu", "join", "table"];

/** The odds family's tabs; 亚盘 and 大小球 read 让分 and 大小分 in basketball. */
export function viewLabel(t: (key: string) => string, sportId: number, view: OddsView | "model") {
  if (sportId === Sport.Basketball && (view === "yapan" || view === "daxiaoqiu"))
    return t(`basketballViews.${view}`);
  return t(`views.${view}`);
}

export function OddsViewNav({ sportId, active, date }: { sportId: number; active: NavView; date?: string }) {
  const t = useTranslations("odds");
  const qs = date ? `?date=${date}` : "";
  const tabs: { key: NavView; href: string; label: string }[] = [
    { key: "index", href: oddsPath(sportId), label: t("centre", { sport: t(`sports.${sportId}`) }) },
    ...VIEWS.map((view) => ({
      key: view,
      href: oddsPath(sportId, view) + qs,
      label: viewLabel(t, sportId, view),
    })),
  ];
  if (sportId === Sport.Football)
    tabs.push({ key: "model", href: oddsPagePath(sportId, "model") + qs, label: t("views.model") });
  return (
    <nav
      className="flex flex-wrap gap-1 border-b-2 border-brand"
      aria-label={t("centre", { sport: t(`sports.${sportId}`) })}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === active ? "page" : undefined}
          className={`rounded-t px-4 py-2 text-sm font-medium ${
            tab.key === active ? "bg-brand text-white" : "bg-white text-ink hover:text-brand"
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
