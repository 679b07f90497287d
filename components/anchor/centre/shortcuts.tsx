"use client";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { ANCHOR_PAGES } from "../anchor-side-menu";
import { useAnchor } from "../anchor-gate";
import { Panel } from "../panel";

/** Links to the other anchor pages, the anchor's room and the broadcasting guide. */
export function Shortcuts() {
  const t = useTranslations("anchor");
  const anchor = useAnchor();
  const links = [
    ...ANCHOR_PAGES.filter((p) => p.key !== "centre").map((p) => ({
      href: p.href,
      label: t(`menu.${p.key}`),
    })),
    ...(anchor.roomId ? [{ href: `/live/room/${anchor.roomId}`, label: t("centre.myRoom") }] : []),
    { href: "/live/manual", label: t("centre.manual") },
  ];
  return (
    <Panel title={t("centre.shortcuts")}>
      <ul className="grid grid-cols-3 gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              className="block rounded-md border border-surface px-4 py-3 text-center text-sm text-ink hover:border-brand hover:text-brand"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
