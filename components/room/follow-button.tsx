"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { roomApi } from "@/lib/api/room-client";
import { formatCompact } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { useRoomInfo } from "./use-room-info";

type Props = { roomId: number; anchorId: number; fansCount: number };

/** 关注 the anchor; a visitor is asked to sign in first. */
export function FollowButton({ roomId, anchorId, fansCount }: Props) {
  const t = useTranslations("liveRoom.header");
  const signedIn = useUserStore((s) => Boolean(s.auth && s.userInfo));
  const openLogin = useUserStore((s) => s.openLogin);
  const { info, mutate, isAnchor } = useRoomInfo(roomId);
  const [busy, setBusy] = useState(false);
  // The count is the server's at render time; this viewer's own change moves it by one.
  const [delta, setDelta] = useState(0);
  const followed = info?.followed ?? false;

  async function toggle() {
    if (!signedIn) return openLogin();
    setBusy(true);
    const r = await roomApi.follow(anchorId, !followed);
    setBusy(false);
    if (r.code !== 200) return void toast(r.message, "error");
    setDelta((d) => d + (followed ? -1 : 1));
    if (info) void mutate({ ...info, followed: !followed }, { revalidate: false });
    toast(followed ? t("unfollowed") : t("followedToast"), "success");
  }

  if (isAnchor) return null;
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
        {formatCompact(Math.max(0, fansCount + delta), 1)}
      </span>
    </button>
  );
}
