"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import { anchorApi } from "@/lib/api/anchor";
import { useManagerList } from "@/lib/api/use-anchor";
import { formatDateTime } from "@/lib/format/date";
import { toast } from "@/stores/ui-store";
import { MAX_MANAGERS } from "@/lib/codes/moderation-limits";
import { Panel } from "../panel";
import { NicknameAddForm } from "./nickname-add-form";

/** 房管: appoint by nickname (at most 10), list, dismiss. Managers may mute; only the anchor appoints. */
export function ManagerPanel({ roomId }: { roomId: number }) {
  const t = useTranslations("anchor.moderation");
  const { data, error, mutate } = useManagerList(roomId);

  async function dismiss(id: number) {
    const res = await anchorApi.managerRemove(id);
    if (res.code !== 200) return toast(res.message || t("failed"), "error");
    toast(res.message || t("dismissed"), "success");
    void mutate();
  }

  const count = (
    <span className="text-xs text-ink-mute">
      {t("managerCount", { count: data?.length ?? 0, max: MAX_MANAGERS })}
    </span>
  );
  return (
    <Panel title={t("managersTitle")} aside={count}>
      <NicknameAddForm
        label={t("managerNickName")}
        submitLabel={t("appoint")}
        onSubmit={(nickName) => anchorApi.managerAdd(roomId, nickName)}
        onDone={() => void mutate()}
      />
      {error && !data ? <p className="py-6 text-center text-sm text-brand">{error.message}</p> : null}
      {!data && !error ? <p className="py-6 text-center text-sm text-ink-mute">{t("loading")}</p> : null}
      {data?.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-mute">{t("noManagers")}</p>
      ) : null}
      {data?.length ? (
        <ul className="divide-y divide-surface">
          {data.map((m) => (
            <li key={m.id} className="flex items-center gap-3 py-2.5 text-sm">
              <UserAvatar src={m.portrait} name={m.nickName} size={32} />
              <span className="flex-1 text-ink">{m.nickName}</span>
              <span className="w-20 text-xs text-ink-mute">{t("level", { level: m.level })}</span>
              <span className="w-44 text-xs text-ink-mute tabular-nums">
                {t("appointedAt", { at: formatDateTime(m.createdAt) })}
              </span>
              <Button variant="outline" size="sm" onClick={() => void dismiss(m.id)}>
                {t("dismiss")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
