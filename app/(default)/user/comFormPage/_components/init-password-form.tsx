"use client";
import { useTranslations } from "next-intl";

import { NewPasswordForm } from "@/components/auth/new-password-form";
import { accountApi } from "@/lib/api/account";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** 设置登录密码: for accounts created by code login that have no password yet. */
export function InitPasswordForm() {
  const t = useTranslations("auth.account");
  const tf = useTranslations("auth.field");
  return (
    <NewPasswordForm
      label={tf("password")}
      submitLabel={t("save")}
      busyLabel={t("saving")}
      send={(encrypted) => accountApi.initPassword(encrypted)}
      onDone={() => {
        toast(t("saved"), "success");
        const { userInfo } = useUserStore.getState();
        if (userInfo) useUserStore.setState({ userInfo: { ...userInfo, hasPassword: true } });
      }}
    />
  );
}
