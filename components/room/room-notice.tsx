import { useTranslations } from "next-intl";

/** 公告: the anchor's pinned line under the player. */
export function RoomNotice({ notice }: { notice: string }) {
  const t = useTranslations("liveRoom");
  if (!notice.trim()) return null;
  return (
    <p className="rounded-lg bg-white px-5 py-3 text-sm leading-6 text-ink-soft">
      <span className="mr-2 rounded-sm bg-amber-100 px-1.5 py-0.5 text-xs text-amber-700">{t("notice")}</span>
      {notice}
    </p>
  );
}
