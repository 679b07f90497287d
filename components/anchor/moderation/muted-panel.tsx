"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import { FORBID_PAGE_SIZE, anchorApi } from "@/lib/api/anchor";
import { useForbidList } from "@/lib/api/use-anchor";
import { formatDateTime } from "@/lib/format/date";
import { toast } from "@/stores/ui-store";
import { DEFAULT_MUTE_MINUTES } from "@/lib/codes/moderation-limits";
import { MUTE_CHOICES, MODERATION_NICKNAME_MAX } from "../anchor-limits";
import { Select, TextInput } from "../form-row";
import { Pager } from "../pager";
import { Panel } from "../panel";
import { NicknameAddForm } from "./nickname-add-form";

/** 禁言管理: mute by nickname, search the muted by nickname, lift a mute. */
export function MutedPanel({ roomId }: { roomId: number }) {
  const t = useTranslations("anchor.moderation");
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [minutes, setMinutes] = useState<number>(DEFAULT_MUTE_MINUTES);
  const { data, error, mutate } = useForbidList(roomId, page, query);

  function search(e: FormEvent) {
    e.preventDefault();
    setQuery(typed.trim());
    setPage(1);
  }

  async function lift(id: number) {
    const res = await anchorApi.forbidRemove(id);
    if (res.code !== 200) return toast(res.message || t("failed"), "error");
    toast(res.message || t("lifted"), "success");
    void mutate();
  }

  return (
    <Panel title={t("mutedTitle")}>
      <NicknameAddForm
        label={t("muteNickName")}
        submitLabel={t("mute")}
        extra={
          <div className="w-32">
            <Select
              aria-label={t("duration")}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
            >
              {MUTE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {t(`minutes.${m}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        onSubmit={(nickName) => anchorApi.forbidAdd(roomId, nickName, minutes)}
        onDone={() => void mutate()}
      />
      <form onSubmit={search} className="mb-3 flex items-center gap-3 border-t border-surface pt-4">
        <div className="w-64">
          <TextInput
            type="search"
            aria-label={t("search")}
            placeholder={t("search")}
            maxLength={MODERATION_NICKNAME_MAX}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          {t("searchButton")}
        </Button>
      </form>
      {error && !data ? <p className="py-6 text-center text-sm text-brand">{error.message}</p> : null}
      {!data && !error ? <p className="py-6 text-center text-sm text-ink-mute">{t("loading")}</p> : null}
      {data && data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-mute">
          {query ? t("noMutedFor", { word: query }) : t("noMuted")}
        </p>
      ) : null}
      {data && data.list.length > 0 ? (
        <table className="w-full text-left text-sm">
          <thead className="bg-surface text-xs text-ink-mute">
            <tr>
              <th className="px-3 py-2 font-normal">{t("user")}</th>
              <th className="px-3 py-2 font-normal">{t("until")}</th>
              <th className="px-3 py-2 font-normal">{t("operator")}</th>
              <th className="px-3 py-2 text-right font-normal">{t("action")}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id} className="border-b border-surface">
                <td className="px-3 py-2">
                  <span className="flex items-center gap-2">
                    <UserAvatar src={r.portrait} name={r.nickName} size={28} />
                    {r.nickName}
                  </span>
                </td>
                <td className="px-3 py-2 text-ink-soft tabular-nums">{formatDateTime(r.until)}</td>
                <td className="px-3 py-2 text-ink-soft">{r.operatorNickName}</td>
                <td className="px-3 py-2 text-right">
                  <Button variant="outline" size="sm" onClick={() => void lift(r.id)}>
                    {t("lift")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? <Pager page={page} pageSize={FORBID_PAGE_SIZE} total={data.total} onPage={setPage} /> : null}
    </Panel>
  );
}
