"use client";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import { useUserStore } from "@/stores/user-store";

/** Shown only to a signed-in expert: the publish page. */
export function PublishHereLink({ label }: { label: string }) {
  const isExpert = useUserStore((s) => s.userInfo?.isExpert === 1);
  if (!isExpert) return null;
  return (
    <SiteLink href="/recommend/comList" className={buttonClass({ size: "sm" })}>
      {label}
    </SiteLink>
  );
}
