"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { http } from "@/lib/api/http";
import { expertPlansApi } from "@/lib/api/expert-plans-client";
import type { ExpertCard } from "@/lib/contracts/expert-plans";
import { formatCompact } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** 关注 the expert; the page is cached as a visitor sees it, so whether this viewer follows is asked here. */
export function FollowExpertButton({ expertId, followers }: { expertId: number; followers: number }) {
  const t = useTranslations("expert.expertPage");
  const viewer = useUserStore((s) => s.userInfo);
  const openLogin = useUserStore((s) => s.openLogin);
  const { data, mutate } = useSWR(viewer ? ["expert/card", expertId, viewer.id] : null, async () => {
    const res = await http.postJson<ExpertCard | null>("/tj/expert/info", { userId: expertId });
    return res.code === 200 ? res.data : null;
  });
  const [busy, setBusy] = useState(false);
  const followed = data?.followed ?? false;
  const count = data?.followers ?? followers;

  async function toggle() {
    if (!viewer) return openLogin();
    setBusy(true);
    const res = await expertPlansApi.follow(expertId, !followed);
    setBusy(false);
    if (res.code !== 200) return void toast(res.message, "error");
    if (data)
      void mutate(
        { ...data, followed: !followed, followers: count + (followed ? -1 : 1) },
        { revalidate: false },
      );
    toast(followed ? t("unfollowed") : t("followed"), "success");
  }

  if (viewer?.id === expertId) return null;
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={followed}
      className={`flex h-9 items-center overflow-hidden rounded-full text-sm font-medium transition-colors ${
        followed ? "bg-surface text-ink-soft hover:bg-black/10" : "bg-brand text-white hover:bg-brand-dark"
      }`}
    >
      <span className="px-4">{followed ? t("following") : t("follow")}</span>
      <span className="h-full border-l border-black/10 bg-black/10 px-3 leading-9 tabular-nums">
        {t("fans", { count: formatCompact(count, 1) })}
      </span>
    </button>
  );
}
