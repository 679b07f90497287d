"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { SiteLink } from "@/components/layout/site-link";
import { personalHref } from "@/lib/codes/personal-tabs";
import { useAnchor } from "../anchor-gate";
import { Panel } from "../panel";
import { DynamicComposer } from "./dynamic-composer";
import { DynamicList } from "./dynamic-list";

/** /v/anchor-zone: post a 动态 and manage the posts that the public /personal/{id} page shows. */
export function ZoneView() {
  const t = useTranslations("anchor.zone");
  const anchor = useAnchor();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);

  function posted() {
    setPage(1);
    void mutate((key) => Array.isArray(key) && key[0] === "anchor/dynamics");
  }

  const space = (
    <SiteLink
      href={personalHref({ id: anchor.id, isAnchor: 1 })}
      className="text-sm text-brand hover:underline"
    >
      {t("mySpace")}
    </SiteLink>
  );
  return (
    <div className="space-y-5">
      <Panel title={t("composeTitle")} aside={space}>
        <DynamicComposer onPosted={posted} />
      </Panel>
      <Panel title={t("listTitle")}>
        <DynamicList anchorId={anchor.id} page={page} onPage={setPage} />
      </Panel>
    </div>
  );
}
