"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { type AuditInfo, anchorApi } from "@/lib/api/anchor";
import { APPLY_LIMITS } from "../anchor-limits";
import { type ApplyFields, type FieldErrors, validateApply } from "../anchor-validation";
import { Counter, FormRow, TextArea, TextInput } from "../form-row";
import { NavSelect } from "../nav-select";

export const REAL_NAME_HREF = "/user/comFormPage?type=realName";

const EMPTY: ApplyFields = { navId: 0, roomTitle: "", intro: "", experience: "", contact: "" };

type Props = {
  realNameDone: boolean;
  /** The rejected application, to start a new one from. */
  initial: ApplyFields | null;
  onSubmitted: (info: AuditInfo | null) => void;
};

/** 申请成为主播: category, room title, intro, experience, contact; real-name verification first. */
export function ApplyForm({ realNameDone, initial, onSubmitted }: Props) {
  const t = useTranslations("anchor.apply");
  const [fields, setFields] = useState<ApplyFields>(initial ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ApplyFields>>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const set = <K extends keyof ApplyFields>(key: K, value: ApplyFields[K]) => {
    setFields((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setFormError("");
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting || !realNameDone) return;
    const found = validateApply(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const res = await anchorApi.submitAudit(fields);
    setSubmitting(false);
    if (res.code !== 200) return setFormError(res.message || t("failed"));
    onSubmitted(res.data);
  }

  const L = APPLY_LIMITS;
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl">
      {realNameDone ? null : (
        <div
          role="note"
          className="mb-4 flex items-center justify-between rounded bg-brand-light px-4 py-3 text-sm"
        >
          <span className="text-ink">{t("realNameRequired")}</span>
          <SiteLink href={REAL_NAME_HREF} className="font-medium text-brand hover:underline">
            {t("realNameLink")}
          </SiteLink>
        </div>
      )}
      <FormRow id="apply-nav" label={t("nav")} required error={errors.navId}>
        <NavSelect
          id="apply-nav"
          value={fields.navId}
          invalid={Boolean(errors.navId)}
          onChange={(navId) => set("navId", navId)}
        />
      </FormRow>
      <FormRow
        id="apply-title"
        label={t("roomTitle")}
        required
        error={errors.roomTitle}
        hint={<Counter value={fields.roomTitle} max={L.roomTitleMax} />}
      >
        <TextInput
          id="apply-title"
          value={fields.roomTitle}
          placeholder={t("roomTitlePlaceholder", { min: L.roomTitleMin, max: L.roomTitleMax })}
          invalid={Boolean(errors.roomTitle)}
          onChange={(e) => set("roomTitle", e.target.value)}
        />
      </FormRow>
      <FormRow
        id="apply-intro"
        label={t("intro")}
        required
        error={errors.intro}
        hint={<Counter value={fields.intro} max={L.introMax} />}
      >
        <TextArea
          id="apply-intro"
          value={fields.intro}
          placeholder={t("introPlaceholder", { min: L.introMin })}
          invalid={Boolean(errors.intro)}
          onChange={(e) => set("intro", e.target.value)}
        />
      </FormRow>
      <FormRow
        id="apply-experience"
        label={t("experience")}
        error={errors.experience}
        hint={<Counter value={fields.experience} max={L.experienceMax} />}
      >
        <TextArea
          id="apply-experience"
          rows={3}
          value={fields.experience}
          placeholder={t("experiencePlaceholder")}
          invalid={Boolean(errors.experience)}
          onChange={(e) => set("experience", e.target.value)}
        />
      </FormRow>
      <FormRow id="apply-contact" label={t("contact")} error={errors.contact}>
        <TextInput
          id="apply-contact"
          value={fields.contact}
          placeholder={t("contactPlaceholder")}
          invalid={Boolean(errors.contact)}
          onChange={(e) => set("contact", e.target.value)}
        />
      </FormRow>
      <div className="pl-28">
        <FieldError message={formError} />
        <Button type="submit" size="lg" className="mt-4 w-48" disabled={submitting || !realNameDone}>
          {submitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
