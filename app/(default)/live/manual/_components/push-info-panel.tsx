"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { useSession } from "@/components/room/use-session";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { livePersonalApi } from "@/lib/api/live-personal";
import { useUserStore } from "@/stores/user-store";
import { LiveStatus } from "@/lib/codes/rooms";

async function loadPushInfo() {
  const res = await livePersonalApi.pushInfo();
  if (res.code !== 200 || !res.data) throw new Error(res.message);
  return res.data;
}

/** 我的推流信息: an anchor's real server and key; everyone else the address pattern and how to get a key. */
export function PushInfoPanel() {
  const t = useTranslations("pushPanel");
  const session = useSession();
  const openLogin = useUserStore((s) => s.openLogin);
  const isAnchor = session.status === "user" && session.user.isAnchor === 1;
  const { data, error, mutate } = useSWR(isAnchor ? "push-info" : null, loadPushInfo);

  let body: React.ReactNode;
  if (session.status === "pending" || (isAnchor && !data && !error)) {
    body = <p className="text-sm text-ink-mute">{t("loading")}</p>;
  } else if (isAnchor && error) {
    body = (
      <p className="text-sm text-brand">
        {error.message || t("failed")}
        <button type="button" onClick={() => void mutate()} className="ml-2 underline">
          {t("retry")}
        </button>
      </p>
    );
  } else if (isAnchor && data) {
    body = (
      <div className="space-y-3">
        <CopyField label={t("server")} value={data.pushUrl} />
        <CopyField label={t("key")} value={data.streamKey} secret />
        <p className="text-xs text-ink-mute">
          {data.liveStatus === LiveStatus.Live ? t("liveNow") : t("notLive")} {t("keyHint")}
          <Link href="/v/anchor-room-set" className="ml-1 text-brand hover:underline">
            {t("regenerate")}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <CopyField label={t("server")} value={t("genericServer")} />
        <p className="text-sm text-ink-soft">
          {session.status === "visitor" ? t("visitorHint") : t("applyHint")}
        </p>
        {session.status === "visitor" ? (
          <Button onClick={openLogin}>{t("login")}</Button>
        ) : (
          <Link href="/v/apply" className={buttonClass()}>
            {t("apply")}
          </Link>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="push-info" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="push-info" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 mb-4 text-sm text-ink-soft">{t("intro")}</p>
      {body}
    </section>
  );
}
