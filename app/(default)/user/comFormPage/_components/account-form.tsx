"use client";
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

import type { AccountFormType } from "./account-form-type";
import { ChangePasswordForm } from "./change-password-form";
import { InitPasswordForm } from "./init-password-form";
import { NicknameForm } from "./nickname-form";
import { RealNameForm } from "./real-name-form";

import { AuthCard } from "@/components/auth/auth-card";
import { SIGNED_IN_COOKIE_NAME } from "@/lib/constants";
import { useUserStore } from "@/stores/user-store";

const subscribeNothing = () => () => {};

/** Before hydration the server's cookie check decides; afterwards the store (or the session hint) does. */
function useSignedIn(initialSignedIn: boolean): boolean {
  const auth = useUserStore((s) => s.auth);
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return mounted ? auth !== "" || Boolean(Cookies.get(SIGNED_IN_COOKIE_NAME)) : initialSignedIn;
}

type Props = { type: AccountFormType; initialSignedIn: boolean };

export function AccountForm({ type, initialSignedIn }: Props) {
  const t = useTranslations("auth.account");
  const signedIn = useSignedIn(initialSignedIn);
  const openLogin = useUserStore((s) => s.openLogin);
  const hasPassword = useUserStore((s) => s.userInfo?.hasPassword);
  // An account without a password sets one instead of changing it.
  const shown = type === "password" && hasPassword === false ? "initPassword" : type;

  if (!signedIn) {
    return (
      <AuthCard title={t("title")}>
        <div className="flex flex-col items-center gap-4 py-6">
          <p className="text-sm text-ink-soft">{t("signInPrompt")}</p>
          <button
            type="button"
            onClick={openLogin}
            className="h-10 rounded bg-brand px-10 text-white transition-colors hover:bg-brand-dark"
          >
            {t("signIn")}
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(shown)}>
      {shown === "password" && <ChangePasswordForm />}
      {shown === "initPassword" && <InitPasswordForm />}
      {shown === "realName" && <RealNameForm />}
      {shown === "nickname" && <NicknameForm />}
    </AuthCard>
  );
}
