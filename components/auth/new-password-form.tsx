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
import { dynamicCipher } from "@/lib/api/account";

export type EncryptedPassword = { password: string; key: string; iv: string };
type Answer = { code: number; message?: string };

type Props = {
  label?: string;
  submitLabel: string;
  busyLabel?: string;
  /** Sends the password, encrypted with a fresh dynamic key; a code other than 200 is shown. */
  send: (encrypted: EncryptedPassword) => Promise<Answer>;
  onDone: () => void;
};

/** A new password typed twice, checked, encrypted and sent (设置密码, 找回密码). */
export function NewPasswordForm({ label, submitLabel, busyLabel, send, onDone }: Props) {
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
    const res = await send({ password: cipher.encrypt(password), key: cipher.key, iv: cipher.iv });
    if (res.code !== 200) return setFormError(res.message || tl("error"));
    setPassword("");
    setConfirm("");
    onDone();
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

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setFormError("");
  };
  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields
        label={label}
        password={password}
        confirm={confirm}
        onPassword={edit(setPassword)}
        onConfirm={edit(setConfirm)}
        errors={errors}
      />
      <FieldError message={formError} />
      <SubmitButton disabled={submitting}>{submitting && busyLabel ? busyLabel : submitLabel}</SubmitButton>
    </form>
  );
}
