"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { http } from "@/lib/api/http";
import { AttentionOperation, AttentionType } from "@/lib/codes/attention-types";
import type { FollowedMatch } from "@/lib/contracts/match-attention";
import { toast } from "@/stores/ui-store";
import { EmptyState } from "./account-section";
import { MatchLine } from "./match-line";

/** 关注的比赛 (the server-side collect list), football and basketball, with 取消关注. */
export function FollowedMatchList({ initial, emptyText }: { initial: FollowedMatch[]; emptyText: string }) {
  const t = useTranslations("account.concern");
  const [rows, setRows] = useState(initial);

  async function unfollow(m: FollowedMatch) {
    const res = await http.get("/api/attention/operAttention", {
      type: AttentionType.Match,
      targetId: m.id,
      matchType: m.sportId,
      operateType: AttentionOperation.Unfollow,
    });
    if (res.code !== 200) return toast(res.message, "error");
    setRows((list) => list.filter((r) => r.id !== m.id));
    toast(t("unfollowed"), "success");
  }

  if (!rows.length) return <EmptyState text={emptyText} />;
  return (
    <ul className="divide-y divide-black/5">
      {rows.map((m) => (
        <li key={`${m.sportId}-${m.id}`} className="flex items-center gap-3 py-3">
          <MatchLine match={m} />
          <Button size="sm" variant="ghost" onClick={() => void unfollow(m)}>
            {t("unfollow")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
