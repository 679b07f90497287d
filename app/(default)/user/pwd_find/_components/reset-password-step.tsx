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

type Props = { mobile: string; verifyCode: string; onDone: () => void };

/** Step 2: the new password travels encrypted with a fresh dynamic key. */
export function ResetPasswordStep({ mobile, verifyCode, onDone }: Props) {
  const t = useTranslations("auth.pwdFind");
  const tf = useTranslations("auth.field");
  const tl = useTranslations("auth.login");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function reset() {
    const dynamic = await dynamicCipher();
    if (!dynamic.ok) return setFormError(dynamic.message || tl("error"));
    const { cipher } = dynamic;
    const res = await accountApi.retrievePassword({
      mobile,
      verifyCode,
      password: cipher.encrypt(password),
      key: cipher.key,
      iv: cipher.iv,
    });
    if (res.code === 200) onDone();
    else setFormError(res.message || tl("error"));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found = passwordPairErrors(password, confirm, tf("passwordMismatch"));
    setErrors(found);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    await reset();
    setSubmitting(false);
  }

  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields
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
      <SubmitButton disabled={submitting}>{t("submit")}</SubmitButton>
    </form>
  );
}
