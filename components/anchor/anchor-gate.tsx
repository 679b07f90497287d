"use client";
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import { SIGNED_IN_COOKIE_NAME } from "@/lib/constants";
import { useUserStore } from "@/stores/user-store";
import { SiteLink } from "@/components/layout/site-link";
import { Button, buttonClass } from "@/components/ui/button";
import { PanelMessage } from "./panel";

export type AnchorIdentity = { id: number; nickName: string; roomId: number | null };

const AnchorContext = createContext<AnchorIdentity | null>(null);

/** The signed-in anchor of the pages under AnchorGate. */
export function useAnchor(): AnchorIdentity {
  const anchor = useContext(AnchorContext);
  if (!anchor) throw new Error("useAnchor outside AnchorGate");
  return anchor;
}

const subscribeNothing = () => () => {};

/** null before hydration (the server cannot know), then whether a session is held. */
function useHasSession(): boolean | null {
  const auth = useUserStore((s) => s.auth);
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!mounted) return null;
  return auth !== "" || Boolean(Cookies.get(SIGNED_IN_COOKIE_NAME));
}

export function SignInPrompt() {
  const t = useTranslations("anchor.gate");
  const openLogin = useUserStore((s) => s.openLogin);
  return (
    <PanelMessage title={t("signInTitle")} text={t("signInText")}>
      <Button onClick={openLogin}>{t("signIn")}</Button>
    </PanelMessage>
  );
}

/** Visitors get a sign-in prompt; the children see a loaded user (the /v/apply page). */
export function SignedInGate({ children }: { children: ReactNode }) {
  const t = useTranslations("anchor.gate");
  const session = useHasSession();
  const user = useUserStore((s) => s.userInfo);
  if (session === false) return <SignInPrompt />;
  if (!user) return <PanelMessage title={t("loading")} />;
  return children;
}

/** /v/anchor-* are open paths (SPEC §6), so the page itself turns away visitors and non-anchors. */
export function AnchorGate({ children }: { children: ReactNode }) {
  const t = useTranslations("anchor.gate");
  const session = useHasSession();
  const user = useUserStore((s) => s.userInfo);
  if (session === false) return <SignInPrompt />;
  if (!user) return <PanelMessage title={t("loading")} />;
  if (user.isAnchor !== 1) {
    return (
      <PanelMessage title={t("notAnchorTitle")} text={t("notAnchorText")}>
        <SiteLink href="/v/apply" className={buttonClass()}>
          {t("apply")}
        </SiteLink>
      </PanelMessage>
    );
  }
  const identity = { id: user.id, nickName: user.nickName, roomId: user.roomId ?? null };
  return <AnchorContext.Provider value={identity}>{children}</AnchorContext.Provider>;
}
