import { pinyin } from "pinyin-pro";
import { beijingClock, beijingDate, beijingMidnight, DAY } from "@/lib/beijing-time";
import { basketballPositionLabel, footballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import {
  articleHitHref,
  competitionHitHref,
  expertHitHref,
  matchPageHref,
  playerHitHref,
  teamHitHref,
} from "@/lib/search-links";
import type { Db } from "../../db/client";
import {
  type CharIndex,
  type IndexEntry,
  indexByChar,
  normalizeName,
  type SearchKey,
} from "./search-matcher";
import { loadSearchSources, type SearchSources } from "./search-sources";

/** Matches found by team name: today's and the next two weeks' (a league plays weekly, cups in between). */
const MATCH_HORIZON_DAYS = 14;
/** How old an index may get before the next search rebuilds it in the background. */
export const SEARCH_INDEX_REFRESH_MS = 60_000;

// Names never change their pinyin: remember each one (players alone are ~10k names).
const initialsCache = new Map<string, string>();

/** 曼彻斯特联 → mcstl; letters and digits in the name are kept, the rest dropped. */
export function pinyinInitials(name: string): string {
  let cached = initialsCache.get(name);
  if (cached === undefined) {
    const letters = pinyin(name, { pattern: "first", toneType: "none", type: "array" });
    cached = normalizeName(letters.join("")).replace(/[^a-z0-9]/g, "");
    initialsCache.set(name, cached);
  }
  return cached;
}

const key = (text: string, role: SearchKey["role"]): SearchKey[] => {
  const clean = normalizeName(text);
  return clean ? [{ text: clean, role }] : [];
};
const initials = (name: string) => key(pinyinInitials(name), "initials");
/** The part after the last name dot: 梅西 of 利昂内尔·梅西. */
const surname = (name: string) => (name.includes("·") ? name.slice(name.lastIndexOf("·") + 1) : "");

const positionLabel = (sportId: number, position: string) =>
  sportId === Sport.Basketball ? basketballPositionLabel(position) : footballPositionLabel(position);

function buildEntries(s: SearchSources): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (const p of s.playerRows) {
    const last = surname(p.name);
    entries.push({
      hit: {
        kind: "player",
        id: p.id,
        sportId: p.sportId,
        name: p.name,
        detail: `${p.teamName} · ${positionLabel(p.sportId, p.position)}`,
        href: playerHitHref(p.sportId, p.id),
      },
      keys: [
        ...key(p.name, "name"),
        ...key(last, "alias"),
        ...key(p.nameEn, "alias"),
        ...initials(p.name),
        ...(last ? initials(last) : []),
      ],
      popularity: p.rating,
    });
  }
  for (const t of s.teamRows) {
    entries.push({
      hit: {
        kind: "team",
        id: t.id,
        sportId: t.sportId,
        name: t.name,
        detail: t.shortName,
        href: teamHitHref(t.sportId, t.id),
      },
      keys: [
        ...key(t.name, "name"),
        ...key(t.shortName, "alias"),
        ...key(t.nameEn, "alias"),
        ...initials(t.name),
        ...initials(t.shortName),
      ],
      popularity: t.strength,
    });
  }
  for (const l of s.leagueRows) {
    entries.push({
      hit: {
        kind: "competition",
        id: l.id,
        sportId: l.sportId,
        name: l.name,
        detail: l.fullName,
        href: competitionHitHref(l.sportId, l.id),
      },
      keys: [...key(l.name, "name"), ...key(l.fullName, "name"), ...key(l.nameEn, "alias")],
      popularity: (l.isHot ? 100 : 0) - l.level,
    });
  }
  for (const m of s.matchRows) {
    const at = m.kickoff.getTime();
    entries.push({
      hit: {
        kind: "match",
        id: m.id,
        sportId: m.sportId,
        name: `${m.homeShort} vs ${m.awayShort}`,
        detail: `${m.league} · ${beijingDate(at).slice(5)} ${beijingClock(at)}`,
        href: matchPageHref(m.sportId, m.id),
      },
      keys: [m.homeName, m.awayName]
        .flatMap((n) => key(n, "name"))
        .concat([m.homeShort, m.awayShort].flatMap((n) => key(n, "alias"))),
      // The soonest match first.
      popularity: -at / DAY,
    });
  }
  for (const e of s.expertRows) {
    entries.push({
      hit: {
        kind: "expert",
        id: e.userId,
        sportId: 0,
        name: e.nickName,
        detail: e.title,
        href: expertHitHref(e.userId),
      },
      keys: [...key(e.nickName, "name"), ...e.tags.split(",").flatMap((t) => key(t, "alias"))],
      popularity: 0,
    });
  }
  for (const a of s.articleRows) {
    entries.push({
      hit: {
        kind: "article",
        id: a.id,
        sportId: a.sportId,
        name: a.title,
        detail: `${a.authorName} · ${beijingDate(a.publishedAt.getTime())}`,
        href: articleHitHref(a.id),
      },
      keys: key(a.title, "name"),
      popularity: a.readCount,
    });
  }
  return entries;
}

export async function buildSearchIndex(db: Db, nowMs: number): Promise<CharIndex> {
  const todayStart = beijingMidnight(nowMs);
  const sources = await loadSearchSources(
    db,
    new Date(todayStart),
    new Date(todayStart + MATCH_HORIZON_DAYS * DAY),
  );
  return indexByChar(buildEntries(sources));
}

type Cached = { index: CharIndex; builtAt: number; rebuilding: Promise<void> | null };
const indexes = new WeakMap<Db, Cached>();
const firstBuilds = new WeakMap<Db, Promise<CharIndex>>();

/**
 * The in-process index of one database: built on the first search, then served from memory and
 * rebuilt in the background once it is older than SEARCH_INDEX_REFRESH_MS,
 * so no keystroke ever waits on a table scan after the first.
 */
export async function searchIndex(db: Db, nowMs: number): Promise<CharIndex> {
  const cached = indexes.get(db);
  if (!cached) {
    // Searches arriving while the first build runs wait for that same build.
    let first = firstBuilds.get(db);
    if (!first) {
      first = buildSearchIndex(db, nowMs).finally(() => firstBuilds.delete(db));
      firstBuilds.set(db, first);
      const index = await first;
      indexes.set(db, { index, builtAt: nowMs, rebuilding: null });
      return index;
    }
    return first;
  }
  if (nowMs - cached.builtAt >= SEARCH_INDEX_REFRESH_MS && !cached.rebuilding) {
    cached.rebuilding = buildSearchIndex(db, nowMs)
      .then((index) => {
        cached.index = index;
        cached.builtAt = nowMs;
      })
      .catch(() => undefined)
      .finally(() => {
        cached.rebuilding = null;
      });
  }
  return cached.index;
}
