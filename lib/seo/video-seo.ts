import "server-only";
import type { Metadata } from "next";
import { playbackHref, replayListHref } from "@/components/playback/playback-links";
import { mediaUrl } from "@/lib/api/envelope";
import { personalHref } from "@/lib/codes/personal-tabs";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { matchImagePath } from "./match-seo";
import { pageMetadata } from "./page-metadata";
import { siteOrigin } from "./site-url";
import { breadcrumbList, liveRoomVideo, playbackVideo, type JsonLdNode } from "./structured-data";

type Head = { title: string; description: string };

export const roomPath = (roomId: number) => `/live/room/${roomId}`;

/** The room's cover; without one, its match's card; else the anchor's portrait. */
const roomImage = (r: RoomDetail) =>
  r.cover ? mediaUrl(r.cover) : r.match ? matchImagePath(r.match.id) : mediaUrl(r.anchor.portrait);

/** A playback's cover; without one, its match's card. */
const playbackImage = (p: PlaybackDetail) =>
  p.cover ? mediaUrl(p.cover) : p.match ? matchImagePath(p.match.matchId) : mediaUrl(p.anchor?.portrait);

export function roomMetadata(r: RoomDetail, head: Head): Metadata {
  return pageMetadata({
    ...head,
    keywords: [
      r.title,
      `${r.anchor.nickName}直播间`,
      `${r.navName}直播`,
      ...(r.match ? [`${r.match.home.name}vs${r.match.away.name}直播`, `${r.match.league.name}直播`] : []),
      "体育直播",
      "主播解说",
    ],
    path: roomPath(r.roomId),
    image: roomImage(r),
    imageAlt: r.title,
    type: "video.other",
  });
}

export function roomJsonLd(r: RoomDetail, head: Head): JsonLdNode[] {
  const origin = siteOrigin();
  return [
    liveRoomVideo(origin, {
      path: roomPath(r.roomId),
      name: r.title,
      description: head.description,
      thumbnail: roomImage(r),
      anchor: { name: r.anchor.nickName, path: personalHref({ id: r.anchor.id, isAnchor: 1 }) },
      liveSince: r.liveStatus === 1 ? r.liveSince : null,
      nextStart: r.schedule[0]?.kickoff ?? null,
    }),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      { name: "直播", path: "/anchor" },
      { name: r.title, path: roomPath(r.roomId) },
    ]),
  ];
}

export function playbackMetadata(p: PlaybackDetail, head: Head): Metadata {
  return pageMetadata({
    ...head,
    keywords: [
      p.title,
      ...(p.anchor ? [`${p.anchor.nickName}回放`] : []),
      ...(p.match ? [`${p.match.homeName}vs${p.match.awayName}回放`, `${p.match.leagueName}回放`] : []),
      ...(p.kind === PlaybackKind.Highlight ? ["比赛集锦", "进球集锦"] : ["直播回放", "比赛录像"]),
    ],
    path: playbackHref(p),
    image: playbackImage(p),
    imageAlt: p.title,
    type: "video.other",
  });
}

export function playbackJsonLd(p: PlaybackDetail, head: Head): JsonLdNode[] {
  const origin = siteOrigin();
  return [
    playbackVideo(origin, {
      path: playbackHref(p),
      name: p.title,
      description: head.description,
      thumbnail: playbackImage(p),
      uploadedAt: p.createdAt,
      durationSec: p.duration,
      playCount: p.playCount,
    }),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      ...(p.roomId ? [{ name: "直播回放", path: replayListHref(p.roomId) }] : []),
      { name: p.title, path: playbackHref(p) },
    ]),
  ];
}
