"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { HornSender } from "./horn-sender";
import { requireSignIn } from "./money-session";
import { HornIcon } from "./money-icons";

/** The 喇叭 button of the gift bar; the sender opens in a dialog. */
export function HornButton({ roomId }: { roomId: number }) {
  const t = useTranslations("roomMoney");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => requireSignIn() && setOpen(true)}
        className="rounded-full border border-amber-400 px-3 py-1 text-xs text-amber-700 hover:bg-amber-50"
      >
        <HornIcon /> {t("gift.horn")}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t("horn.title")}>
        <div className="p-6">
          <HornSender roomId={roomId} onSent={() => setOpen(false)} />
        </div>
      </Modal>
    </>
  );
}
