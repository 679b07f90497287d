"use client";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { personalHref } from "@/lib/codes/personal-tabs";
import { UserAvatar } from "@/components/user/user-avatar";
import { useCenterInfo } from "@/lib/api/use-anchor";
import { useAnchor } from "../anchor-gate";
import { Panel } from "../panel";
import { OverviewCards } from "./overview-cards";
import { ProfileForm } from "./profile-form";
import { Shortcuts } from "./shortcuts";

/** /v/anchor-set, where the header's 开播 button takes an anchor: overview, profile, shortcuts. */
export function AnchorCentre() {
  const t = useTranslations("anchor.centre");
  const anchor = useAnchor();
  const info = useCenterInfo();
  const space = personalHref({ id: anchor.id, isAnchor: 1 });
  return (
    <div className="space-y-5">
      <Panel>
        <div className="flex items-center gap-4">
          <UserAvatar src={info.data?.portrait} name={anchor.nickName} size={64} />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-semibold text-ink">{anchor.nickName}</h1>
            <p className="mt-1 text-sm text-ink-mute">
              {t("level", { level: info.data?.level ?? 0 })}
              {anchor.roomId ? ` · ${t("roomNo", { id: anchor.roomId })}` : ""}
            </p>
          </div>
          <SiteLink href={space} className="text-sm text-brand hover:underline">
            {t("mySpace")}
          </SiteLink>
        </div>
        <OverviewCards fans={info.data?.fans ?? null} />
      </Panel>
      <Shortcuts />
      {info.data ? (
        <ProfileForm
          key={info.data.id}
          info={info.data}
          onSaved={(next) => void info.mutate(next, { revalidate: false })}
        />
      ) : null}
    </div>
  );
}
