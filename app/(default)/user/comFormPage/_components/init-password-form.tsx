"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { SubmitButton } from "@/components/auth/auth-card";
import { FieldError } from "@/components/auth/form-field";
import {
  NewPasswordFields,
  type PasswordPairErrors,
  passwordPairErrors,
} from "@/components/auth/new-password-fields";
import { accountApi, dynamicCipher } from "@/lib/api/account";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** 设置登录密码: for accounts created by code login that have no password yet. */
export function InitPasswordForm() {
  const t = useTranslations("auth.account");
  const tf = useTranslations("auth.field");
  const tl = useTranslations("auth.login");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function save() {
    const dynamic = await dynamicCipher();
    if (!dynamic.ok) return setFormError(dynamic.message || tl("error"));
    const { cipher } = dynamic;
    const res = await accountApi.initPassword({
      password: cipher.encrypt(password),
      key: cipher.key,
      iv: cipher.iv,
    });
    if (res.code !== 200) return setFormError(res.message || tl("error"));
    toast(t("saved"), "success");
    const { userInfo } = useUserStore.getState();
    if (userInfo) useUserStore.setState({ userInfo: { ...userInfo, hasPassword: true } });
    setPassword("");
    setConfirm("");
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found = passwordPairErrors(password, confirm, tf("passwordMismatch"));
    setErrors(found);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    await save();
    setSubmitting(false);
  }

  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields
        label={tf("password")}
        password={password}
        confirm={confirm}
        onPassword={(value) => {
          setPassword(value);
          setFormError("");
        }}
        onConfirm={(value) => {
          setConfirm(value);
          setFormError("");
        }}
        errors={errors}
      />
      <FieldError message={formError} />
      <SubmitButton disabled={submitting}>{submitting ? t("saving") : t("save")}</SubmitButton>
    </form>
  );
}
