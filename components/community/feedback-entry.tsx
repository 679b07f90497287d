"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FeedbackIcon } from "@/components/layout/icons";
import { useUserStore } from "@/stores/user-store";

// The form and its modal load on the first open, not with every page (the button is on all of them).
const FeedbackDialog = dynamic(() => import("./feedback-dialog").then((m) => m.FeedbackDialog), {
  ssr: false,
});

/** 意见反馈 in the floating helper panel: opens the feedback form for a signed-in user, else the login. */
export function FeedbackEntry({ className }: { className: string }) {
  const t = useTranslations("community.feedback");
  const signedIn = useUserStore((s) => Boolean(s.auth));
  const openLogin = useUserStore((s) => s.openLogin);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          if (!signedIn) return openLogin();
          setRequested(true);
          setOpen(true);
        }}
      >
        <FeedbackIcon className="size-5" />
        {t("entry")}
      </button>
      {requested ? <FeedbackDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
