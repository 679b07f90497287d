"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";

import { SubmitButton } from "@/components/auth/auth-card";
import { FieldError, TextField } from "@/components/auth/form-field";
import { ID_CARD_LENGTH, maskIdCard, sanitizeIdCardInput } from "@/components/auth/id-card-input";
import { type RealNameData, accountApi } from "@/lib/api/account";
import { isValidIdCard } from "@/lib/id-card";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

const REAL_NAME_MAX_LENGTH = 20;
const VERIFIED = 1;

type Errors = { realName?: string; idCard?: string };
type VerifiedRecord = Pick<RealNameData, "realName" | "idCard">;

/** 实名认证: the current record when there is one, otherwise name + 18-digit ID (checksum hinted before sending). */
export function RealNameForm() {
  const t = useTranslations("auth.account");
  const tl = useTranslations("auth.login");
  const [record, setRecord] = useState<VerifiedRecord | null>(null);
  const [realName, setRealName] = useState("");
  const [idCard, setIdCard] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let live = true;
    void accountApi.realName().then((res) => {
      if (live && res.code === 200 && res.data?.status === VERIFIED) setRecord(res.data);
    });
    return () => {
      live = false;
    };
  }, []);

  const idCardHint = (value: string) => (value && !isValidIdCard(value) ? t("idCardInvalid") : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const name = realName.trim();
    const found: Errors = { realName: name ? undefined : t("realNameEmpty"), idCard: idCardHint(idCard) };
    if (!idCard) found.idCard = t("idCardInvalid");
    setErrors(found);
    if (found.realName || found.idCard) return;
    setSubmitting(true);
    const res = await accountApi.submitRealName({ realName: name, idCard });
    setSubmitting(false);
    if (res.code !== 200) return setFormError(res.message || tl("error"));
    toast(t("saved"), "success");
    setRecord(res.data?.status === VERIFIED ? res.data : { realName: name, idCard: maskIdCard(idCard) });
    const { userInfo } = useUserStore.getState();
    if (userInfo) useUserStore.setState({ userInfo: { ...userInfo, realNameVerified: true } });
  }

  if (record) {
    return (
      <div className="text-sm">
        <p className="mb-4 text-center text-lose">{t("realNameVerified")}</p>
        <dl className="space-y-3">
          <div className="flex gap-4">
            <dt className="w-20 text-ink-mute">{t("realNameLabel")}</dt>
            <dd className="text-ink">{record.realName}</dd>
          </div>
          <div className="flex gap-4">
            <dt className="w-20 text-ink-mute">{t("idCardLabel")}</dt>
            <dd className="text-ink">{record.idCard}</dd>
          </div>
        </dl>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t("realNameLabel")}
        placeholder={t("realNamePlaceholder")}
        autoComplete="name"
        maxLength={REAL_NAME_MAX_LENGTH}
        value={realName}
        onChange={(value) => {
          setRealName(value);
          setErrors((prev) => ({ ...prev, realName: undefined }));
          setFormError("");
        }}
        error={errors.realName}
      />
      <TextField
        label={t("idCardLabel")}
        placeholder={t("idCardPlaceholder")}
        maxLength={ID_CARD_LENGTH}
        value={idCard}
        onChange={(value) => {
          const next = sanitizeIdCardInput(value);
          setIdCard(next);
          setErrors((prev) => ({
            ...prev,
            idCard: next.length === ID_CARD_LENGTH ? idCardHint(next) : undefined,
          }));
          setFormError("");
        }}
        onBlur={() => setErrors((prev) => ({ ...prev, idCard: idCardHint(idCard) }))}
        error={errors.idCard}
        className="mt-4"
      />
      <FieldError message={formError} />
      <SubmitButton disabled={submitting}>{t("realNameSubmit")}</SubmitButton>
    </form>
  );
}
