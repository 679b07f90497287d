import { useTranslations } from "next-intl";
import { AnchorCard } from "@/components/user/anchor-card";
import type { UserCard } from "@/lib/contracts/user";
import { SectionTitle } from "./section-title";

export function HotAnchors({ anchors }: { anchors: UserCard[] }) {
  const t = useTranslations("home");
  return (
    <section aria-labelledby="hot-anchors">
      <SectionTitle title={t("hotAnchors")} moreHref="/anchor" moreLabel={t("allAnchors")} />
      {anchors.length ? (
        <div id="hot-anchors" className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {anchors.map((a) => (
            <AnchorCard key={a.id} anchor={a} />
          ))}
        </div>
      ) : (
        <p className="rounded-lg bg-white p-6 text-center text-ink-soft">{t("noAnchors")}</p>
      )}
    </section>
  );
}
