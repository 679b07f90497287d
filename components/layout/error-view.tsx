"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";
import { reloadForChunkError } from "./global/chunk-error";
import { errorDigest, errorMessage, errorStatus } from "./global/error-info";
import { MissedShot } from "./missed-shot";

/** The error page of SPEC §8: status (default 500), the error's message, 重试 and 返回首页. */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("error");
  const status = errorStatus(error);
  const message = errorMessage(error);
  const digest = errorDigest(error);

  useEffect(() => {
    // A render that failed because a chunk is gone (new deploy) is fixed by a reload.
    if (!reloadForChunkError(error)) console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex w-full max-w-site flex-1 flex-col items-center justify-center py-16 text-center">
      <MissedShot className="w-72" />
      <p className="mt-6 text-5xl font-bold text-brand tabular-nums">{status}</p>
      <h1 className="mt-3 text-xl font-semibold text-ink">{t("title")}</h1>
      <p className="mt-2 max-w-lg text-sm break-words text-ink-soft">{message ?? t("unknown")}</p>
      {digest ? <p className="mt-1 text-xs text-ink-mute">{t("reference", { digest })}</p> : null}
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={retry} className={buttonClass({ size: "lg" })}>
          {t("retry")}
        </button>
        {/* A full load: whatever broke on this page should not follow the user home. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClass({ variant: "outline", size: "lg" })}>
          {t("home")}
        </a>
      </div>
    </main>
  );
}
