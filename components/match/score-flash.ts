/**
 * The yellow a score list's row or score cell flashes when a score changes. yellow-200: the
 * brand's live score (4.53:1) and the muted columns (4.66:1) stay readable on it while it shows.
 */
export const SCORE_FLASH: Keyframe[] = [
  { backgroundColor: "#fef08a" },
  { backgroundColor: "#fef08a", offset: 0.3 },
  { backgroundColor: "transparent" },
];
