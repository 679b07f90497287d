"use client";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { Select, TextArea, TextInput } from "@/components/anchor/form-row";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { FEEDBACK_MAX } from "@/lib/codes/community";
import { communityApi } from "@/lib/api/community-client";
import { toast } from "@/stores/ui-store";

const TYPES = [1, 2, 3, 4] as const;
const MIN_LENGTH = 5;

/** The 意见反馈 form: a signed-in user's note to the operators, with the page it came from. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("community.feedback");
  const page = usePathname();
  const [type, setType] = useState("1");
  const [content, setContent] = useState("");
  const [contact, setContact] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = content.trim();
    if (text.length < MIN_LENGTH) return setError(t("tooShort"));
    setBusy(true);
    const res = await communityApi.feedback({
      type: Number(type),
      content: text,
      contact: contact.trim(),
      page,
    });
    setBusy(false);
    if (res.code !== 200) return setError(res.message);
    setContent("");
    setError("");
    onClose();
    toast(t("thanks"), "success");
  }

  return (
    <Modal open={open} onClose={onClose} title={t("title")}>
      <form onSubmit={submit} noValidate className="w-[420px] space-y-3 px-6 py-5">
        <label className="block text-sm text-ink-soft">
          {t("type")}
          <Select value={type} onChange={(e) => setType(e.target.value)}>
            {TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`types.${v}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="block text-sm text-ink-soft">
          {t("content")}
          <TextArea
            rows={5}
            maxLength={FEEDBACK_MAX}
            placeholder={t("contentPlaceholder")}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
        <label className="block text-sm text-ink-soft">
          {t("contact")}
          <TextInput
            maxLength={40}
            placeholder={t("contactPlaceholder")}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
          />
        </label>
        <FieldError message={error} />
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
