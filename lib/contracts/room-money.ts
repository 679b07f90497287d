import { z } from "zod";
import { RANK_RANGES } from "@/lib/codes/rank-types";
import { idInput, intInput, pageOf, pageQuery, plainText } from "./fields";
import { giftEffect, nobilityBadge } from "./room-stream";
import { GIFT_MAX_COUNT, HORN_MAX_LENGTH } from "@/lib/codes/room-money-limits";

export {
  ANCHOR_SHARE_PERCENT,
  GIFT_MAX_COUNT,
  HORN_MAX_LENGTH,
  HORN_PRICE,
} from "@/lib/codes/room-money-limits";

export { giftEffect };
export type GiftEffect = z.infer<typeof giftEffect>;
export const entryEffect = z.enum(["none", "banner", "fullscreen"]);
export type EntryEffect = z.infer<typeof entryEffect>;

export const roomIdInput = idInput("直播间编号不正确");
const roomId = roomIdInput;

export const giftItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().describe("diamonds"),
  icon: z.string().describe("image url"),
  effect: giftEffect.describe("animation: small (chat line), big (centre), fullscreen"),
});
export type GiftItem = z.infer<typeof giftItem>;

export const sendGiftBody = z.object({
  roomId,
  giftId: idInput("礼物编号不正确"),
  count: intInput(
    z.number().min(1, "礼物数量至少为1").max(GIFT_MAX_COUNT, `礼物数量最多${GIFT_MAX_COUNT}`),
    1,
  ),
});

export const sentGiftData = z.object({
  recordId: z.number().int(),
  giftId: z.number().int(),
  count: z.number().int(),
  total: z.number().int().describe("diamonds spent"),
  balance: z.number().int().describe("the sender's diamonds after"),
});

export const rankRange = z.enum(RANK_RANGES);

const rankSize = intInput(z.number().min(1, "条数至少为1").max(100, "最多100条"), 20);

export const contributorsQuery = z.object({
  anchorId: idInput("主播编号不正确"),
  range: rankRange.default("all"),
  size: rankSize,
});

export const richListQuery = z.object({
  rankType: intInput(z.number().min(1, "榜单类型不正确").max(4, "榜单类型不正确"), 1),
  size: rankSize,
});

export const rankEntry = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  nobility: nobilityBadge.optional(),
  total: z.number().int().describe("diamonds given in the window"),
});
export type RankEntry = z.infer<typeof rankEntry>;
export const rankData = z.object({ range: rankRange, list: z.array(rankEntry) });

export const nobilityBubble = z.object({
  background: z.string(),
  border: z.string(),
  color: z.string(),
});

export const nobilityLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().describe("diamonds per period"),
  days: z.number().int(),
  icon: z.string(),
  nameColor: z.string().describe("#rrggbb, the nickname colour in chat"),
  bubble: nobilityBubble,
  entryEffect: entryEffect,
  hornGrant: z.number().int().describe("horns added to the bag with each purchase"),
  perks: z.array(z.string()).describe("ready-to-show Chinese lines"),
});
export type NobilityLevel = z.infer<typeof nobilityLevel>;

export const nobilityIdInput = z.object({ nobilityId: idInput("贵族等级不正确") });

export const purchasedNobility = z.object({
  nobilityId: z.number().int(),
  name: z.string(),
  expiresAt: z.string(),
  balance: z.number().int().describe("diamonds after"),
  horns: z.number().int().describe("horns in the bag after"),
});

export const ownedNobility = nobilityBadge.extend({
  expiresAt: z.string(),
  worn: z.boolean(),
  nameColor: z.string(),
});
export const nobilityBag = z.object({
  current: ownedNobility.nullable().describe("the nobility shown in rooms; null without one"),
  list: z.array(ownedNobility).describe("unexpired nobilities, noblest first"),
  horns: z.number().int(),
});
export type NobilityBag = z.infer<typeof nobilityBag>;

export const bubbleStyle = nobilityBubble.extend({
  id: z.number().int().describe("0 is the plain bubble, otherwise the nobility id"),
  name: z.string(),
  available: z.boolean(),
});

export const hornInfo = z.object({
  price: z.number().int(),
  count: z.number().int().describe("unused horns in the user's bag (0 for a visitor)"),
  maxLength: z.number().int(),
  balance: z.number().int().nullable().describe("the user's diamonds, null for a visitor"),
});

export const sendHornBody = z.object({
  roomId,
  content: plainText(HORN_MAX_LENGTH).pipe(z.string().min(1, "请输入喇叭内容")),
});

export const hornItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  nobility: nobilityBadge.optional(),
  roomId: z.number().int(),
  roomTitle: z.string(),
  anchorNickName: z.string(),
  content: z.string(),
  time: z.string(),
});
export type HornItem = z.infer<typeof hornItem>;
export const hornPage = pageOf(hornItem);
export const hornListQuery = pageQuery;
export const sentHorn = z.object({
  hornId: z.number().int(),
  paid: z.number().int().describe("diamonds paid; 0 when a horn from the bag was used"),
  balance: z.number().int(),
  horns: z.number().int(),
});
