"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { SubmitButton } from "@/components/auth/auth-card";
import { FieldError, TextField } from "@/components/auth/form-field";
import { NICKNAME_MAX_LENGTH, useNicknameCheck } from "@/components/auth/use-nickname-check";
import { accountApi } from "@/lib/api/account";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** 修改昵称: checked for availability on blur and again before saving. */
export function NicknameForm() {
  const t = useTranslations("auth.account");
  const tf = useTranslations("auth.field");
  const tl = useTranslations("auth.login");
  const current = useUserStore((s) => s.userInfo?.nickName ?? "");
  const nickname = useNicknameCheck();
  const [nickName, setNickName] = useState("");
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function save() {
    if (!(await nickname.check(nickName))) return;
    const res = await accountApi.updateNickName(nickName);
    if (res.code !== 200) return setFormError(res.message || tl("error"));
    toast(t("saved"), "success");
    const { userInfo } = useUserStore.getState();
    if (userInfo) useUserStore.setState({ userInfo: { ...userInfo, nickName } });
    setNickName("");
    nickname.clear();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    await save();
    setSubmitting(false);
  }

  return (
    <form onSubmit={submit} noValidate>
      {current && <p className="mb-4 text-sm text-ink-soft">{t("currentNickname", { nickName: current })}</p>}
      <TextField
        label={tf("nickname")}
        placeholder={tf("nicknamePlaceholder")}
        maxLength={NICKNAME_MAX_LENGTH}
        value={nickName}
        onChange={(value) => {
          setNickName(value);
          nickname.clear();
          setFormError("");
        }}
        onBlur={() => nickName && void nickname.check(nickName)}
        error={nickname.error}
        hint={nickname.available ? <p className="mt-1 text-xs text-lose">{tf("nicknameAvailable")}</p> : null}
      />
      <FieldError message={formError} />
      <SubmitButton disabled={submitting}>{submitting ? t("saving") : t("save")}</SubmitButton>
    </form>
  );
}
