import type { BarrageStyle } from "@/lib/contracts/chat";

/** Barrage (danmaku) colours; brighter ones unlock with the user's level. */
export const BARRAGE_STYLES: readonly BarrageStyle[] = [
  { id: 1, name: "白色", colour: "#ffffff", minLevel: 0 },
  { id: 2, name: "红色", colour: "#ff4d4f", minLevel: 0 },
  { id: 3, name: "橙色", colour: "#fa8c16", minLevel: 0 },
  { id: 4, name: "黄色", colour: "#fadb14", minLevel: 3 },
  { id: 5, name: "绿色", colour: "#52c41a", minLevel: 3 },
  { id: 6, name: "青色", colour: "#13c2c2", minLevel: 5 },
  { id: 7, name: "蓝色", colour: "#1890ff", minLevel: 5 },
  { id: 8, name: "紫色", colour: "#9254de", minLevel: 10 },
];

export const barrageStyle = (id: number | null | undefined) =>
  id == null ? undefined : BARRAGE_STYLES.find((s) => s.id === id);
