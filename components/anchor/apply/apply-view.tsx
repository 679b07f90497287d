"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { userApi } from "@/lib/api/user";
import { useAuditInfo, useNavList } from "@/lib/api/use-anchor";
import { AuditStatus } from "@/lib/codes/audit-status";
import { useUserStore } from "@/stores/user-store";
import { Panel, PanelMessage } from "../panel";
import { ApplyForm } from "./apply-form";
import { AuditApproved, AuditPending, AuditRejected } from "./audit-status";

/** /v/apply: where an application stands, or the form to send one. */
export function ApplyView() {
  const t = useTranslations("anchor.apply");
  const { data, error, mutate } = useAuditInfo();
  const navs = useNavList();
  const isAnchor = useUserStore((s) => s.userInfo?.isAnchor === 1);
  const [reapplying, setReapplying] = useState(false);
  const approved = isAnchor || data?.status === AuditStatus.Approved;

  // Approved since the header loaded the user: refresh it so the anchor pages let them in.
  useEffect(() => {
    if (data?.status !== AuditStatus.Approved || isAnchor) return;
    void userApi.info().then((res) => {
      if (res.code === 200 && res.data) useUserStore.setState({ userInfo: res.data });
    });
  }, [data?.status, isAnchor]);

  if (error && !data) {
    return (
      <PanelMessage title={t("loadFailed")} text={error.message}>
        <Button variant="outline" onClick={() => void mutate()}>
          {t("retry")}
        </Button>
      </PanelMessage>
    );
  }
  if (!data) return <PanelMessage title={t("loading")} />;

  const application = data.application;
  const navName = navs.data?.find((n) => n.navId === application?.navId)?.name ?? "";
  let body;
  if (approved) body = <AuditApproved />;
  else if (data.status === AuditStatus.Pending)
    body = <AuditPending application={application} navName={navName} />;
  else if (data.status === AuditStatus.Rejected && !reapplying)
    body = <AuditRejected reason={application?.rejectReason ?? ""} onReapply={() => setReapplying(true)} />;
  else
    body = (
      <ApplyForm
        realNameDone={data.realNameDone}
        initial={reapplying && application ? application : null}
        onSubmitted={(info) => {
          setReapplying(false);
          void mutate(info ?? undefined, { revalidate: !info });
        }}
      />
    );

  return (
    <Panel title={t("title")}>
      {approved || data.status === AuditStatus.Pending ? null : (
        <p className="mb-4 text-sm text-ink-soft">{t("lead")}</p>
      )}
      {reapplying && application?.rejectReason ? (
        <p role="note" className="mb-4 rounded bg-brand-light px-4 py-3 text-sm text-ink">
          {t("rejectReason")}
          {application.rejectReason}
        </p>
      ) : null}
      {body}
    </Panel>
  );
}
