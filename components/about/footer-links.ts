import messages from "@/messages/zh-CN/about.json";
import { documentHref } from "./about-catalog";

// The footer's links to the about pages (SPEC §2 footer). Labels are the documents' own
// titles in messages, so a renamed document renames its footer link too.
export type FooterLink = { label: string; href: string };

const { legal, help } = messages.about;

export const ABOUT_FOOTER_LINKS: readonly FooterLink[] = [
  { label: help["10002"].title, href: documentHref({ group: "help", id: "10002" }) },
  { label: help["10003"].title, href: documentHref({ group: "help", id: "10003" }) },
  { label: legal.agreement.title, href: documentHref({ group: "legal", id: "agreement" }) },
  { label: legal.privacy.title, href: documentHref({ group: "legal", id: "privacy" }) },
  { label: legal.specification.title, href: documentHref({ group: "legal", id: "specification" }) },
  { label: legal.protocol.title, href: documentHref({ group: "legal", id: "protocol" }) },
  { label: help["10004"].title, href: documentHref({ group: "help", id: "10004" }) },
  { label: help["10005"].title, href: documentHref({ group: "help", id: "10005" }) },
  { label: help["10007"].title, href: documentHref({ group: "help", id: "10007" }) },
  { label: help["10006"].title, href: documentHref({ group: "help", id: "10006" }) },
  { label: help["10001"].title, href: documentHref({ group: "help", id: "10001" }) },
];

export const ABOUT_FOOTER_DISCLAIMER: string = messages.about.footer.disclaimer;
