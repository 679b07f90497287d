"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { communityApi } from "@/lib/api/community-client";
import { formatCompact } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

/** 加入圈子 / 退出圈子 with the member count the api answers. */
export function JoinButton({ circleId, memberCount }: { circleId: number; memberCount: number }) {
  const t = useTranslations("community");
  const auth = useUserStore((s) => s.auth);
  const openLogin = useUserStore((s) => s.openLogin);
  const [state, setState] = useState({ joined: false, memberCount });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!auth) return;
    void communityApi.circle(circleId).then((res) => {
      if (res.code === 200 && res.data)
        setState({ joined: res.data.joined, memberCount: res.data.memberCount });
    });
  }, [auth, circleId]);

  async function toggle() {
    if (!auth) return openLogin();
    setBusy(true);
    const res = await communityApi.join(circleId, !state.joined);
    setBusy(false);
    if (res.code !== 200 || !res.data) return toast(res.message, "error");
    setState({ joined: res.data.joined, memberCount: res.data.memberCount });
    toast(res.data.joined ? t("joinedToast") : t("leftToast"), "success");
  }

  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-ink-mute">
        {t("members", { count: formatCompact(state.memberCount, 1) })}
      </span>
      <Button
        variant={state.joined ? "outline" : "primary"}
        disabled={busy}
        onClick={() => void toggle()}
        aria-pressed={state.joined}
      >
        {state.joined ? t("leave") : t("join")}
      </Button>
    </div>
  );
}
