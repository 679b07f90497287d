import { getTranslations } from "next-intl/server";
import type { GradeData } from "@/lib/contracts/account";

/** The bar towards the next LV, with how much experience is still missing. */
export async function LevelProgress({ grade }: { grade: GradeData }) {
  const t = await getTranslations("account.grade");
  const top = grade.nextLevelExperience === null;
  return (
    <div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={grade.progress}
        aria-label={t("progress")}
        className="h-2 overflow-hidden rounded-full bg-surface"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-amber-400 to-brand"
          style={{ width: `${grade.progress}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-ink-mute">
        {top
          ? t("topLevel", { level: grade.level })
          : t("toNext", { next: grade.level + 1, left: (grade.nextLevelExperience ?? 0) - grade.experience })}
      </p>
    </div>
  );
}
