import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection } from "@/components/account/account-section";
import { LevelProgress } from "@/components/account/level-progress";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.grade");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("grade") });
}

const TH = "py-2 text-left font-normal";

/** 我的等级: LV and experience, how experience is earned (with today's share), levels and privileges. */
export default async function GradePage() {
  const token = await accountToken();
  const [t, grade] = await Promise.all([getTranslations("account.grade"), accountServer.grade(token)]);
  if (!grade) throw new Error("等级信息加载失败");
  return (
    <div className="space-y-4">
      <AccountSection title={t("title")}>
        <div className="flex items-center gap-6">
          <div className="flex size-24 shrink-0 flex-col items-center justify-center rounded-full bg-gradient-to-br from-amber-400 to-brand text-white">
            <span className="text-xs">{t("current")}</span>
            <span className="text-3xl font-bold italic" data-testid="grade-level">
              LV{grade.level}
            </span>
          </div>
          <div className="flex-1 space-y-2">
            <p className="text-sm text-ink">{t("experience", { experience: grade.experience })}</p>
            <LevelProgress grade={grade} />
            <p className="text-xs text-ink-mute">{t("badgeNote")}</p>
          </div>
        </div>
      </AccountSection>
      <AccountSection title={t("how")} heading="h2">
        <table className="w-full text-sm">
          <thead className="bg-surface text-ink-mute">
            <tr>
              <th className={`${TH} pl-3`}>{t("source")}</th>
              <th className={TH}>{t("rule")}</th>
              <th className={`${TH} pr-3 text-right`}>{t("today")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-black/5">
            {grade.sources.map((s) => (
              <tr key={s.source}>
                <td className="py-2.5 pl-3 text-ink">{s.label}</td>
                <td className="py-2.5 text-ink-soft">{s.how}</td>
                <td className="py-2.5 pr-3 text-right tabular-nums">
                  {s.today} / {s.dailyCap}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AccountSection>
      <div className="grid grid-cols-2 gap-4">
        <AccountSection title={t("levels")} heading="h2">
          <ul className="divide-y divide-black/5 text-sm">
            {grade.levels.map((l) => (
              <li key={l.level} className="flex justify-between py-2">
                <span className={grade.level >= l.level ? "font-semibold text-brand" : "text-ink"}>
                  LV{l.level}
                </span>
                <span className="text-ink-soft tabular-nums">
                  {t("need")} {l.experience}
                </span>
              </li>
            ))}
          </ul>
        </AccountSection>
        <AccountSection title={t("privileges")} heading="h2">
          <ul className="divide-y divide-black/5 text-sm">
            {grade.privileges.map((p) => (
              <li key={p.level} className="flex justify-between gap-3 py-2">
                <span className="text-ink">
                  LV{p.level} · {p.text}
                </span>
                <span className={grade.level >= p.level ? "text-emerald-700" : "text-ink-mute"}>
                  {grade.level >= p.level ? t("reached") : t("locked")}
                </span>
              </li>
            ))}
          </ul>
        </AccountSection>
      </div>
    </div>
  );
}
