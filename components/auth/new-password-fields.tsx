"use client";
import { useTranslations } from "next-intl";

import { TextField } from "./form-field";

import { PASSWORD_MAX_LENGTH } from "@/lib/constants";
import { validateNewPassword } from "@/lib/validation";

export type PasswordPairErrors = { password?: string; confirm?: string };

/** A new password (6-20 letters or digits) and its confirmation. */
export function passwordPairErrors(password: string, confirm: string, mismatch: string): PasswordPairErrors {
  return {
    password: validateNewPassword(password) ?? undefined,
    confirm: password !== confirm ? mismatch : undefined,
  };
}

type Props = {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: PasswordPairErrors;
  label?: string;
};

export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors, label }: Props) {
  const t = useTranslations("auth.field");
  const field = { type: "password", autoComplete: "new-password", maxLength: PASSWORD_MAX_LENGTH } as const;
  return (
    <>
      <TextField
        {...field}
        label={label ?? t("newPassword")}
        placeholder={t("newPasswordPlaceholder")}
        value={password}
        onChange={(value) => onPassword(value.slice(0, PASSWORD_MAX_LENGTH))}
        error={errors.password}
        className="mt-4"
      />
      <TextField
        {...field}
        label={t("confirmPassword")}
        placeholder={t("confirmPlaceholder")}
        value={confirm}
        onChange={(value) => onConfirm(value.slice(0, PASSWORD_MAX_LENGTH))}
        error={errors.confirm}
        className="mt-4"
      />
    </>
  );
}
