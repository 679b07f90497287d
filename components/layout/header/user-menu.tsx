"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useUserStore } from "@/stores/user-store";
import { SiteLink } from "../site-link";

// Only signed-in browsers need the panel and the notice stream: they load on demand, not with every page.
const SignedInMenu = dynamic(() => import("./signed-in-menu").then((m) => m.SignedInMenu), {
  ssr: false,
  loading: () => <span className="block size-9 animate-pulse rounded-full bg-surface" />,
});

/** 登录/注册 for visitors; the user panel once the user is loaded; a placeholder in between. */
export function UserMenu() {
  const t = useTranslations("layout");
  const auth = useUserStore((s) => s.auth);
  const user = useUserStore((s) => s.userInfo);
  const balances = useUserStore((s) => s.balancesInfo);
  const openLogin = useUserStore((s) => s.openLogin);

  if (user) return <SignedInMenu user={user} balances={balances} />;
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
