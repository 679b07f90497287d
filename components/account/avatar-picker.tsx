"use client";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import { http } from "@/lib/api/http";
import { uploadImages } from "@/lib/api/upload";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

const SYSTEM_AVATARS = Array.from({ length: 12 }, (_, i) => `/images/avatars/${i + 1}.svg`);

/** 头像: upload one's own picture (the upload service) or pick a system avatar. */
export function AvatarPicker({ portrait, nickName }: { portrait: string; nickName: string }) {
  const t = useTranslations("account.personal");
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(portrait);
  const [busy, setBusy] = useState(false);

  async function choose(url: string) {
    const res = await http.get<{ portrait: string }>("/user/center/updatePortrait", { portraitUrl: url });
    if (res.code !== 200 || !res.data) return toast(res.message, "error");
    setCurrent(res.data.portrait);
    const { userInfo } = useUserStore.getState();
    if (userInfo) useUserStore.setState({ userInfo: { ...userInfo, portrait: res.data.portrait } });
    toast(t("avatarSaved"), "success");
    router.refresh();
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const res = await uploadImages([file]);
      if (res.code !== 200 || !res.data?.urls[0]) return toast(res.message, "error");
      await choose(res.data.urls[0]);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="flex items-start gap-5">
      <UserAvatar src={current} name={nickName} size={80} />
      <div className="space-y-3">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="hidden"
          aria-label={t("changeAvatar")}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t("uploading") : t("changeAvatar")}
        </Button>
        <p className="text-xs text-ink-mute">{t("systemAvatars")}</p>
        <ul className="flex flex-wrap gap-2">
          {SYSTEM_AVATARS.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t("pickAvatar", { n: i + 1 })}
                aria-pressed={current === src}
                onClick={() => void choose(src)}
                className={`rounded-full ring-2 ${current === src ? "ring-brand" : "ring-transparent hover:ring-brand/40"}`}
              >
                <UserAvatar src={src} name="" size={36} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
