import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";
import {
  beijingIso,
  breadcrumbList,
  competition,
  expertProfile,
  isoDuration,
  liveRoomVideo,
  missingProperties,
  newsArticle,
  person,
  playbackVideo,
  sportsEvent,
  sportsTeam,
  webSite,
  type SportsEventInput,
} from "./structured-data";

const ORIGIN = "https://www.qiutan.test";
const PUBLISHER = { name: "球探直播", logoPath: "/icon.svg" };

const match: SportsEventInput = {
  path: "/football/live/7",
  name: "英超 曼城 vs 阿森纳",
  description: "英格兰足球超级联赛 第12轮：曼城 对阵 阿森纳",
  sport: "足球",
  kickoff: "2026-11-22T12:30:00.000Z",
  phase: "finished",
  score: "2 : 1",
  league: { name: "英格兰足球超级联赛", path: "/database/fb/league/4" },
  home: { name: "曼城", path: "/database/fb/team/1" },
  away: { name: "阿森纳", path: "/database/fb/team/2" },
  venue: { name: "伊蒂哈德球场", city: "曼彻斯特" },
  image: "/gateway/live/og/match/7",
};

describe("JSON-LD builders", () => {
  it("SportsEvent: both sides as SportsTeam, the start in Beijing time, place, status and score", () => {
    const node = sportsEvent(ORIGIN, match);
    expect(missingProperties(node)).toEqual([]);
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      startDate: "2026-11-22T20:30:00+08:00",
      eventStatus: "https://schema.org/EventScheduled",
      homeTeam: { "@type": "SportsTeam", name: "曼城", url: `${ORIGIN}/database/fb/team/1` },
      awayTeam: { "@type": "SportsTeam", name: "阿森纳" },
      location: { "@type": "Place", name: "伊蒂哈德球场" },
      url: `${ORIGIN}/football/live/7`,
      image: [`${ORIGIN}/gateway/live/og/match/7`],
    });
    expect(node.description).toContain("2 : 1");
    const scheduled = sportsEvent(ORIGIN, { ...match, phase: "scheduled", score: null, venue: null });
    expect(scheduled.description).not.toContain("比分");
    expect(scheduled).not.toHaveProperty("location");
    expect(sportsEvent(ORIGIN, { ...match, phase: "postponed" }).eventStatus).toBe(
      "https://schema.org/EventPostponed",
    );
  });

  it("NewsArticle: headline, both dates, author, image and publisher", () => {
    const node = newsArticle(
      ORIGIN,
      {
        path: "/news/10001",
        headline: "曼城主场逆转阿森纳",
        description: "摘要",
        publishedAt: "2026-11-22T14:00:00Z",
        author: "编辑部",
        image: "/gateway/inform/info/cover/10001",
        section: "英超",
        keywords: ["曼城", "阿森纳"],
      },
      PUBLISHER,
    );
    expect(missingProperties(node)).toEqual([]);
    expect(node).toMatchObject({
      datePublished: "2026-11-22T22:00:00+08:00",
      dateModified: "2026-11-22T22:00:00+08:00",
      author: [{ "@type": "Person", name: "编辑部" }],
      image: [`${ORIGIN}/gateway/inform/info/cover/10001`],
      publisher: { "@type": "Organization", name: "球探直播", logo: { url: `${ORIGIN}/icon.svg` } },
    });
  });

  it("a room on the air is a VideoObject published by a live BroadcastEvent; off the air, the event alone", () => {
    const room = {
      path: "/live/room/1001",
      name: "英超焦点战",
      description: "解说老李的足球直播间",
      thumbnail: "/gateway/uploads/cover.png",
      anchor: { name: "解说老李", path: "/personal/3" },
      nextStart: null,
    };
    const live = liveRoomVideo(ORIGIN, { ...room, liveSince: "2026-11-22T11:00:00Z" });
    expect(missingProperties(live)).toEqual([]);
    expect(live).toMatchObject({
      "@type": "VideoObject",
      uploadDate: "2026-11-22T19:00:00+08:00",
      publication: {
        "@type": "BroadcastEvent",
        isLiveBroadcast: true,
        startDate: "2026-11-22T19:00:00+08:00",
      },
    });
    const offline = liveRoomVideo(ORIGIN, { ...room, liveSince: null, nextStart: "2026-11-23T12:00:00Z" });
    expect(missingProperties(offline)).toEqual([]);
    expect(offline).toMatchObject({
      "@type": "BroadcastEvent",
      isLiveBroadcast: false,
      startDate: "2026-11-23T20:00:00+08:00",
    });
  });

  it("a playback is a VideoObject with its ISO 8601 length", () => {
    const node = playbackVideo(ORIGIN, {
      path: "/playback/5001",
      name: "回放",
      description: "主播解说老李的直播回放",
      thumbnail: "/gateway/live/og/match/7",
      uploadedAt: "2026-11-22T14:00:00Z",
      durationSec: 3725,
      playCount: 12,
    });
    expect(missingProperties(node)).toEqual([]);
    expect(node).toMatchObject({ duration: "PT1H2M5S", thumbnailUrl: [`${ORIGIN}/gateway/live/og/match/7`] });
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(90)).toBe("PT1M30S");
  });

  it("SportsTeam, Person, the competition, the expert and the site carry what their type needs", () => {
    const nodes = [
      sportsTeam(ORIGIN, {
        path: "/database/fb/team/1",
        name: "曼城",
        alternateName: "Manchester City",
        sport: "足球",
        city: "曼彻斯特",
        country: "英格兰",
        venue: "伊蒂哈德球场",
        leagues: [{ name: "英超", path: "/database/fb/league/4" }],
        members: [{ name: "哈兰德", path: "/database/fb/player/9" }],
      }),
      person(ORIGIN, {
        path: "/database/fb/player/9",
        name: "哈兰德",
        alternateName: "Erling Haaland",
        nationality: "挪威",
        birthDate: "2000-07-21",
        heightCm: 194,
        weightKg: 88,
        team: { name: "曼城", path: "/database/fb/team/1" },
        jobTitle: "前锋",
      }),
      competition(ORIGIN, {
        path: "/database/fb/league/4",
        name: "英格兰足球超级联赛",
        alternateName: "英超",
        sport: "足球",
        country: "英格兰",
      }),
      expertProfile(ORIGIN, {
        path: "/guide/expert/info/12",
        name: "盘口老周",
        description: "",
        jobTitle: "英超专家",
        image: "/images/avatars/1.svg",
      }),
      webSite(ORIGIN, { ...PUBLISHER, description: "体育门户" }),
    ];
    for (const node of nodes) expect(missingProperties(node), String(node["@type"])).toEqual([]);
    expect(nodes[1]).toMatchObject({
      affiliation: { "@type": "SportsTeam", url: `${ORIGIN}/database/fb/team/1` },
    });
  });

  it("BreadcrumbList numbers its items from 1 with absolute URLs", () => {
    const node = breadcrumbList(ORIGIN, [
      { name: "首页", path: "/" },
      { name: "资讯", path: "/news" },
    ]);
    expect(missingProperties(node)).toEqual([]);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "资讯", item: `${ORIGIN}/news` },
    ]);
  });

  it("names what a node lacks, nested nodes included", () => {
    expect(
      missingProperties({
        "@type": "SportsEvent",
        name: "x",
        homeTeam: { "@type": "SportsTeam", name: "y" },
      }),
    ).toEqual([
      "SportsEvent.startDate",
      "SportsEvent.awayTeam",
      "SportsEvent.eventStatus",
      "SportsEvent.url",
      "SportsTeam.url",
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script: every < is escaped, and the JSON reads back the same", () => {
    const node = { "@type": "Thing", name: "</script><script>alert(1)</script>\u2028" };
    const text = serializeJsonLd(node);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(node);
  });

  it("writes Beijing time with its offset whatever the machine's zone", () => {
    expect(beijingIso("2026-12-31T20:00:00Z")).toBe("2027-01-01T04:00:00+08:00");
  });
});
