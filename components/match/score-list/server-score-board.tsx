import { packRows } from "./packed-rows";
import { PackedScoreBoard, type ScoreBoardProps } from "./score-board";

/**
 * The score board as a server page places it: the rows cross to the browser packed
 * (packed-rows.ts), which keeps a full match day's page ~80 KB smaller.
 */
export function ServerScoreBoard({ rows, ...props }: ScoreBoardProps) {
  return <PackedScoreBoard {...props} packed={packRows(rows)} />;
}
