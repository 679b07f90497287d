"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { SubmitButton } from "@/components/auth/auth-card";
import { FieldError, TextField } from "@/components/auth/form-field";
import { NewPasswordFields, passwordPairErrors } from "@/components/auth/new-password-fields";
import { accountApi, dynamicCipher } from "@/lib/api/account";
import { PASSWORD_MAX_LENGTH } from "@/lib/constants";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

type Errors = { old?: string; password?: string; confirm?: string };

/** 修改密码: old and new password both encrypted with one fresh dynamic key. */
export function ChangePasswordForm() {
  const t = useTranslations("auth.account");
  const tf = useTranslations("auth.field");
  const tl = useTranslations("auth.login");
  const [old, setOld] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function save() {
    const dynamic = await dynamicCipher();
    if (!dynamic.ok) return setFormError(dynamic.message || tl("error"));
    const { cipher } = dynamic;
    const res = await accountApi.updatePassword({
      oldPassword: cipher.encrypt(old),
      newPassword: cipher.encrypt(password),
      key: cipher.key,
      iv: cipher.iv,
    });
    if (res.code !== 200) return setFormError(res.message || tl("error"));
    // Every session ended with the old password, this one too (the gateway cleared its cookie).
    toast(t("passwordChanged"), "success");
    useUserStore.getState().reset();
    useUserStore.getState().openLogin();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found: Errors = {
      old: old ? undefined : tf("oldPasswordEmpty"),
      ...passwordPairErrors(password, confirm, tf("passwordMismatch")),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    await save();
    setSubmitting(false);
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setFormError("");
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        type="password"
        autoComplete="current-password"
        label={tf("oldPassword")}
        placeholder={tf("oldPasswordPlaceholder")}
        maxLength={PASSWORD_MAX_LENGTH}
        value={old}
        onChange={edit((value) => setOld(value.slice(0, PASSWORD_MAX_LENGTH)))}
        error={errors.old}
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={edit(setPassword)}
        onConfirm={edit(setConfirm)}
        errors={errors}
      />
      <FieldError message={formError} />
      <SubmitButton disabled={submitting}>{submitting ? t("saving") : t("save")}</SubmitButton>
    </form>
  );
}
