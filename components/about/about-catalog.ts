// Every document the about pages serve, keyed as in messages/zh-CN/about.json.

export const LEGAL_DOCUMENT_KEYS = ["agreement", "privacy", "protocol", "specification"] as const;
export const HELP_ARTICLE_IDS = [
  "10001",
  "10002",
  "10003",
  "10004",
  "10005",
  "10006",
  "10007",
  "10008",
] as const;
export const ANCHOR_GUIDE_IDS = ["1", "2", "3"] as const;

export type LegalDocumentKey = (typeof LEGAL_DOCUMENT_KEYS)[number];
export type HelpArticleId = (typeof HELP_ARTICLE_IDS)[number];
export type AnchorGuideId = (typeof ANCHOR_GUIDE_IDS)[number];

export type DocumentRef =
  | { group: "legal"; id: LegalDocumentKey }
  | { group: "help"; id: HelpArticleId }
  | { group: "guides"; id: AnchorGuideId };

export type DocumentGroup = DocumentRef["group"];

export const DOCUMENT_GROUPS: readonly { group: DocumentGroup; ids: readonly string[] }[] = [
  { group: "legal", ids: LEGAL_DOCUMENT_KEYS },
  { group: "help", ids: HELP_ARTICLE_IDS },
  { group: "guides", ids: ANCHOR_GUIDE_IDS },
];

export const HELP_CENTER_ID: HelpArticleId = "10001";

export function documentHref({ group, id }: { group: DocumentGroup; id: string }): string {
  return group === "guides" ? `/about/live/${id}` : `/about/${id}`;
}

export function isHelpArticleId(value: string): value is HelpArticleId {
  return (HELP_ARTICLE_IDS as readonly string[]).includes(value);
}

export function isAnchorGuideId(value: string): value is AnchorGuideId {
  return (ANCHOR_GUIDE_IDS as readonly string[]).includes(value);
}
