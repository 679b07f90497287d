import Link from "next/link";
import { useTranslations } from "next-intl";
import { PersonalTab, personalHref, type PersonalTabCode } from "@/lib/codes/personal-tabs";

const TABS = [
  { code: PersonalTab.Anchor, key: "anchorSpace" },
  { code: PersonalTab.User, key: "profile" },
] as const;

/** An anchor's page has two faces: the anchor space and the plain profile. */
export function PersonalTabs({ userId, active }: { userId: number; active: PersonalTabCode }) {
  const t = useTranslations("personal.tabs");
  return (
    <nav aria-label={t("label")} className="flex gap-6 border-b border-black/10">
      {TABS.map((tab) => (
        <Link
          key={tab.code}
          href={personalHref({ id: userId, isAnchor: 1 }, tab.code)}
          aria-current={tab.code === active ? "page" : undefined}
          className={`-mb-px border-b-2 pb-2 text-sm ${tab.code === active ? "border-brand font-medium text-brand" : "border-transparent text-ink-soft hover:text-brand"}`}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
