"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { TextArea } from "@/components/anchor/form-row";
import { Button } from "@/components/ui/button";
import { COMMENT_MAX } from "@/lib/codes/community";
import { communityApi } from "@/lib/api/community-client";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** A comment on the post, or a reply to `commentId` (shown under its comment). */
export function CommentForm({
  postId,
  commentId,
  replyTo,
  onSent,
}: {
  postId: number;
  commentId?: number;
  replyTo?: string;
  onSent: () => void;
}) {
  const t = useTranslations("community.comments");
  const signedIn = useUserStore((s) => Boolean(s.auth));
  const openLogin = useUserStore((s) => s.openLogin);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!signedIn) return openLogin();
    const content = text.trim();
    if (!content || busy) return;
    if (content.length > COMMENT_MAX) return setError(`不能超过${COMMENT_MAX}个字`);
    setBusy(true);
    const res = await communityApi.reply(postId, content, commentId);
    setBusy(false);
    if (res.code !== 200) return setError(res.message);
    setText("");
    setError("");
    toast(t("sent"), "success");
    onSent();
  }

  const label = replyTo ? t("replyPlaceholder", { name: replyTo }) : t("placeholder");
  return (
    <form onSubmit={send} className="space-y-2" noValidate>
      <TextArea
        aria-label={label}
        placeholder={signedIn ? label : t("signIn")}
        rows={replyTo ? 2 : 3}
        value={text}
        onFocus={() => (signedIn ? undefined : openLogin())}
        onChange={(e) => setText(e.target.value)}
      />
      <FieldError message={error} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={busy || !text.trim()}>
          {replyTo ? t("reply") : t("send")}
        </Button>
      </div>
    </form>
  );
}
