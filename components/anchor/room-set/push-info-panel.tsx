"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Modal } from "@/components/ui/modal";
import { anchorApi } from "@/lib/api/anchor";
import { usePushInfo } from "@/lib/api/use-anchor";
import { toast } from "@/stores/ui-store";
import { Panel } from "../panel";

/** OBS 推流信息: server address and stream key (hidden until asked), with a confirmed regenerate. */
export function PushInfoPanel() {
  const t = useTranslations("anchor.push");
  const { data, error, mutate } = usePushInfo();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [regenerated, setRegenerated] = useState(false);

  async function regenerate() {
    setBusy(true);
    const res = await anchorApi.regenerateKey();
    setBusy(false);
    setConfirming(false);
    if (res.code !== 200 || !res.data) return toast(res.message || t("failed"), "error");
    void mutate(res.data, { revalidate: false });
    setRegenerated(true);
    toast(t("regenerated"), "success");
  }

  const manual = (
    <SiteLink href="/live/manual" className="text-sm text-brand hover:underline">
      {t("manual")}
    </SiteLink>
  );
  return (
    <Panel title={t("title")} aside={manual}>
      {error && !data ? <p className="text-sm text-brand">{error.message}</p> : null}
      {!data && !error ? <p className="text-sm text-ink-mute">{t("loading")}</p> : null}
      {data ? (
        <>
          <CopyField label={t("server")} value={data.pushUrl} />
          <CopyField
            key={data.streamKey}
            label={t("key")}
            value={data.streamKey}
            secret
            revealed={regenerated}
          />
          <div className="mt-4 flex items-center gap-4 pl-23">
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t("regenerate")}
            </Button>
            <p className="text-xs text-ink-mute">{t("keyHint")}</p>
          </div>
        </>
      ) : null}
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t("confirmTitle")}>
        <div className="px-6 py-5">
          <p className="text-sm text-ink-soft">{t("confirmText")}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="subtle" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button disabled={busy} onClick={() => void regenerate()}>
              {t("confirm")}
            </Button>
          </div>
        </div>
      </Modal>
    </Panel>
  );
}
