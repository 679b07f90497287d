import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatMessages } from "../db/schema/chat";
import { rooms } from "../db/schema/rooms";
import { users } from "../db/schema/users";
import { createRandom } from "../feed/engine/random";

const MINUTE_MS = 60_000;
const CHAT_WINDOW_MIN = 120;

const footballLines = [
  "这球越位了吧？",
  "主播解说太专业了",
  "中场控制得不错，就差临门一脚",
  "门将这扑救可以啊",
  "下半场肯定要换人了",
  "角球！这次有机会",
  "裁判这哨吹得有点快",
  "防守反击打得漂亮",
  "今天这场感觉要出大比分",
  "边路突破太快了，后卫追不上",
  "前锋今天状态一般",
  "点赞主播，每场都来",
  "这脚远射力量十足",
  "又是黄牌，火药味起来了",
];
const basketballLines = [
  "这个三分太准了！",
  "篮板球一定要抢下来",
  "暂停回来打一波小高潮",
  "外线手感火热啊",
  "防守太松了，被打穿了",
  "这个盖帽漂亮！",
  "最后两分钟才是比赛",
  "主播讲战术讲得很清楚",
  "快攻一条龙，帅",
  "罚球得稳住啊",
  "替补上来状态不错",
  "今天裁判尺度有点松",
];
const talkLines = ["主播晚上好", "来了来了", "今天聊什么？", "前排围观", "关注了，下次再来", "支持主播"];

/**
 * Every room has the last couple of hours of chat from the demo fans, so a room opens on a
 * conversation the way a real one does, not on an empty list.
 */
export async function seedRoomChat(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed + 11);
  const fans = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAnchor, 0))
    .orderBy(asc(users.id));
  const roomRows = await db.select({ id: rooms.id, navId: rooms.navId }).from(rooms).orderBy(asc(rooms.id));
  const rows = roomRows.flatMap((room) => {
    const lines = room.navId === 1 ? footballLines : room.navId === 2 ? basketballLines : talkLines;
    return Array.from({ length: rnd.int(12, 28) }, () => ({
      roomId: room.id,
      userId: rnd.pick(fans).id,
      content: rnd.pick(rnd.chance(0.8) ? lines : talkLines),
      role: "viewer" as const,
      createdAt: new Date(now - rnd.int(1, CHAT_WINDOW_MIN) * MINUTE_MS),
    }));
  });
  // Oldest first, so ids grow with time like messages sent live.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length) await db.insert(chatMessages).values(rows);
}
