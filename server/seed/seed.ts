import { GENERATED_AVATAR_MAX_SEED, generatedAvatarUrl } from "@/lib/avatar/generated-avatar";
import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { experts } from "../db/schema/experts";
import { liveNavs, rooms } from "../db/schema/rooms";
import { searchWords } from "../db/schema/search";
import { follows, users } from "../db/schema/users";
import { hashPassword } from "../services/auth/password-hash";
import { grantOpeningBalances } from "./wallets";
import { seedRoomMoney } from "./room-money";
import {
  anchorProfiles,
  demoAnchorProfile,
  demoAccounts,
  DEMO_PASSWORD,
  expertProfiles,
  fanNames,
  hotWords,
} from "./people";
import { createRandom } from "../feed/engine/random";
import { playPastMatch as playWithEngine } from "./sports/play-with-engine";
import type { PlayPastMatch } from "../feed/played-match";
import { seedSports } from "./sports/seed-sports";
import { seedStreams } from "./streams";
import { seedAnchorSide } from "./seed-anchor-side";
import { seedRoomChat } from "./room-chat";
import { seedRoomExtras } from "./seed-room-extras";
import { seedAccountArea } from "./account-area";
import { seedNews } from "./news/seed-news";
import { seedExpertPlans } from "./expert-plans/seed-expert-plans";
import { seedAudienceCounts } from "./audience-counts";
import { seedCommunity } from "./community";

/**
 * `playPastMatch`: plays the finished matches in full (see seedSports); the live feed's engine by
 * default, `null` for score-only results.
 */
type SeedOptions = { seed: number; now: number; playPastMatch?: PlayPastMatch | null };

/** Fills an empty database with demo data; a database that has users is left alone. */
export async function seedIfEmpty(db: Db, opts: SeedOptions) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  return seedDemo(db, opts);
}

export async function seedDemo(db: Db, { seed, now, playPastMatch }: SeedOptions) {
  const rnd = createRandom(seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const avatar = () => generatedAvatarUrl(rnd.int(1, GENERATED_AVATAR_MAX_SEED));

  await db.insert(liveNavs).values([
    { id: 1, name: "足球", sort: 1 },
    { id: 2, name: "篮球", sort: 2 },
    { id: 3, name: "综合", sort: 3 },
  ]);

  const people = [
    ...demoAccounts.map((a) => ({ ...a, anchor: "anchor" in a, expert: "expert" in a })),
    ...anchorProfiles.map(({ nickName }, i) => ({
      mobile: `1391000${String(i).padStart(4, "0")}`,
      nickName,
      level: rnd.int(5, 30),
      balance: rnd.int(0, 2000),
      ticket: rnd.int(0, 100),
      anchor: true,
      expert: false,
    })),
    ...expertProfiles.slice(1).map((p, i) => ({
      mobile: `1371000${String(i).padStart(4, "0")}`,
      nickName: p.nickName,
      level: rnd.int(8, 20),
      balance: rnd.int(500, 3000),
      ticket: rnd.int(0, 150),
      anchor: false,
      expert: true,
    })),
    ...fanNames.map((nickName, i) => ({
      mobile: `1501000${String(i).padStart(4, "0")}`,
      nickName,
      level: rnd.chance(0.2) ? null : rnd.int(0, 15),
      balance: rnd.int(0, 3000),
      ticket: rnd.int(0, 60),
      anchor: false,
      expert: false,
    })),
  ];

  const inserted = await db
    .insert(users)
    .values(
      people.map((p) => ({
        mobile: p.mobile,
        nickName: p.nickName,
        portrait: avatar(),
        level: p.level,
        isAnchor: p.anchor ? 1 : 0,
        isExpert: p.expert ? 1 : 0,
        passwordHash,
        signature: p.anchor
          ? "每天准时开播，和大家一起看球聊球！"
          : (expertProfiles.find((e) => e.nickName === p.nickName)?.intro ?? ""),
      })),
    )
    .returning({ id: users.id, nickName: users.nickName, isAnchor: users.isAnchor });

  await grantOpeningBalances(
    db,
    inserted.map((u, i) => ({ userId: u.id, balance: people[i].balance, ticket: people[i].ticket })),
  );

  const anchors = inserted.filter((u) => u.isAnchor === 1);
  const profiles = new Map([demoAnchorProfile, ...anchorProfiles].map((p) => [p.nickName, p]));
  await db.insert(rooms).values(
    anchors.map((a) => {
      const profile = profiles.get(a.nickName)!;
      return {
        anchorId: a.id,
        navId: profile.navId,
        title: profile.title,
        heat: rnd.int(800, 260_000),
        notice: `欢迎来到${a.nickName}的直播间，文明观赛，理性交流。`,
      };
    }),
  );

  const byName = new Map(inserted.map((u) => [u.nickName, u.id]));
  await db.insert(experts).values(
    expertProfiles.map((p) => ({
      userId: byName.get(p.nickName)!,
      title: p.title,
      intro: p.intro,
      tags: p.tags,
    })),
  );

  const fans = inserted.filter((u) => u.isAnchor === 0);
  const pairs = fans.flatMap((fan) =>
    anchors.filter(() => rnd.chance(0.3)).map((a) => ({ userId: fan.id, targetId: a.id })),
  );
  if (pairs.length) await db.insert(follows).values(pairs);

  await db.insert(searchWords).values(hotWords.map(([word, hits]) => ({ word, hits })));
  await seedRoomMoney(db, { seed, now });
  const sports = await seedSports(db, {
    seed,
    now,
    playPastMatch: playPastMatch === undefined ? playWithEngine : (playPastMatch ?? undefined),
  });
  const streams = await seedStreams(db, { seed, now });
  await seedAnchorSide(db, { seed, now });
  await seedRoomExtras(db, { seed, now });
  await seedRoomChat(db, { seed, now });
  const news = await seedNews(db, { seed, now });
  const expertPlans = await seedExpertPlans(db, { seed, now, passwordHash });
  const community = await seedCommunity(db, { seed, now });
  // Last: it backs every seeded user's level (the expert seed adds users) with experience.
  const account = await seedAccountArea(db, { seed, now });
  // After the levels and the rooms' air: followers, 在线 and 热度 by their rules.
  await seedAudienceCounts(db, { now });
  return {
    users: inserted.length,
    anchors: anchors.length,
    experts: expertProfiles.length,
    follows: pairs.length,
    sports,
    streams,
    account,
    news,
    expertPlans,
    community,
  };
}
