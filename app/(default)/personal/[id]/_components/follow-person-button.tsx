"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { useSession } from "@/components/room/use-session";
import { Button } from "@/components/ui/button";
import { livePersonalApi } from "@/lib/api/live-personal";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

async function loadFollowed([, userId]: [string, number, number]) {
  const res = await livePersonalApi.personalInfo(userId);
  return res.code === 200 && res.data ? res.data.followed : false;
}

/** 关注 / 已关注: the page is cached for everyone, so whether I follow is asked in the browser. */
export function FollowPersonButton({ userId }: { userId: number }) {
  const t = useTranslations("personal");
  const session = useSession();
  const openLogin = useUserStore((s) => s.openLogin);
  const viewerId = session.status === "user" ? session.user.id : 0;
  const { data: followed = false, mutate } = useSWR(
    viewerId && viewerId !== userId ? ["person-followed", userId, viewerId] : null,
    loadFollowed,
  );
  const [busy, setBusy] = useState(false);

  if (viewerId === userId) return null;

  async function toggle() {
    if (session.status !== "user") return openLogin();
    setBusy(true);
    const res = await livePersonalApi.followAnchor(userId, !followed);
    setBusy(false);
    if (res.code !== 200) return toast(res.message || t("followFailed"), "error");
    void mutate(!followed, { revalidate: false });
    toast(followed ? t("unfollowed") : t("followedToast"), "success");
  }

  return (
    <Button
      variant={followed ? "subtle" : "primary"}
      disabled={busy || session.status === "pending"}
      aria-pressed={followed}
      onClick={() => void toggle()}
    >
      {followed ? t("following") : t("follow")}
    </Button>
  );
}
