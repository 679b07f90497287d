export const FOOTBALL_POSITION_LABELS = {
  F: "前锋",
  M: "中场",
  D: "后卫",
  G: "门将",
  LW: "左边锋",
  RW: "右边锋",
  ST: "中锋",
  AM: "前腰",
  ML: "左前卫",
  MC: "中前卫",
  MR: "右前卫",
  DM: "后腰",
  DL: "左后卫",
  DC: "中后卫",
  DR: "右后卫",
  GK: "门将",
} as const;

export const BASKETBALL_POSITION_LABELS = {
  C: "中锋",
  SF: "小前锋",
  PF: "大前锋",
  SG: "得分后卫",
  PG: "控球后卫",
  F: "前锋",
  G: "后卫",
} as const;

export type FootballPosition = keyof typeof FOOTBALL_POSITION_LABELS;
export type BasketballPosition = keyof typeof BASKETBALL_POSITION_LABELS;

// Feeds send dual roles such as "G-F"; each part is labelled and unknown parts stay as sent.
function labelPositions(table: Record<string, string>, position: string | null | undefined): string {
  if (!position) return "";
  return position
    .trim()
    .split(/[-/,]/)
    .map((part) => {
      const key = part.trim().toUpperCase();
      return Object.hasOwn(table, key) ? table[key] : part.trim();
    })
    .filter(Boolean)
    .join("/");
}

export function footballPositionLabel(position: string | null | undefined): string {
  return labelPositions(FOOTBALL_POSITION_LABELS, position);
}

export function basketballPositionLabel(position: string | null | undefined): string {
  return labelPositions(BASKETBALL_POSITION_LABELS, position);
}

export type FootballPositionGroup = "G" | "D" | "M" | "F";
export const FOOTBALL_POSITION_GROUPS: readonly FootballPositionGroup[] = ["G", "D", "M", "F"];
const GROUP_OF: Record<string, FootballPositionGroup> = {
  G: "G",
  GK: "G",
  D: "D",
  DL: "D",
  DC: "D",
  DR: "D",
  M: "M",
  DM: "M",
  ML: "M",
  MC: "M",
  MR: "M",
  AM: "M",
  F: "F",
  LW: "F",
  RW: "F",
  ST: "F",
};

/** The line of the squad a SPEC §3 football position belongs to (门将, 后卫, 中场, 前锋); unknown codes count as 中场. */
export function footballPositionGroup(position: string): FootballPositionGroup {
  return GROUP_OF[position.trim().toUpperCase()] ?? "M";
}
