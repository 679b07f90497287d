import { articleHref } from "@/components/news/news-links";
import { expertHref } from "@/components/expert/plan-labels";
import { playbackHref } from "@/components/playback/playback-links";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import {
  SITEMAP_KINDS,
  SITEMAP_PAGE_SIZE,
  type SitemapCount,
  type SitemapEntry,
  type SitemapKind,
} from "@/lib/contracts/sitemap";
import { leagueHref, matchPageHref, playerHref, teamHref } from "@/lib/database-links";

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Each kind's page URL: the same helpers the pages' own links use. */
const pathOf: Record<SitemapKind, (e: SitemapEntry) => string> = {
  matches: (e) => matchPageHref(e.sportId, e.id),
  articles: (e) => articleHref(e.id),
  // roomHref (components/room/room-card.tsx) lives in a component module; the same path.
  rooms: (e) => `/live/room/${e.id}`,
  playbacks: (e) => playbackHref({ recordId: e.id, kind: PlaybackKind.Replay }),
  teams: (e) => teamHref(e.sportId, e.id),
  players: (e) => playerHref(e.sportId, e.id),
  competitions: (e) => leagueHref(e.sportId, e.id),
  experts: (e) => expertHref(e.id),
};

/** `/sitemaps/matches-1.xml`: one child sitemap, a kind's page (from 1). */
export const sitemapChildPath = (kind: SitemapKind, page: number) => `/sitemaps/${kind}-${page}.xml`;

/** The kind and page named by a child sitemap's file name, or null for any other name. */
export function parseSitemapChild(file: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!match) return null;
  const kind = SITEMAP_KINDS.find((k) => k === match[1]);
  return kind ? { kind, page: Number(match[2]) } : null;
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** A W3C datetime to the second, in UTC. */
const w3cDate = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/** The index: every kind at least once (an empty kind keeps its one empty page), paged past 50,000. */
export function sitemapIndexXml(origin: string, counts: readonly SitemapCount[]): string {
  const children = SITEMAP_KINDS.flatMap((kind) => {
    const total = counts.find((c) => c.kind === kind)?.count ?? 0;
    const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
    return Array.from({ length: pages }, (_, i) => sitemapChildPath(kind, i + 1));
  });
  const body = children.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}

/** One child sitemap: each entry's page on `origin`, with its last change where one is known. */
export function urlsetXml(origin: string, kind: SitemapKind, entries: readonly SitemapEntry[]): string {
  const body = entries
    .slice(0, SITEMAP_PAGE_SIZE)
    .map((e) => {
      const loc = `<loc>${escapeXml(origin + pathOf[kind](e))}</loc>`;
      return `<url>${loc}${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${body}\n</urlset>\n`;
}
