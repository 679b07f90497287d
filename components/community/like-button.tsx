"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { LikeData } from "@/lib/contracts/community";
import type { ApiResult } from "@/lib/api/envelope";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

type Props = { liked: boolean; count: number; toggle: () => Promise<ApiResult<LikeData>>; label?: string };

/** 点赞 toggle: shows what the api answered (the count after this tap). */
export function LikeButton({ liked, count, toggle, label }: Props) {
  const t = useTranslations("community.post");
  const signedIn = useUserStore((s) => Boolean(s.auth));
  const openLogin = useUserStore((s) => s.openLogin);
  const [state, setState] = useState({ liked, count });
  const [busy, setBusy] = useState(false);

  async function tap() {
    if (!signedIn) return openLogin();
    setBusy(true);
    const res = await toggle();
    setBusy(false);
    if (res.code !== 200 || !res.data) return toast(res.message, "error");
    setState({ liked: res.data.liked, count: res.data.likeCount });
  }
  return (
    <button
      type="button"
      aria-pressed={state.liked}
      disabled={busy}
      onClick={() => void tap()}
      className={`inline-flex items-center gap-1 hover:text-brand ${state.liked ? "text-brand" : ""}`}
    >
      <span aria-hidden>{state.liked ? "♥" : "♡"}</span>
      {label ?? (state.liked ? t("liked") : t("like"))} {state.count}
    </button>
  );
}
