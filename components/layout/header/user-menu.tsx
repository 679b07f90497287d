"use client";
import { useTranslations } from "next-intl";
import { useUserStore } from "@/stores/user-store";
import { SiteLink } from "../site-link";
import { NoticeBell } from "./notice-bell";
import { UserPanel } from "./user-panel";

/** 登录/注册 for visitors; the user panel once the user is loaded; a placeholder in between. */
export function UserMenu() {
  const t = useTranslations("layout");
  const auth = useUserStore((s) => s.auth);
  const user = useUserStore((s) => s.userInfo);
  const balances = useUserStore((s) => s.balancesInfo);
  const openLogin = useUserStore((s) => s.openLogin);

  if (user)
    return (
      <div className="flex items-center gap-2">
        <NoticeBell />
        <UserPanel user={user} balances={balances} />
      </div>
    );
  if (auth) {
    return (
      <span
        role="status"
        aria-label={t("user.loading")}
        className="block size-9 animate-pulse rounded-full bg-surface"
      />
    );
  }
  return (
    <div className="flex items-center text-sm whitespace-nowrap text-ink-soft">
      <button type="button" onClick={openLogin} className="px-1 hover:text-brand">
        {t("actions.login")}
      </button>
      <span aria-hidden className="text-ink-mute">
        /
      </span>
      <SiteLink href="/user/register" className="px-1 hover:text-brand">
        {t("actions.register")}
      </SiteLink>
    </div>
  );
}
