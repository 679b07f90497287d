"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useReservations } from "./use-reservations";

/** 预约 / 已预约 for one match; a visitor is asked to sign in. */
export function ReserveButton({ match }: { match: { id: number; sportId: number } }) {
  const t = useTranslations("liveReserve");
  const { isReserved, setReserved, session } = useReservations();
  const [busy, setBusy] = useState(false);
  const reserved = isReserved(match.id);

  async function toggle() {
    setBusy(true);
    try {
      await setReserved(match, !reserved);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="sm"
      variant={reserved ? "subtle" : "outline"}
      disabled={busy || session.status === "pending"}
      onClick={() => void toggle()}
      aria-pressed={reserved}
    >
      {reserved ? t("reservedButton") : t("reserve")}
    </Button>
  );
}
