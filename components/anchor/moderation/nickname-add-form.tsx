"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ApiResult } from "@/lib/api/envelope";
import { MODERATION_NICKNAME_MAX } from "../anchor-limits";
import { TextInput } from "../form-row";

type Props = {
  label: string;
  submitLabel: string;
  /** Controls between the input and the button (the mute length). */
  extra?: ReactNode;
  onSubmit: (nickName: string) => Promise<ApiResult<unknown>>;
  onDone: () => void;
};

/** A nickname and a button; the server's answer (success or refusal) shows under it. */
export function NicknameAddForm({ label, submitLabel, extra, onSubmit, onDone }: Props) {
  const t = useTranslations("anchor.moderation");
  const [nickName, setNickName] = useState("");
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const name = nickName.trim();
    if (!name) return setAnswer({ ok: false, text: t("nickNameRequired") });
    setBusy(true);
    const res = await onSubmit(name);
    setBusy(false);
    const ok = res.code === 200;
    setAnswer({ ok, text: res.message || (ok ? t("done") : t("failed")) });
    if (!ok) return;
    setNickName("");
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="mb-4">
      <div className="flex items-center gap-3">
        <div className="w-64">
          <TextInput
            aria-label={label}
            placeholder={label}
            value={nickName}
            maxLength={MODERATION_NICKNAME_MAX}
            onChange={(e) => {
              setNickName(e.target.value);
              setAnswer(null);
            }}
          />
        </div>
        {extra}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
      {answer ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`mt-2 text-xs ${answer.ok ? "text-lose" : "text-brand"}`}
        >
          {answer.text}
        </p>
      ) : null}
    </form>
  );
}
