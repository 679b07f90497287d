import { useTranslations } from "next-intl";
import { ViewerIcon } from "@/components/layout/icons";
import { formatCompact } from "@/lib/format/number";

/** 在线 on a live room's card, 斗鱼 style: a person and the count (1.2万). */
export function OnlineCount({ value }: { value: number }) {
  const t = useTranslations("roomCard");
  const count = formatCompact(value);
  return (
    <span
      className="inline-flex shrink-0 items-center gap-0.5 text-xs text-white tabular-nums"
      aria-label={t("online", { value: count })}
      title={t("onlineTitle")}
    >
      <ViewerIcon className="size-3.5" />
      {count}
    </span>
  );
}
