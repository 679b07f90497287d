import football from "./lines/football.json";
import basketball from "./lines/basketball.json";
import talk from "./lines/talk.json";
import type { Fill, LineTag, Topic } from "./match-moment";

export type LinePool = Partial<Record<LineTag, readonly string[]>>;

/** The crowd's lines (data files beside this one), by the room's sport; talk rooms have no match. */
export const LINE_POOLS: Record<"football" | "basketball" | "talk", LinePool> = {
  football: football as LinePool,
  basketball: basketball as LinePool,
  talk: talk as LinePool,
};

export type ChosenLine = { tag: LineTag; text: string };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The line with its placeholders filled, or null when one of them has no value. */
export function fillLine(line: string, fill: Fill): string | null {
  let missing = false;
  const text = line.replace(PLACEHOLDER, (_, key: string) => {
    const value = fill[key as keyof Fill];
    if (!value) missing = true;
    return value ?? "";
  });
  return missing ? null : text;
}

/**
 * One line: a topic by weight, then a line of its pool whose placeholders can be filled;
 * `random` returns [0, 1). Null when no topic has a usable line.
 */
export function chooseLine(
  pool: LinePool,
  topics: readonly Topic[],
  random: () => number,
): ChosenLine | null {
  const usable = topics
    .map((topic) => ({
      topic,
      lines: (pool[topic.tag] ?? [])
        .map((l) => fillLine(l, topic.fill))
        .filter((l): l is string => l !== null),
    }))
    .filter((u) => u.lines.length > 0);
  const total = usable.reduce((sum, u) => sum + u.topic.weight, 0);
  let roll = random() * total;
  for (const u of usable) {
    roll -= u.topic.weight;
    if (roll < 0) return { tag: u.topic.tag, text: u.lines[Math.floor(random() * u.lines.length)] };
  }
  return null;
}
