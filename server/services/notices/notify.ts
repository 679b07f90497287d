import { NOTICE_KINDS, NOTICE_STREAM_EVENT, noticeChannel, type NoticeKind } from "@/lib/codes/notice-kinds";
import type { AppDeps } from "../../context";
import { notices } from "../../db/schema/account";
import { unreadCounts } from "./notice-queries";

export type NoticeInput = {
  title: string;
  content?: string;
  /** A site path the notice opens (e.g. /live/room/123), "" for none. */
  link?: string;
  /** Who did it, for 互动消息 (replies, likes, mentions, private messages). */
  actorId?: number;
  /** A notice that may be raised again (a sweep, a retried hook) lands once per user and key. */
  dedupeKey?: string;
};

/** Without a bus (an operator's script on the database itself) the notice is stored, not pushed. */
export type NoticeDeps = Pick<AppDeps, "db" | "now"> & { bus?: AppDeps["bus"] };

/**
 * The one way any feature tells a user something (/v/information or /v/message, by kind): stores
 * the notice, then pushes the new unread counts on the user's own stream. False when `dedupeKey`
 * was already used for this user.
 */
export async function notify(deps: NoticeDeps, userId: number, kind: NoticeKind, input: NoticeInput) {
  const [row] = await deps.db
    .insert(notices)
    .values({
      userId,
      box: NOTICE_KINDS[kind].box,
      kind,
      title: input.title.slice(0, 60),
      content: (input.content ?? "").slice(0, 500),
      link: input.link ?? "",
      actorId: input.actorId ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: new Date(deps.now()),
    })
    .onConflictDoNothing()
    .returning({ id: notices.id });
  if (!row) return false;
  await publishUnread(deps, userId);
  return true;
}

/** Every open tab of the user learns the new counts (header badge, the boxes' tabs). */
export async function publishUnread(deps: NoticeDeps, userId: number) {
  if (!deps.bus) return;
  const unread = await unreadCounts(deps.db, userId);
  await deps.bus.publish(noticeChannel(userId), { type: NOTICE_STREAM_EVENT, data: unread, at: deps.now() });
}
