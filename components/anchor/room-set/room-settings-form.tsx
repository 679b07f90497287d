"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import type { KeyedMutator } from "swr";
import { FieldError } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { type RoomSettings, anchorApi } from "@/lib/api/anchor";
import type { MatchRow } from "@/lib/contracts/match-list";
import { toast } from "@/stores/ui-store";
import { ROOM_LIMITS } from "../anchor-limits";
import { type FieldErrors, type RoomFields, validateRoomSettings } from "../anchor-validation";
import { Counter, FormRow, TextArea, TextInput } from "../form-row";
import { ImageUploader } from "../image-uploader";
import { Panel } from "../panel";
import { BoundMatchField } from "./bound-match-field";
import { NavSelect } from "../nav-select";

type Draft = RoomFields & { cover: string; match: MatchRow | null };

/** 直播间设置: title, category, cover, notice and the bound match, saved to /api/room/settings. */
export function RoomSettingsForm({
  settings,
  mutate,
}: {
  settings: RoomSettings;
  mutate: KeyedMutator<RoomSettings>;
}) {
  const t = useTranslations("anchor.roomSet");
  const [draft, setDraft] = useState<Draft>({
    title: settings.title,
    navId: settings.navId,
    notice: settings.notice,
    cover: settings.cover,
    match: settings.match,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof RoomFields>>({});
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setFormError("");
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = validateRoomSettings(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const { match, ...fields } = draft;
    const res = await anchorApi.saveRoomSettings({ ...fields, matchId: match?.id ?? 0 });
    setSaving(false);
    if (res.code !== 200) return setFormError(res.message || t("failed"));
    toast(t("saved"), "success");
    void mutate(res.data ?? undefined, { revalidate: !res.data });
  }

  const L = ROOM_LIMITS;
  return (
    <Panel title={t("formTitle")}>
      <form onSubmit={save} noValidate>
        <FormRow
          id="room-title"
          label={t("title")}
          required
          error={errors.title}
          hint={<Counter value={draft.title} max={L.titleMax} />}
        >
          <TextInput
            id="room-title"
            value={draft.title}
            invalid={Boolean(errors.title)}
            placeholder={t("titlePlaceholder", { min: L.titleMin, max: L.titleMax })}
            onChange={(e) => set("title", e.target.value)}
          />
        </FormRow>
        <FormRow id="room-nav" label={t("nav")} required error={errors.navId}>
          <NavSelect
            id="room-nav"
            value={draft.navId}
            invalid={Boolean(errors.navId)}
            onChange={(navId) => set("navId", navId)}
          />
        </FormRow>
        <FormRow id="room-cover" label={t("cover")} hint={t("coverHint")}>
          <ImageUploader
            id="room-cover"
            shape="cover"
            max={1}
            value={draft.cover ? [draft.cover] : []}
            onChange={(urls) => set("cover", urls[0] ?? "")}
          />
        </FormRow>
        <FormRow
          id="room-notice"
          label={t("notice")}
          error={errors.notice}
          hint={<Counter value={draft.notice} max={L.noticeMax} />}
        >
          <TextArea
            id="room-notice"
            rows={3}
            value={draft.notice}
            invalid={Boolean(errors.notice)}
            placeholder={t("noticePlaceholder")}
            onChange={(e) => set("notice", e.target.value)}
          />
        </FormRow>
        <FormRow id="room-match" label={t("match")}>
          <BoundMatchField match={draft.match} onChange={(m) => set("match", m)} />
        </FormRow>
        <div className="pl-28">
          <FieldError message={formError} />
          <Button type="submit" size="lg" className="mt-4 w-40" disabled={saving}>
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
