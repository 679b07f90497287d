import { useTranslations } from "next-intl";

/** 直播中 with a beating dot, or a grey 未开播. */
export function LiveBadge({ live, className = "" }: { live: boolean; className?: string }) {
  const t = useTranslations("roomCard");
  return live ? (
    <span
      className={`inline-flex items-center gap-1 rounded-sm bg-brand px-1.5 text-xs leading-5 text-white ${className}`}
    >
      <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
      {t("live")}
    </span>
  ) : (
    <span
      className={`inline-block rounded-sm bg-black/50 px-1.5 text-xs leading-5 text-white/85 ${className}`}
    >
      {t("offline")}
    </span>
  );
}
