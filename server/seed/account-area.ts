import { and, asc, between, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { beijingDate } from "@/lib/beijing-time";
import { Sport } from "@/lib/codes/sports";
import { TradeType } from "@/lib/codes/trade-types";
import { NOTICE_KINDS, type NoticeKind } from "@/lib/codes/notice-kinds";
import { experienceForLevel, ExperienceSource, EXPERIENCE_RULES, MAX_LEVEL } from "@/lib/codes/user-levels";
import type { Db } from "../db/client";
import { experienceDays, notices } from "../db/schema/account";
import { matchFollows } from "../db/schema/follows-matches";
import { matches } from "../db/schema/matches";
import { rooms } from "../db/schema/rooms";
import { follows, users } from "../db/schema/users";
import { ledger } from "../db/schema/wallet";
import { createRandom, type Random } from "../feed/engine/random";
import { demoAccounts } from "./people";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Every seeded level is backed by experience (the level rule, lib/codes/user-levels.ts): earlier
 * days hold most of it, spread over the four sources; the demo fan also earned some today.
 */
async function seedExperience(db: Db, rnd: Random, now: number, demoFanId: number) {
  const people = await db
    .select({ id: users.id, level: users.level })
    .from(users)
    .where(isNotNull(users.level));
  const rows: (typeof experienceDays.$inferInsert)[] = [];
  const today = beijingDate(now);
  for (const { id, level } of people) {
    const lv = Math.min(level ?? 0, MAX_LEVEL);
    const room = lv >= MAX_LEVEL ? 50 : experienceForLevel(lv + 1) - experienceForLevel(lv) - 1;
    const todays =
      id === demoFanId
        ? [
            { source: ExperienceSource.DailyVisit, points: EXPERIENCE_RULES[1].dailyCap },
            { source: ExperienceSource.Chatting, points: 12 },
          ].filter(() => room > 30)
        : [];
    let rest = experienceForLevel(lv) + rnd.int(0, Math.max(room - 30, 0));
    if (rest === 0 && todays.length === 0) continue;
    const parts = [0.1, 0.35, 0.15];
    for (const [i, share] of parts.entries()) {
      const points = Math.floor(rest * share);
      if (points > 0)
        rows.push({ userId: id, day: beijingDate(now - (i + 2) * 7 * DAY_MS), source: i + 1, points });
    }
    rest -= rows.filter((r) => r.userId === id).reduce((s, r) => s + r.points, 0);
    if (rest > 0)
      rows.push({
        userId: id,
        day: beijingDate(now - 35 * DAY_MS),
        source: ExperienceSource.Gifts,
        points: rest,
      });
    for (const t of todays) rows.push({ userId: id, day: today, ...t });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(experienceDays).values(rows.slice(i, i + 500));
  return rows.length;
}

type SeedNotice = {
  kind: NoticeKind;
  title: string;
  content: string;
  link?: string;
  actorId?: number;
  hoursAgo: number;
  read?: boolean;
};

function toRows(userId: number, list: SeedNotice[], now: number) {
  return list.map((n) => ({
    userId,
    box: NOTICE_KINDS[n.kind].box,
    kind: n.kind,
    title: n.title,
    content: n.content,
    link: n.link ?? "",
    actorId: n.actorId ?? null,
    createdAt: new Date(now - n.hoursAgo * HOUR_MS),
    readAt: n.read ? new Date(now - (n.hoursAgo - 0.5) * HOUR_MS) : null,
  }));
}

const announcements = (): SeedNotice[] => [
  {
    kind: "announce",
    title: "欧冠淘汰赛直播安排公告",
    content: "本周欧冠淘汰赛全部场次均有主播解说，预约比赛即可在开赛前收到提醒。",
    link: "/anchor",
    hoursAgo: 50,
    read: true,
  },
  {
    kind: "announce",
    title: "文明观赛倡议",
    content: "请在聊天室文明发言，理性交流；恶意刷屏、广告引流将被禁言处理。",
    hoursAgo: 20,
  },
];

/** Notices and messages of the three demo accounts, so the account area reads like a lived-in one. */
async function seedNotices(db: Db, now: number, ids: { fan: number; anchor: number; expert: number }) {
  const others = await db
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(and(ne(users.isAnchor, 1), ne(users.isExpert, 1), inArray(users.mobile, fanMobiles())));
  const [a, b, c] = others;
  const [anchorRoom] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.anchorId, ids.anchor));
  const roomHref = anchorRoom ? `/live/room/${anchorRoom.id}` : "/anchor";
  const people = (n: { id: number } | undefined) => n?.id;
  const fan: SeedNotice[] = [
    ...announcements(),
    ...(await purchaseNotices(db, ids.fan, now)),
    {
      kind: "reserve",
      title: "预约提醒已开启",
      content: "您预约的比赛将在开赛前 15 分钟提醒您，可在“我的预约”中查看全部预约。",
      link: "/v/reserve",
      hoursAgo: 6,
    },
    {
      kind: "reply",
      title: `${c?.nickName ?? "球友"} 回复了你`,
      content: "同意，下半场换人之后节奏明显起来了。",
      link: roomHref,
      actorId: people(c),
      hoursAgo: 3,
    },
    {
      kind: "like",
      title: `${a?.nickName ?? "球友"} 赞了你的发言`,
      content: "“这脚远射太漂亮了！”",
      link: roomHref,
      actorId: people(a),
      hoursAgo: 5,
    },
    {
      kind: "mention",
      title: `${b?.nickName ?? "球友"} 在聊天室@了你`,
      content: "@演示球迷 今晚一起来老李的直播间看球吗？",
      link: roomHref,
      actorId: people(b),
      hoursAgo: 8,
      read: true,
    },
    {
      kind: "private",
      title: `${a?.nickName ?? "球友"} 给你发了私信`,
      content: "周末的德比你看好哪边？我觉得主队能拿下。",
      actorId: people(a),
      hoursAgo: 26,
    },
  ];
  const anchor: SeedNotice[] = [
    ...announcements(),
    {
      kind: "audit",
      title: "主播认证审核通过",
      content: "恭喜，您的主播认证已通过，现在可以去开播了。",
      link: "/v/anchor-set",
      hoursAgo: 24 * 20,
      read: true,
    },
    {
      kind: "like",
      title: `${b?.nickName ?? "球友"} 赞了你的直播间`,
      content: "解说很专业，支持老李！",
      link: roomHref,
      actorId: people(b),
      hoursAgo: 4,
    },
  ];
  const expert: SeedNotice[] = [
    ...announcements(),
    {
      kind: "mention",
      title: `${c?.nickName ?? "球友"} @了你`,
      content: "@盘口老周 这场的大小球怎么看？",
      actorId: people(c),
      hoursAgo: 9,
    },
  ];
  const rows = [
    ...toRows(ids.fan, fan, now),
    ...toRows(ids.anchor, anchor, now),
    ...toRows(ids.expert, expert, now),
  ];
  await db.insert(notices).values(rows);
  return rows.length;
}

/** 购买通知 for the fan's real purchases (nobility, paid highlights) in the seeded ledger. */
async function purchaseNotices(db: Db, userId: number, now: number): Promise<SeedNotice[]> {
  const bought = await db
    .select({ remark: ledger.remark, amount: ledger.amount, at: ledger.createdAt })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, userId),
        inArray(ledger.tradeType, [TradeType.OpenNoble, TradeType.PlanPurchase]),
      ),
    )
    .orderBy(desc(ledger.createdAt))
    .limit(2);
  return bought.map((b) => ({
    kind: "purchase" as const,
    title: `购买成功：${b.remark}`,
    content: `已支付 ${-b.amount} 钻石，可在“我的订单”中查看。`,
    link: "/v/order",
    hoursAgo: Math.max(1, Math.round((now - b.at.getTime()) / HOUR_MS)),
    read: true,
  }));
}

const fanMobiles = () => ["15010000000", "15010000001", "15010000002"];

/** The demo fan also follows the demo expert and a fellow fan, so every tab of 我的关注 has someone. */
async function seedDemoFollows(db: Db, ids: { fan: number; expert: number }) {
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, fanMobiles()[0]));
  const pairs = [ids.expert, other?.id].filter((t): t is number => t !== undefined);
  await db
    .insert(follows)
    .values(pairs.map((targetId) => ({ userId: ids.fan, targetId })))
    .onConflictDoNothing();
}

/** 关注的比赛: the demo fan follows the next two matches of each sport. */
async function seedMatchFollows(db: Db, fanId: number, now: number) {
  const picked: number[] = [];
  for (const sportId of [Sport.Football, Sport.Basketball]) {
    const next = await db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sportId, sportId),
          between(matches.kickoff, new Date(now - 2 * HOUR_MS), new Date(now + 2 * DAY_MS)),
        ),
      )
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(2);
    picked.push(...next.map((m) => m.id));
  }
  if (picked.length)
    await db
      .insert(matchFollows)
      .values(
        picked.map((matchId, i) => ({
          userId: fanId,
          matchId,
          createdAt: new Date(now - (i + 1) * HOUR_MS),
        })),
      )
      .onConflictDoNothing();
  return picked.length;
}

export async function seedAccountArea(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed + 12);
  const demo = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        demoAccounts.map((d) => d.mobile),
      ),
    );
  const idOf = (i: number) => demo.find((d) => d.mobile === demoAccounts[i].mobile)?.id;
  const [fan, anchor, expert] = [idOf(0), idOf(1), idOf(2)];
  if (!fan || !anchor || !expert) return { experience: 0, notices: 0 };
  const experience = await seedExperience(db, rnd, now, fan);
  await seedDemoFollows(db, { fan, expert });
  await seedMatchFollows(db, fan, now);
  return { experience, notices: await seedNotices(db, now, { fan, anchor, expert }) };
}
