import { and, asc, eq, notInArray } from "drizzle-orm";
import { HORN_PRICE } from "@/lib/contracts/room-money";
import type { Db } from "../db/client";
import { gifts, nobilityLevels } from "../db/schema/gifts";
import { users } from "../db/schema/users";
import { rooms } from "../db/schema/rooms";
import { wallets } from "../db/schema/wallet";
import { findRoomTarget } from "../services/gifts/room-target";
import { giveGift } from "../services/gifts/send-gift";
import { storeHorn } from "../services/horns/send-horn";
import { purchaseNobility } from "../services/nobility/purchase";
import { seedBigSpenders } from "./big-spenders";
import { demoAccounts } from "./people";
import { createRandom, type Random } from "../feed/engine/random";
import { GIFT_CATALOGUE, NOBILITY_LEVELS } from "./room-money-catalogue";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const hornLines = [
  "今晚英超焦点战，来这里一起看球聊球！",
  "主播分析太准了，关注不迷路",
  "湖人加油！今天必须拿下",
  "欧冠之夜，熬夜看球的兄弟集合",
  "国足加油，永不放弃！",
  "新来的朋友们点个关注，下场比赛不迷路",
  "这波解说我给满分",
  "周末德比，谁赢？来直播间聊",
];

/** The gift catalogue and the nobility levels: reference data every database needs. */
export async function insertRoomMoneyCatalogue(db: Db) {
  await db.insert(gifts).values(GIFT_CATALOGUE).onConflictDoNothing();
  await db.insert(nobilityLevels).values(NOBILITY_LEVELS).onConflictDoNothing();
}

const pastTime = (rnd: Random, now: number) =>
  // Two in five within the last 20 hours, so today's ranks are not empty.
  now - (rnd.chance(0.4) ? rnd.int(5, 20 * 60) * 60_000 : rnd.int(1, 14) * DAY_MS - rnd.int(0, 20) * HOUR_MS);

/**
 * Catalogue plus demo activity through the real money paths (so the ledger still sums to every
 * balance): nobility purchases, gifts to anchors, horns. The demo accounts' wallets are left alone.
 */
export async function seedRoomMoney(db: Db, { seed, now }: { seed: number; now: number }) {
  await insertRoomMoneyCatalogue(db);
  const rnd = createRandom(seed + 404);
  const viewerRows = await db
    .select({ id: users.id, balance: wallets.balance })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(
      and(
        eq(users.isAnchor, 0),
        notInArray(
          users.mobile,
          demoAccounts.map((a) => a.mobile),
        ),
      ),
    )
    .orderBy(asc(users.id));
  const roomIds = (await db.select({ id: rooms.id }).from(rooms).orderBy(asc(rooms.id))).map((r) => r.id);
  if (!viewerRows.length || !roomIds.length) return { gifts: 0, nobilities: 0, horns: 0 };
  const viewers = viewerRows.map((v) => v.id);
  // Known balances let the demo skip what a viewer cannot afford without a refused transaction.
  const purse = new Map(viewerRows.map((v) => [v.id, v.balance]));
  const spend = async (userId: number, amount: number, action: () => Promise<unknown>) => {
    if ((purse.get(userId) ?? 0) < amount) return false;
    await action();
    purse.set(userId, purse.get(userId)! - amount);
    return true;
  };
  const targets = await Promise.all(roomIds.map((id) => findRoomTarget(db, id)));
  // The demo anchor's room gets a third of the gifts, so its contributors list is full.
  const demoAnchor = targets.find((t) => t.anchorNickName === demoAccounts[1].nickName) ?? targets[0];
  const counts = [1, 1, 1, 1, 2, 3, 5, 10, 66, 99];
  const summary = { gifts: 0, nobilities: 0, horns: 0 };

  for (const userId of viewers.filter(() => rnd.chance(0.35))) {
    const level = rnd.pick(NOBILITY_LEVELS.slice(0, 3));
    const at = now - rnd.int(1, 20) * DAY_MS;
    if (await spend(userId, level.price, () => purchaseNobility(db, userId, level.id, at)))
      summary.nobilities++;
  }

  const times = Array.from({ length: 90 }, () => pastTime(rnd, now)).sort((a, b) => a - b);
  for (const at of times) {
    const room = rnd.chance(0.33) ? demoAnchor : rnd.pick(targets);
    // Cheap gifts are common, dear ones rare.
    const gift = GIFT_CATALOGUE[Math.floor(rnd.next() ** 2.2 * GIFT_CATALOGUE.length)];
    const count = gift.price >= 100 ? 1 : rnd.pick(counts);
    const senderId = rnd.pick(viewers);
    const give = () => giveGift(db, { room, senderId, gift, count, at: new Date(at) });
    if (await spend(senderId, gift.price * count, give)) summary.gifts++;
  }

  for (const [i, content] of hornLines.entries()) {
    const at = new Date(now - (hornLines.length - i) * rnd.int(20, 90) * 60_000);
    const userId = rnd.pick(viewers);
    // A horn from the bag costs nothing; paying the price at most is what the purse needs.
    if (await spend(userId, HORN_PRICE, () => storeHorn(db, userId, rnd.pick(roomIds), content, at)))
      summary.horns++;
  }

  // Last: their purses are no longer the ones `purse` knows.
  const fans = viewers.map((id) => ({ id, balance: purse.get(id) ?? 0 }));
  summary.gifts += await seedBigSpenders(db, rnd, { fans, targets, now });
  return summary;
}
