import { circles } from "@/server/db/schema/community";
import { uploads } from "@/server/db/schema/uploads";
import type { TestApi } from "../support/test-api";

export const XSS_CORPUS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "javascript:window.__xss=1",
  '<a href="javascript:alert(1)">点我</a>',
];

let circleSeq = 0;
/** A football (1) or basketball (2) circle. */
export async function createCircle(api: TestApi, sportId: 1 | 2 = 1) {
  circleSeq += 1;
  const [circle] = await api.db
    .insert(circles)
    .values({ name: `测试圈${circleSeq}`, intro: "测试用", sportId })
    .returning();
  return circle;
}

/** An upload row owned by the user, as /inform/post/addPic/base64 leaves it. */
export async function uploadedImage(api: TestApi, userId: number, n: number) {
  const path = `202611/${`${userId}${n}`.padStart(32, "c")}.png`;
  await api.db.insert(uploads).values({ path, userId, mime: "image/png", bytes: 100 });
  return `/uploads/${path}`;
}

export async function writePost(
  api: TestApi,
  token: string,
  circleId: number,
  title = "英超第13轮观赛",
  content = "曼城这场打得真好",
) {
  const res = await api.postJson("/inform/post/addSave", { circleId, title, content }, { token });
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data as { id: number };
}
