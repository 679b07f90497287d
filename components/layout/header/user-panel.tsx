"use client";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { mediaUrl } from "@/lib/api/envelope";
import { type Balances, type UserInfo, userApi } from "@/lib/api/user";
import { formatNumber } from "@/lib/format/number";
import { useUserStore } from "@/stores/user-store";
import { buttonClass } from "@/components/ui/button";
import { SiteLink } from "../site-link";
import { personalHref } from "@/lib/codes/personal-tabs";
import { logoutDestination } from "./account-rules";

const LINK = "rounded px-2 py-1.5 text-center text-ink-soft hover:bg-brand-light hover:text-brand";

/** The signed-in user's avatar; hovering (or focusing) it opens the account panel of SPEC §2. */
export function UserPanel({ user, balances }: { user: UserInfo; balances: Balances | null }) {
  const t = useTranslations("layout.user");
  const router = useRouter();
  const pathname = usePathname() ?? "/";
  const reset = useUserStore((s) => s.reset);
  // Escape hides the panel (which focus or hover shows) and leaves focus on its button.
  const [dismissed, setDismissed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function logout() {
    await userApi.logout();
    reset();
    if (logoutDestination(pathname) === "home") router.push("/");
    else window.location.reload();
  }

  return (
    <div
      className="group relative flex h-16 items-center"
      data-testid="user-menu"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || dismissed) return;
        setDismissed(true);
        button.current?.focus();
      }}
      onFocus={(e) => (e.target as Element) !== button.current && setDismissed(false)}
      onMouseEnter={() => setDismissed(false)}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="true"
        // The name starts with the nickname the button shows (label in name, WCAG 2.5.3).
        aria-label={`${user.nickName} ${t("menu")}`}
        className="flex items-center gap-2"
        onClick={() => setDismissed(false)}
      >
        <Avatar user={user} className="size-9" />
        <span className="max-w-24 truncate text-sm text-ink">{user.nickName}</span>
      </button>
      <div
        style={dismissed ? { visibility: "hidden" } : undefined}
        className="invisible absolute top-full right-0 z-50 w-64 rounded-lg border border-black/5 bg-white p-4 text-sm opacity-0 shadow-xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <div className="flex items-center gap-3">
          <Avatar user={user} className="size-12" />
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{user.nickName}</p>
            <span className="mt-1 inline-block rounded bg-gradient-to-r from-amber-400 to-brand px-1.5 text-xs font-semibold text-white italic">
              {t("level", { level: user.level ?? 0 })}
            </span>
          </div>
        </div>
        {user.isExpert === 1 ? (
          <SiteLink
            href="/recommend/comList"
            className={buttonClass({ size: "sm", className: "mt-3 w-full" })}
          >
            {t("publish")}
          </SiteLink>
        ) : null}
        <dl className="mt-3 grid grid-cols-2 rounded-md bg-surface py-2 text-center">
          <div>
            <dt className="text-xs text-ink-mute">{t("diamonds")}</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatNumber(balances?.balance, 0)}</dd>
          </div>
          <div className="border-l border-black/5">
            <dt className="text-xs text-ink-mute">{t("tickets")}</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatNumber(balances?.ticket, 0)}</dd>
          </div>
        </dl>
        <nav className="mt-3 grid grid-cols-2 gap-1">
          <SiteLink href="/v/home" className={LINK}>
            {t("center")}
          </SiteLink>
          <SiteLink href="/v/attention" className={LINK}>
            {t("follows")}
          </SiteLink>
          <SiteLink href={personalHref(user)} className={LINK}>
            {t("space")}
          </SiteLink>
          {user.isAnchor !== 1 ? (
            <SiteLink href="/v/apply" className={LINK}>
              {t("applyAnchor")}
            </SiteLink>
          ) : null}
        </nav>
        <button
          type="button"
          onClick={logout}
          className="mt-3 w-full border-t border-surface pt-3 text-center text-ink-mute hover:text-brand"
        >
          {t("logout")}
        </button>
      </div>
    </div>
  );
}

function Avatar({ user, className }: { user: UserInfo; className: string }) {
  const t = useTranslations("layout.user");
  return (
    // Avatars are small files from the api's uploads or the web's own images; no optimiser needed.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={mediaUrl(user.portrait)}
      alt={t("avatarAlt", { name: user.nickName })}
      className={`${className} shrink-0 rounded-full bg-surface object-cover`}
    />
  );
}
