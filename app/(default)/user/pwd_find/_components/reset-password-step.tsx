"use client";
import { useTranslations } from "next-intl";

import { NewPasswordForm } from "@/components/auth/new-password-form";
import { accountApi } from "@/lib/api/account";

type Props = { mobile: string; verifyCode: string; onDone: () => void };

/** Step 2: the new password travels encrypted with a fresh dynamic key. */
export function ResetPasswordStep({ mobile, verifyCode, onDone }: Props) {
  const t = useTranslations("auth.pwdFind");
  return (
    <NewPasswordForm
      submitLabel={t("submit")}
      send={(encrypted) => accountApi.retrievePassword({ mobile, verifyCode, ...encrypted })}
      onDone={onDone}
    />
  );
}
