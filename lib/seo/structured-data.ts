/**
 * schema.org nodes for the pages' JSON-LD, built from what the pages already fetched. Pure: the
 * caller passes the site's origin, so tests build them without a server.
 */
export type JsonLdNode = { "@context"?: string; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org";
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as ISO 8601 in Beijing time with its offset: 2026-11-22T19:30:00+08:00. */
export function beijingIso(instant: string | number | Date): string {
  const ms = new Date(instant).getTime() + BEIJING_OFFSET_MS;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+08:00");
}

/** Seconds as an ISO 8601 duration: PT1H2M3S. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

const abs = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

export type Crumb = { name: string; path: string };

/** 首页 › … › the page: every page carries one. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: abs(origin, c.path),
    })),
  };
}

export type Publisher = { name: string; logoPath: string };

const organization = (origin: string, p: Publisher) => ({
  "@type": "Organization",
  name: p.name,
  url: `${origin}/`,
  logo: { "@type": "ImageObject", url: abs(origin, p.logoPath) },
});

/** The front page: the site itself, with its search. */
export function webSite(origin: string, p: Publisher & { description: string }): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: p.name,
    url: `${origin}/`,
    description: p.description,
    publisher: organization(origin, p),
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}/search?word={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

export type TeamRef = { name: string; path: string };

/** A match's phase as schema.org knows it: a match in play or over still took place as scheduled. */
export type MatchPhase = "scheduled" | "live" | "finished" | "postponed" | "cancelled";
const EVENT_STATUS: Record<MatchPhase, string> = {
  scheduled: "https://schema.org/EventScheduled",
  live: "https://schema.org/EventScheduled",
  finished: "https://schema.org/EventScheduled",
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
};

export type SportsEventInput = {
  path: string;
  name: string;
  /** The sentence of the page's description; the score joins it once the ball rolls. */
  description: string;
  sport: string;
  kickoff: string;
  phase: MatchPhase;
  /** "2 : 1" while in play or finished; schema.org has no score property, so it goes in the description. */
  score: string | null;
  league: { name: string; path: string };
  home: TeamRef;
  away: TeamRef;
  venue: { name: string; city: string } | null;
  image: string | null;
};

/** A match page: SportsEvent with both sides, the start in Beijing time, the place and the status. */
export function sportsEvent(origin: string, m: SportsEventInput): JsonLdNode {
  const team = (t: TeamRef) => ({
    "@type": "SportsTeam",
    name: t.name,
    url: abs(origin, t.path),
    sport: m.sport,
  });
  return {
    "@context": CONTEXT,
    "@type": "SportsEvent",
    name: m.name,
    description: m.score ? `${m.description}（比分 ${m.score}）` : m.description,
    url: abs(origin, m.path),
    sport: m.sport,
    startDate: beijingIso(m.kickoff),
    eventStatus: EVENT_STATUS[m.phase],
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    homeTeam: team(m.home),
    awayTeam: team(m.away),
    competitor: [team(m.home), team(m.away)],
    organizer: { "@type": "SportsOrganization", name: m.league.name, url: abs(origin, m.league.path) },
    ...(m.venue
      ? {
          location: {
            "@type": "Place",
            name: m.venue.name,
            address: { "@type": "PostalAddress", addressLocality: m.venue.city },
          },
        }
      : {}),
    ...(m.image ? { image: [abs(origin, m.image)] } : {}),
  };
}

export type NewsArticleInput = {
  path: string;
  headline: string;
  description: string;
  publishedAt: string;
  modifiedAt?: string;
  author: string;
  image: string;
  section: string;
  keywords: readonly string[];
};

/** An article: NewsArticle with its dates, byline, cover and the site as publisher. */
export function newsArticle(origin: string, a: NewsArticleInput, publisher: Publisher): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: a.headline.slice(0, 110),
    description: a.description,
    mainEntityOfPage: { "@type": "WebPage", "@id": abs(origin, a.path) },
    url: abs(origin, a.path),
    datePublished: beijingIso(a.publishedAt),
    dateModified: beijingIso(a.modifiedAt ?? a.publishedAt),
    author: [{ "@type": "Person", name: a.author }],
    image: [abs(origin, a.image)],
    articleSection: a.section,
    keywords: a.keywords.join(","),
    inLanguage: "zh-CN",
    publisher: organization(origin, publisher),
  };
}

export type LiveRoomInput = {
  path: string;
  name: string;
  description: string;
  thumbnail: string;
  anchor: { name: string; path: string };
  /** When the broadcast on now began; null while the room is off the air. */
  liveSince: string | null;
  /** The anchor's next scheduled match while off the air, when there is one. */
  nextStart: string | null;
};

/** A room on the air: a VideoObject published by a live BroadcastEvent; off the air, the BroadcastEvent alone. */
export function liveRoomVideo(origin: string, r: LiveRoomInput): JsonLdNode {
  const broadcast = {
    "@type": "BroadcastEvent",
    name: r.name,
    description: r.description,
    url: abs(origin, r.path),
    image: abs(origin, r.thumbnail),
    isLiveBroadcast: r.liveSince !== null,
    ...(r.liveSince
      ? { startDate: beijingIso(r.liveSince) }
      : r.nextStart
        ? { startDate: beijingIso(r.nextStart) }
        : {}),
    performer: { "@type": "Person", name: r.anchor.name, url: abs(origin, r.anchor.path) },
  };
  if (!r.liveSince) return { "@context": CONTEXT, ...broadcast };
  return {
    "@context": CONTEXT,
    "@type": "VideoObject",
    name: r.name,
    description: r.description,
    thumbnailUrl: [abs(origin, r.thumbnail)],
    uploadDate: beijingIso(r.liveSince),
    embedUrl: abs(origin, r.path),
    url: abs(origin, r.path),
    author: { "@type": "Person", name: r.anchor.name, url: abs(origin, r.anchor.path) },
    publication: broadcast,
  };
}

export type PlaybackInput = {
  path: string;
  name: string;
  description: string;
  thumbnail: string;
  uploadedAt: string;
  durationSec: number;
  playCount: number;
};

/** A playback (recorded broadcast): a VideoObject with its length and plays. */
export function playbackVideo(origin: string, p: PlaybackInput): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "VideoObject",
    name: p.name,
    description: p.description,
    thumbnailUrl: [abs(origin, p.thumbnail)],
    uploadDate: beijingIso(p.uploadedAt),
    duration: isoDuration(p.durationSec),
    embedUrl: abs(origin, p.path),
    url: abs(origin, p.path),
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "WatchAction" },
      userInteractionCount: p.playCount,
    },
  };
}

export type SportsTeamInput = {
  path: string;
  name: string;
  alternateName: string;
  sport: string;
  city: string;
  country: string;
  venue: string | null;
  leagues: readonly { name: string; path: string }[];
  members: readonly { name: string; path: string }[];
};

/** A team page: SportsTeam with its home, competitions and squad. */
export function sportsTeam(origin: string, t: SportsTeamInput): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "SportsTeam",
    name: t.name,
    alternateName: t.alternateName,
    url: abs(origin, t.path),
    sport: t.sport,
    location: {
      "@type": "Place",
      name: t.venue ?? t.city,
      address: { "@type": "PostalAddress", addressLocality: t.city, addressCountry: t.country },
    },
    memberOf: t.leagues.map((l) => ({
      "@type": "SportsOrganization",
      name: l.name,
      url: abs(origin, l.path),
    })),
    athlete: t.members.map((p) => ({ "@type": "Person", name: p.name, url: abs(origin, p.path) })),
  };
}

export type PersonInput = {
  path: string;
  name: string;
  alternateName: string;
  nationality: string;
  birthDate: string;
  heightCm: number;
  weightKg: number;
  team: { name: string; path: string };
  /** 前锋, 控球后卫: what the player does. */
  jobTitle: string;
};

/** A player page: Person affiliated with the team. */
export function person(origin: string, p: PersonInput): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: p.name,
    alternateName: p.alternateName,
    url: abs(origin, p.path),
    nationality: { "@type": "Country", name: p.nationality },
    birthDate: p.birthDate,
    height: { "@type": "QuantitativeValue", value: p.heightCm, unitCode: "CMT" },
    weight: { "@type": "QuantitativeValue", value: p.weightKg, unitCode: "KGM" },
    jobTitle: p.jobTitle,
    affiliation: { "@type": "SportsTeam", name: p.team.name, url: abs(origin, p.team.path) },
  };
}

export type CompetitionInput = {
  path: string;
  name: string;
  alternateName: string;
  sport: string;
  country: string;
};

/** A competition page: the league as a SportsOrganization. */
export function competition(origin: string, c: CompetitionInput): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "SportsOrganization",
    name: c.name,
    alternateName: c.alternateName,
    url: abs(origin, c.path),
    sport: c.sport,
    areaServed: c.country,
  };
}

export type ExpertInput = {
  path: string;
  name: string;
  description: string;
  jobTitle: string;
  image: string;
};

/** An expert page: a Person page (ProfilePage) of the tipster. */
export function expertProfile(origin: string, e: ExpertInput): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "ProfilePage",
    url: abs(origin, e.path),
    mainEntity: {
      "@type": "Person",
      name: e.name,
      description: e.description,
      jobTitle: e.jobTitle,
      image: abs(origin, e.image),
      url: abs(origin, e.path),
    },
  };
}

/**
 * What each type must carry to be useful (schema.org's expected properties and the search
 * engines' required ones); the tests and the e2e spec check every page against it.
 */
export const JSON_LD_REQUIRED: Record<string, readonly string[]> = {
  BreadcrumbList: ["itemListElement"],
  WebSite: ["name", "url"],
  SportsEvent: ["name", "startDate", "homeTeam", "awayTeam", "eventStatus", "url"],
  NewsArticle: ["headline", "datePublished", "dateModified", "author", "image", "publisher"],
  VideoObject: ["name", "description", "thumbnailUrl", "uploadDate"],
  BroadcastEvent: ["isLiveBroadcast"],
  SportsTeam: ["name", "url"],
  Person: ["name"],
  SportsOrganization: ["name", "url"],
  ProfilePage: ["mainEntity"],
};

/** The required properties a node (and the nodes it nests) lacks, as "Type.property". */
export function missingProperties(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(missingProperties);
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const type = typeof record["@type"] === "string" ? record["@type"] : null;
  const own = (type ? (JSON_LD_REQUIRED[type] ?? []) : [])
    .filter((key) => record[key] === undefined || record[key] === null || record[key] === "")
    .map((key) => `${type}.${key}`);
  const nested = Object.entries(record)
    .filter(([key]) => !key.startsWith("@"))
    .flatMap(([, value]) => missingProperties(value));
  const crumbs =
    type === "BreadcrumbList"
      ? ((record.itemListElement as Record<string, unknown>[] | undefined) ?? [])
          .filter((item) => !item.name || !item.item || typeof item.position !== "number")
          .map((_, i) => `BreadcrumbList.itemListElement[${i}]`)
      : [];
  return [...own, ...nested, ...crumbs];
}
