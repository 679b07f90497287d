"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useUserStore } from "@/stores/user-store";
import { navigationProgress } from "../global/navigation-progress";
import { VideoIcon } from "../icons";
import { anchorButtonAction } from "./account-rules";

/** 开播: visitors log in first; anchors open their broadcast settings; others apply (SPEC §4). */
export function AnchorButton() {
  const t = useTranslations("layout.actions");
  const router = useRouter();
  const user = useUserStore((s) => s.userInfo);
  const openLogin = useUserStore((s) => s.openLogin);

  function onClick() {
    const action = anchorButtonAction(user);
    if (action.kind === "login") return openLogin();
    navigationProgress.start();
    router.push(action.href);
  }

  return (
    <Button size="sm" onClick={onClick}>
      <VideoIcon className="size-4" />
      {t("broadcast")}
    </Button>
  );
}
