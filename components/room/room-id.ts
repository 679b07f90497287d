import { MAX_INT } from "@/lib/contracts/fields";

/** The `[id]` segment of /live/room/{id} as a room id, or null when it cannot be one (the page answers 404). */
export function parseRoomId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_INT ? id : null;
}
