import { eq } from "drizzle-orm";
import { DIAMONDS_PER_YUAN, PAY_CHANNELS, RechargeStatus } from "@/lib/codes/pay-settings";
import { beijingMidnight } from "@/lib/beijing-time";
import type { Db } from "../db/client";
import { rechargeOrders } from "../db/schema/payments";
import { users } from "../db/schema/users";
import type { Random } from "../feed/engine/random";
import { giveGift } from "../services/gifts/send-gift";
import type { RoomTarget } from "../services/gifts/room-target";
import { creditPaidOrder, newOrderNo } from "../services/payments/recharge";
import { GIFT_CATALOGUE } from "./room-money-catalogue";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The top of 土豪榜: a dozen big spenders who top up through paid orders and back one or two
 * anchors with dear gifts over the last two weeks. The biggest spends about 40,000 元 (400,000
 * diamonds), each next one about 0.7 of the one before; some 15 % of it today, so the day's board
 * leads with tens of thousands of diamonds and the all-time board with hundreds of thousands.
 */
export const BIG_SPENDERS = { count: 12, topYuan: 40_000, step: 0.7, todayShare: 0.15, days: 14 } as const;

const TOP_UPS_YUAN = [648, 648, 1000, 2000, 5000];
const DEAR_GIFTS = GIFT_CATALOGUE.filter((g) => g.price >= 888);
const COUNTS = [1, 1, 1, 2, 3, 5, 10];

type Spender = { id: number; balance: number };

/** A moment of the last `days` days, or of today (since Beijing midnight) with `todayShare`. */
function giftTime(rnd: Random, now: number): number {
  const midnight = beijingMidnight(now);
  if (rnd.chance(BIG_SPENDERS.todayShare) && now - midnight > 10 * 60_000)
    return rnd.int(midnight + 60_000, now - 60_000);
  return now - rnd.int(1, BIG_SPENDERS.days) * DAY_MS + rnd.int(0, 20) * HOUR_MS - rnd.int(0, 59) * 60_000;
}

/** A paid recharge order and its credit, as the gateway's notice would leave them. */
async function topUp(db: Db, rnd: Random, userId: number, yuan: number, at: number) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(rechargeOrders)
      .values({
        orderNo: newOrderNo(at, rnd.int(0, 999_999)),
        userId,
        amountFen: yuan * 100,
        diamonds: yuan * DIAMONDS_PER_YUAN,
        channel: rnd.pick(PAY_CHANNELS),
        provider: "sandbox",
        status: RechargeStatus.Paid,
        providerRef: `SBX${at}${userId}`,
        expiresAt: new Date(at + 15 * 60_000),
        paidAt: new Date(at + 30_000),
        createdAt: new Date(at),
      })
      .returning();
    await creditPaidOrder(tx, order, new Date(at + 30_000));
  });
}

type Plan = { spender: Spender; budget: number; favourites: RoomTarget[]; all: RoomTarget[]; now: number };

/** One spender's fortnight: gifts in time order, each topped up for just before when the purse is short. */
async function spend(db: Db, rnd: Random, { spender, budget, favourites, all, now }: Plan) {
  const buys: { gift: (typeof DEAR_GIFTS)[number]; count: number }[] = [];
  for (let spent = 0; spent < budget;) {
    const buy = { gift: rnd.pick(DEAR_GIFTS), count: rnd.pick(COUNTS) };
    buys.push(buy);
    spent += buy.gift.price * buy.count;
  }
  const times = buys.map(() => giftTime(rnd, now)).sort((a, b) => a - b);
  let balance = spender.balance;
  for (const [i, { gift, count }] of buys.entries()) {
    const at = times[i];
    while (balance < gift.price * count) {
      const yuan = rnd.pick(TOP_UPS_YUAN);
      await topUp(db, rnd, spender.id, yuan, at - rnd.int(2, 20) * 60_000);
      balance += yuan * DIAMONDS_PER_YUAN;
    }
    // Most of it goes to the anchors they back, now and then to whoever is on.
    const room = rnd.chance(0.8) ? rnd.pick(favourites) : rnd.pick(all);
    await giveGift(db, { room, senderId: spender.id, gift, count, at: new Date(at) });
    balance -= gift.price * count;
  }
  return buys.length;
}

/**
 * The big spenders are fans taken from `fans` (their opening purse is spent first); their LV is
 * raised to what years of such spending earn (LV 18-30, the biggest highest). Returns the gifts given.
 */
export async function seedBigSpenders(
  db: Db,
  rnd: Random,
  { fans, targets, now }: { fans: Spender[]; targets: RoomTarget[]; now: number },
) {
  if (!fans.length || !targets.length) return 0;
  const pool = [...fans];
  const chosen = Array.from(
    { length: Math.min(BIG_SPENDERS.count, pool.length) },
    () => pool.splice(rnd.int(0, pool.length - 1), 1)[0],
  );
  let gifts = 0;
  for (const [rank, spender] of chosen.entries()) {
    const yuan = BIG_SPENDERS.topYuan * BIG_SPENDERS.step ** rank * (0.9 + rnd.next() * 0.2);
    const favourites = [rnd.pick(targets), rnd.pick(targets)];
    const budget = Math.round(yuan * DIAMONDS_PER_YUAN);
    gifts += await spend(db, rnd, { spender, budget, favourites, all: targets, now });
    const level = Math.max(18, 30 - rank - rnd.int(0, 2));
    await db.update(users).set({ level }).where(eq(users.id, spender.id));
  }
  return gifts;
}
