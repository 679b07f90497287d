import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import type { ExpertCard } from "@/lib/contracts/expert-plans";
import { formatNumber } from "@/lib/format/number";
import { expertHref } from "./plan-labels";
import { RecordTags } from "./record-tags";

/** An expert in a list: avatar, name, title, 近10中N, 连红, 命中率 and plans on sale. */
export function ExpertTile({ expert }: { expert: ExpertCard }) {
  const t = useTranslations("expert.record");
  return (
    <Link
      href={expertHref(expert.userId)}
      className="flex gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 hover:ring-brand/40"
      data-testid="expert-tile"
    >
      <UserAvatar src={expert.portrait} name={expert.nickName} size={56} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="truncate font-medium text-ink">{expert.nickName}</span>
          <span className="shrink-0 text-xs text-ink-mute">{expert.title}</span>
        </p>
        <div className="mt-1">
          <RecordTags
            recentCount={expert.record.recentCount}
            recentHits={expert.record.recentHits}
            streak={expert.record.streak}
          />
        </div>
        <p className="mt-1.5 text-xs text-ink-soft">
          {t("hitRate")} <b className="text-brand tabular-nums">{formatNumber(expert.record.hitRate, 1)}%</b>
          <span className="mx-2 text-black/10">|</span>
          {t("returnRate")}{" "}
          <b className="text-brand tabular-nums">{formatNumber(expert.record.returnRate, 1)}%</b>
        </p>
      </div>
    </Link>
  );
}
