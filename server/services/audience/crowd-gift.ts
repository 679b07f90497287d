import { TradeType } from "@/lib/codes/trade-types";
import type { MoneyDeps } from "../wallet/money-deps";
import { credit } from "../wallet/ledger";
import { listGifts } from "../gifts/catalogue";
import { sendGift } from "../gifts/send-gift";

/** A crowd gift now and then: the chance per crowd line, and the most diamonds one may cost. */
export const CROWD_GIFTS = { chancePerLine: 0.04, maxDiamonds: 100 } as const;

/**
 * A simulated viewer's gift goes through the real gift path (gift record, contributor board, the
 * anchor's income share, 热度, the `gift` event). The diamonds it costs are first granted to the
 * crowd account by the system (trade type 7, 系统赠送), so no real user's money moves and the
 * ledger still equals the balances.
 */
export async function giveCrowdGift(deps: MoneyDeps, senderId: number, roomId: number, random: () => number) {
  const affordable = (await listGifts(deps.db)).filter(
    (g) => g.price > 0 && g.price <= CROWD_GIFTS.maxDiamonds,
  );
  if (!affordable.length) return null;
  // Cheap gifts far more often than dear ones.
  const gift = affordable[Math.floor(random() * random() * affordable.length)];
  const count = random() < 0.8 ? 1 : Math.ceil(random() * 5);
  await deps.db.transaction((tx) =>
    credit(tx, {
      userId: senderId,
      currency: "balance",
      amount: gift.price * count,
      tradeType: TradeType.SystemGift,
      remark: "观众礼物",
      refId: `crowd:${roomId}`,
      at: new Date(deps.now()),
    }),
  );
  return sendGift(deps, senderId, { roomId, giftId: gift.id, count });
}
