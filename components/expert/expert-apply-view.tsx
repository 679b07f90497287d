"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Counter, FormRow, TextArea, TextInput } from "@/components/anchor/form-row";
import { Panel, PanelMessage } from "@/components/anchor/panel";
import { SiteLink } from "@/components/layout/site-link";
import { Button, buttonClass } from "@/components/ui/button";
import { isOk } from "@/lib/api/envelope";
import { expertPlansApi } from "@/lib/api/expert-plans-client";
import { dataOf } from "@/lib/api/use-anchor";
import { ExpertApplicationStatus, PLAN_LIMITS } from "@/lib/codes/expert-plans";
import type { ExpertApplication } from "@/lib/contracts/expert-plans";
import { toast } from "@/stores/ui-store";

const TITLE_MIN = 2;
const INTRO_MIN = 10;

/** 申请成为专家: the form, or where the application stands. */
export function ExpertApplyView() {
  const t = useTranslations("expert.apply");
  const { data, mutate, error } = useSWR("expert/application", () => dataOf(expertPlansApi.application()));
  if (error) return <PanelMessage title={error.message} />;
  if (!data) return <PanelMessage title={t("loading")} />;
  if (data.status === ExpertApplicationStatus.Approved)
    return (
      <PanelMessage title={t("approved")}>
        <SiteLink href="/recommend/comList" className={buttonClass()}>
          {t("goPublish")}
        </SiteLink>
      </PanelMessage>
    );
  if (data.status === ExpertApplicationStatus.Pending) return <PanelMessage title={t("pending")} />;
  return (
    <Panel title={t("heading")}>
      <p className="mb-4 text-sm text-ink-soft">{t("intro")}</p>
      {data.status === ExpertApplicationStatus.Rejected ? (
        <p role="alert" className="mb-4 rounded bg-brand-light px-3 py-2 text-sm text-brand">
          {t("rejected", { reason: data.reason })}
        </p>
      ) : null}
      <ApplyForm onDone={(next) => void mutate(next, { revalidate: false })} />
    </Panel>
  );
}

function ApplyForm({ onDone }: { onDone: (next: ExpertApplication) => void }) {
  const t = useTranslations("expert.apply");
  const [title, setTitle] = useState("");
  const [intro, setIntro] = useState("");
  const [tags, setTags] = useState("");
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleLength = title.trim().length;
  const introLength = intro.trim().length;
  const titleError =
    titleLength < TITLE_MIN || titleLength > PLAN_LIMITS.applicationTitleMax
      ? t("errors.title", { min: TITLE_MIN, max: PLAN_LIMITS.applicationTitleMax })
      : undefined;
  const introError =
    introLength < INTRO_MIN || introLength > PLAN_LIMITS.applicationIntroMax
      ? t("errors.intro", { min: INTRO_MIN, max: PLAN_LIMITS.applicationIntroMax })
      : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setShown(true);
    if (titleError || introError) return;
    setBusy(true);
    const res = await expertPlansApi.apply({ title: title.trim(), intro: intro.trim(), tags: tags.trim() });
    setBusy(false);
    if (!isOk(res)) return void toast(res.message, "error");
    toast(t("submitted"), "success");
    onDone(res.data);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormRow id="expert-title" label={t("title")} required error={shown ? titleError : undefined}>
        <TextInput
          id="expert-title"
          value={title}
          maxLength={PLAN_LIMITS.applicationTitleMax}
          placeholder={t("titlePlaceholder")}
          onChange={(e) => setTitle(e.target.value)}
        />
      </FormRow>
      <FormRow
        id="expert-intro"
        label={t("intro2")}
        required
        error={shown ? introError : undefined}
        hint={<Counter value={intro} max={PLAN_LIMITS.applicationIntroMax} />}
      >
        <TextArea
          id="expert-intro"
          value={intro}
          placeholder={t("introPlaceholder")}
          onChange={(e) => setIntro(e.target.value)}
        />
      </FormRow>
      <FormRow id="expert-tags" label={t("tags")}>
        <TextInput
          id="expert-tags"
          value={tags}
          maxLength={PLAN_LIMITS.applicationTagsMax}
          placeholder={t("tagsPlaceholder")}
          onChange={(e) => setTags(e.target.value)}
        />
      </FormRow>
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
