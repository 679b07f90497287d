import { aesDecryptBase64 } from "./captcha-crypto";
import { CLICK_WORD_COUNT, GLYPH_HIT_HALF, type Point } from "./click-word-image";

export const CAPTCHA_TYPES = ["blockPuzzle", "clickWord"] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

export function isCaptchaType(value: unknown): value is CaptchaType {
  return CAPTCHA_TYPES.includes(value as CaptchaType);
}

/** The widget a challenge was drawn for: AJ's two types, or the second slider (answer visible to the browser). */
export type CaptchaFlavour = CaptchaType | "sliding";

/** What the server keeps per token; never sent to the client. */
export type ChallengeRecord = { clientUid?: string; secretKey?: string; flavour?: CaptchaFlavour } & (
  { captchaType: "blockPuzzle"; x: number; tolerance: number } | { captchaType: "clickWord"; points: Point[] }
);

/** Records written before flavours existed carry only their AJ type. */
export const flavourOf = (record: ChallengeRecord): CaptchaFlavour => record.flavour ?? record.captchaType;

export const challengeKey = (token: string) => `captcha:token:${token}`;

/**
 * The decrypted answer text, or null. With a secretKey only ciphertext is accepted;
 * without one (encryption off, second slider flavour) the text is plain JSON.
 */
export function readPointJson(pointJson: string, secretKey: string | undefined): string | null {
  return secretKey ? aesDecryptBase64(pointJson, secretKey) : pointJson;
}

export function isAnswerCorrect(record: ChallengeRecord, pointText: string): boolean {
  let answer: unknown;
  try {
    answer = JSON.parse(pointText);
  } catch {
    return false;
  }
  if (record.captchaType === "blockPuzzle") {
    return isPoint(answer, false) && Math.abs(answer.x - record.x) <= record.tolerance;
  }
  return isClickWordMatch(answer, record.points);
}

function isClickWordMatch(answer: unknown, targets: Point[]): boolean {
  if (!Array.isArray(answer) || answer.length !== CLICK_WORD_COUNT) return false;
  return answer.every(
    (point, i) =>
      isPoint(point, true) &&
      Math.abs(point.x - targets[i].x) <= GLYPH_HIT_HALF &&
      Math.abs(point.y - targets[i].y) <= GLYPH_HIT_HALF,
  );
}

// The slider's y is a constant 5 on the client, so only x has to be a number there.
function isPoint(value: unknown, needsY: boolean): value is Point {
  if (typeof value !== "object" || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return Number.isFinite(x) && (!needsY || Number.isFinite(y));
}
