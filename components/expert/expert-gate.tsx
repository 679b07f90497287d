"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { PanelMessage } from "@/components/anchor/panel";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import { useUserStore } from "@/stores/user-store";
import { EXPERT_APPLY_HREF } from "./expert-apply-href";

/** The /recommend pages: visitors sign in, fans are shown the way to become an expert. */
export function ExpertGate({ children }: { children: ReactNode }) {
  return (
    <SignedInGate>
      <ExpertsOnly>{children}</ExpertsOnly>
    </SignedInGate>
  );
}

function ExpertsOnly({ children }: { children: ReactNode }) {
  const t = useTranslations("expert.gate");
  const isExpert = useUserStore((s) => s.userInfo?.isExpert === 1);
  if (isExpert) return children;
  return (
    <PanelMessage title={t("notExpertTitle")} text={t("notExpertText")}>
      <SiteLink href={EXPERT_APPLY_HREF} className={buttonClass()}>
        {t("apply")}
      </SiteLink>
    </PanelMessage>
  );
}
