"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SiteLink } from "@/components/layout/site-link";
import { Button, buttonClass } from "@/components/ui/button";
import type { AuditInfo } from "@/lib/api/anchor";
import { formatDateTime } from "@/lib/format/date";

type Application = NonNullable<AuditInfo["application"]>;

function StatusCard({
  tone,
  title,
  children,
}: {
  tone: "wait" | "ok" | "no";
  title: string;
  children: ReactNode;
}) {
  const colour = {
    wait: "bg-amber-50 text-amber-700",
    ok: "bg-green-50 text-lose",
    no: "bg-brand-light text-brand",
  }[tone];
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <span className={`rounded-full px-4 py-1 text-sm font-semibold ${colour}`}>{title}</span>
      {children}
    </div>
  );
}

function Summary({ application, navName }: { application: Application; navName: string }) {
  const t = useTranslations("anchor.apply");
  const rows = [
    [t("nav"), navName],
    [t("roomTitle"), application.roomTitle],
    [t("submittedAt"), formatDateTime(application.createdAt)],
  ];
  return (
    <dl className="mt-2 w-full max-w-md space-y-2 rounded bg-surface px-5 py-4 text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-4">
          <dt className="w-20 shrink-0 text-ink-mute">{label}</dt>
          <dd className="min-w-0 break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditPending({ application, navName }: { application: Application | null; navName: string }) {
  const t = useTranslations("anchor.apply");
  return (
    <StatusCard tone="wait" title={t("statusPending")}>
      <p className="text-sm text-ink-soft">{t("pendingText")}</p>
      {application ? <Summary application={application} navName={navName} /> : null}
    </StatusCard>
  );
}

export function AuditApproved() {
  const t = useTranslations("anchor.apply");
  return (
    <StatusCard tone="ok" title={t("statusApproved")}>
      <p className="text-sm text-ink-soft">{t("approvedText")}</p>
      <SiteLink href="/v/anchor-room-set" className={buttonClass({ className: "mt-2" })}>
        {t("goRoomSet")}
      </SiteLink>
    </StatusCard>
  );
}

export function AuditRejected({ reason, onReapply }: { reason: string; onReapply: () => void }) {
  const t = useTranslations("anchor.apply");
  return (
    <StatusCard tone="no" title={t("statusRejected")}>
      <p className="text-sm text-ink-soft">
        {t("rejectReason")}
        <span className="text-ink">{reason || t("noReason")}</span>
      </p>
      <Button className="mt-2" onClick={onReapply}>
        {t("reapply")}
      </Button>
    </StatusCard>
  );
}
