"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { anchorApi } from "@/lib/api/anchor";
import type { CenterInfo } from "@/lib/contracts/user";
import { toast } from "@/stores/ui-store";
import { SIGNATURE_MAX } from "../anchor-limits";
import { tooLong } from "../anchor-validation";
import { Counter, FormRow, TextInput } from "../form-row";
import { Panel } from "../panel";

/** 个人资料: the signature viewers see on the anchor card; nickname and real name have their own forms. */
export function ProfileForm({ info, onSaved }: { info: CenterInfo; onSaved: (info: CenterInfo) => void }) {
  const t = useTranslations("anchor.centre");
  const [signature, setSignature] = useState(info.signature);
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    if (signature.trim().length > SIGNATURE_MAX) return setError(tooLong(SIGNATURE_MAX));
    setSaving(true);
    const res = await anchorApi.updateSignature(signature.trim());
    setSaving(false);
    if (res.code !== 200 || !res.data) return setError(res.message || t("failed"));
    toast(t("saved"), "success");
    onSaved(res.data);
  }

  return (
    <Panel title={t("profile")}>
      <form onSubmit={save} noValidate>
        <FormRow id="anchor-nick" label={t("nickName")}>
          <p className="flex h-10 items-center gap-4 text-sm text-ink">
            {info.nickName}
            <SiteLink href="/user/comFormPage?type=nickname" className="text-brand hover:underline">
              {t("editNickName")}
            </SiteLink>
          </p>
        </FormRow>
        <FormRow
          id="anchor-signature"
          label={t("signature")}
          error={error}
          hint={<Counter value={signature} max={SIGNATURE_MAX} />}
        >
          <TextInput
            id="anchor-signature"
            value={signature}
            invalid={Boolean(error)}
            placeholder={t("signaturePlaceholder")}
            onChange={(e) => {
              setSignature(e.target.value);
              setError("");
            }}
          />
        </FormRow>
        <FormRow id="anchor-real-name" label={t("realName")}>
          <p className="flex h-10 items-center gap-4 text-sm text-ink">
            {info.realNameVerified ? t("realNameDone") : t("realNameNotDone")}
            {info.realNameVerified ? null : (
              <SiteLink href="/user/comFormPage?type=realName" className="text-brand hover:underline">
                {t("realNameGo")}
              </SiteLink>
            )}
          </p>
        </FormRow>
        <div className="pl-28">
          <Button type="submit" className="mt-2 w-32" disabled={saving}>
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
