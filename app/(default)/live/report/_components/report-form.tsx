"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useSWRConfig } from "swr";
import { useSession } from "@/components/room/use-session";
import { Button } from "@/components/ui/button";
import { livePersonalApi } from "@/lib/api/live-personal";
import { uploadImages } from "@/lib/api/upload";
import { REPORT_REASONS } from "@/lib/codes/reports";
import { parseId } from "@/lib/parse-id";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { MY_REPORTS_KEY } from "./my-reports";
import { REPORT_CONTENT_MAX, REPORT_IMAGES_MAX, reportProblem } from "./report-input";
import { ScreenshotPicker } from "./screenshot-picker";

const REASONS = Object.entries(REPORT_REASONS).map(([code, label]) => ({ code: Number(code), label }));

/** The report itself; a visitor is asked to sign in when sending. */
export function ReportForm({ roomId: fixedRoomId }: { roomId: number }) {
  const t = useTranslations("liveReport");
  const session = useSession();
  const openLogin = useUserStore((s) => s.openLogin);
  const { mutate } = useSWRConfig();
  const [roomInput, setRoomInput] = useState(fixedRoomId ? String(fixedRoomId) : "");
  const [reason, setReason] = useState(0);
  const [content, setContent] = useState("");
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (session.status !== "user") return openLogin();
    const roomId = parseId(roomInput) ?? 0;
    const problem = reportProblem({ roomId, reason, content, imageCount: images.length });
    if (problem) return toast(t(`problems.${problem}`, { max: REPORT_IMAGES_MAX }), "error");
    setSending(true);
    try {
      let urls: string[] = [];
      if (images.length) {
        const up = await uploadImages(images);
        if (up.code !== 200 || !up.data) return toast(up.message || t("uploadFailed"), "error");
        urls = up.data.urls;
      }
      const res = await livePersonalApi.addReport({ roomId, reason, content: content.trim(), images: urls });
      if (res.code !== 200) return toast(res.message || t("failed"), "error");
      toast(t("sent"), "success");
      setReason(0);
      setContent("");
      setImages([]);
      void mutate((key) => Array.isArray(key) && key[0] === MY_REPORTS_KEY);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      {!fixedRoomId ? (
        <label className="flex flex-wrap items-center gap-3">
          <span className="w-20 text-sm text-ink-soft">{t("roomId")}</span>
          <input
            inputMode="numeric"
            value={roomInput}
            onChange={(e) => setRoomInput(e.target.value.replace(/\D/g, "").slice(0, 9))}
            placeholder={t("roomIdPlaceholder")}
            className="h-9 w-56 rounded-md px-3 text-sm ring-1 ring-black/15 outline-none focus:ring-brand"
          />
        </label>
      ) : null}
      <fieldset className="flex flex-wrap items-start gap-3">
        <legend className="float-left w-20 pt-1 text-sm text-ink-soft">{t("reason")}</legend>
        <div className="flex flex-1 flex-wrap gap-2">
          {REASONS.map((r) => (
            <label
              key={r.code}
              className={`cursor-pointer rounded-full px-4 py-1.5 text-sm ring-1 ${reason === r.code ? "bg-brand-light text-brand ring-brand" : "ring-black/15 hover:text-brand"}`}
            >
              <input
                type="radio"
                name="reason"
                value={r.code}
                checked={reason === r.code}
                onChange={() => setReason(r.code)}
                className="sr-only"
              />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-wrap items-start gap-3">
        <span className="w-20 pt-1 text-sm text-ink-soft">{t("content")}</span>
        <span className="relative flex-1">
          <textarea
            value={content}
            onChange={(e) => setContent(e.target.value.slice(0, REPORT_CONTENT_MAX))}
            rows={4}
            placeholder={t("contentPlaceholder")}
            className="w-full resize-none rounded-md p-3 text-sm ring-1 ring-black/15 outline-none focus:ring-brand"
          />
          <span className="absolute right-3 bottom-2 text-xs text-ink-mute">
            {content.length}/{REPORT_CONTENT_MAX}
          </span>
        </span>
      </label>
      <div className="flex flex-wrap items-start gap-3">
        <span className="w-20 pt-1 text-sm text-ink-soft">{t("screenshots")}</span>
        <div className="flex-1 space-y-2">
          <ScreenshotPicker files={images} onChange={setImages} />
          <p className="text-xs text-ink-mute">{t("screenshotsHint", { max: REPORT_IMAGES_MAX })}</p>
        </div>
      </div>
      <div className="flex items-center gap-3 pl-[92px]">
        <Button type="submit" size="lg" disabled={sending || session.status === "pending"}>
          {sending ? t("sending") : session.status === "visitor" ? t("signInToSend") : t("send")}
        </Button>
        <p className="text-xs text-ink-mute">{t("privacy")}</p>
      </div>
    </form>
  );
}
