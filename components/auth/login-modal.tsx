"use client";
import { useTranslations } from "next-intl";

import { LoginForm } from "./login-form";

import { Modal } from "@/components/ui/modal";
import { useUserStore } from "@/stores/user-store";

/** Opened by the store flag (header button, guarded actions); the form is fresh every time it opens. */
export function LoginModal() {
  const t = useTranslations("auth.login");
  const open = useUserStore((s) => s.showLoginModel);
  const closeLogin = useUserStore((s) => s.closeLogin);
  return (
    <Modal open={open} onClose={closeLogin} label={t("title")} closeLabel={t("close")} className="w-[400px]">
      <LoginForm />
    </Modal>
  );
}
