"use client";
import type { EmojiSet } from "@/lib/contracts/emoji";
import { useEmojis } from "./use-emojis";

type Segment = { kind: "text"; value: string } | { kind: "emoji"; code: string; url: string };

const EMOJI_CODE = /\[[^[\]]{1,8}\]/g;

/** Splits a message into text and known expression codes; unknown [..] stay text. */
export function chatSegments(content: string, emojis: EmojiSet | null): Segment[] {
  const urls = new Map(emojis?.list.map((e) => [e.code, e.url]) ?? []);
  const out: Segment[] = [];
  let last = 0;
  for (const match of content.matchAll(EMOJI_CODE)) {
    const url = urls.get(match[0]);
    if (!url) continue;
    if (match.index > last) out.push({ kind: "text", value: content.slice(last, match.index) });
    out.push({ kind: "emoji", code: match[0], url });
    last = match.index + match[0].length;
  }
  if (last < content.length) out.push({ kind: "text", value: content.slice(last) });
  return out;
}

/** A message as text (never HTML), with its expression codes drawn as images. */
export function ChatText({ content, size = 20 }: { content: string; size?: number }) {
  const emojis = useEmojis();
  return (
    <>
      {chatSegments(content, emojis).map((s, i) =>
        s.kind === "text" ? (
          <span key={i}>{s.value}</span>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- tiny built-in SVGs
          <img
            key={i}
            src={s.url}
            alt={s.code}
            width={size}
            height={size}
            className="mx-0.5 inline-block align-text-bottom"
          />
        ),
      )}
    </>
  );
}
