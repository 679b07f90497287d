/** The family name a pitch drawing shows for a player: 凯恩 for 哈里·凯恩, the whole name for 武磊. */
export function shortPlayerName(name: string): string {
  return name.slice(name.lastIndexOf("·") + 1);
}

/**
 * Short names of players shown together (one side's line-up): each family name, or the full name
 * where two of them share it, so 劳塔罗·马丁内斯 and 利桑德罗·马丁内斯 stay apart.
 */
export function shortPlayerNames(names: readonly string[]): string[] {
  const short = names.map(shortPlayerName);
  const count = new Map<string, number>();
  for (const s of short) count.set(s, (count.get(s) ?? 0) + 1);
  return names.map((name, i) => (count.get(short[i])! > 1 ? name : short[i]));
}
