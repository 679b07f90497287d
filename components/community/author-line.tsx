"use client";
import { mediaUrl } from "@/lib/api/envelope";
import { formatRelative } from "@/lib/format/relative-time";
import type { PostItem } from "@/lib/contracts/community";

/** Avatar, nickname, level and time; every part is text the user wrote or the api counted. */
export function AuthorLine({
  author,
  createdAt,
  extra,
}: {
  author: PostItem["author"];
  createdAt: string;
  extra?: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-2 text-xs text-ink-mute">
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars are the api's or built-in */}
      <img src={mediaUrl(author.portrait)} alt="" className="size-8 rounded-full bg-surface object-cover" />
      <span className="font-medium text-ink-soft">{author.nickName}</span>
      <span className="rounded bg-brand-light px-1 text-[10px] leading-4 text-brand">LV{author.level}</span>
      <time dateTime={createdAt}>{formatRelative(createdAt)}</time>
      {extra}
    </div>
  );
}
