import { renderBlockPuzzle } from "./block-puzzle-image";
import { captchaFail, captchaOk, type CaptchaResponse } from "./captcha-codes";
import { aesEncryptBase64, randomSecretKey, randomToken, sha256Hex } from "./captcha-crypto";
import { createMemoryCaptchaStore } from "./captcha-store";
import type {
  CaptchaCaller,
  CaptchaChallenge,
  CaptchaCheckInput,
  CaptchaCheckResult,
  CaptchaGetInput,
  CaptchaServiceOptions,
  PeekedAnswer,
  SlidingChallenge,
} from "./captcha-types";
import { PURPOSE_FLAVOURS, type CaptchaPurpose } from "./captcha-purposes";
import {
  challengeKey,
  flavourOf,
  isAnswerCorrect,
  isCaptchaType,
  readPointJson,
  type CaptchaFlavour,
  type ChallengeRecord,
} from "./challenge";
import { renderClickWord } from "./click-word-image";
import { createCaptchaLimiter, DEFAULT_CAPTCHA_LIMITS, subjectsOf } from "./rate-limit";
import { SLIDING_TOLERANCE_PX } from "../../../lib/captcha/sliding-match";

export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
export const SLIDING_WIDTH = 320;
export const SLIDING_HEIGHT = 160;

const verificationKey = (captchaVerification: string) =>
  `captcha:verification:${sha256Hex(captchaVerification)}`;

/** What a passed check leaves for the business call: whose it was and which widget it came from. */
type VerificationRecord = { clientUid?: string; flavour?: CaptchaFlavour };

function typeError(captchaType: unknown) {
  return captchaFail(
    "blank",
    captchaType ? "captchaType只支持 blockPuzzle 或 clickWord" : "captchaType不能为空",
  );
}

export function createCaptchaService(options: CaptchaServiceOptions = {}) {
  const store = options.store ?? createMemoryCaptchaStore(options.now);
  const limits = { ...DEFAULT_CAPTCHA_LIMITS, ...options.limits };
  const limiter = createCaptchaLimiter(store, limits);
  const challengeTtlMs = options.challengeTtlMs ?? 120_000;
  const verificationTtlMs = options.verificationTtlMs ?? 180_000;
  const encryptPoints = options.encryptPoints ?? true;
  const tolerance = options.blockPuzzleTolerance ?? 5;

  async function admit(clientUid: string | undefined, caller: CaptchaCaller) {
    const subjects = subjectsOf(clientUid, caller.ip, limits.ipFactor);
    if (await limiter.isLocked(subjects)) return captchaFail("locked");
    if (await limiter.overLimit("get", subjects)) return captchaFail("getLimit");
    return null;
  }

  const parseRecord = (stored: string | null) => (stored ? (JSON.parse(stored) as ChallengeRecord) : null);

  return {
    async get(
      input: CaptchaGetInput,
      caller: CaptchaCaller = {},
    ): Promise<CaptchaResponse<CaptchaChallenge>> {
      if (!isCaptchaType(input.captchaType)) return typeError(input.captchaType);
      const refused = await admit(input.clientUid, caller);
      if (refused) return refused;

      const token = randomToken();
      const secretKey = encryptPoints ? randomSecretKey() : undefined;
      const base = { clientUid: input.clientUid, secretKey };
      if (input.captchaType === "blockPuzzle") {
        const image = await renderBlockPuzzle({
          width: CAPTCHA_WIDTH,
          height: CAPTCHA_HEIGHT,
          pieceLayout: "strip",
        });
        const record: ChallengeRecord = {
          ...base,
          captchaType: "blockPuzzle",
          flavour: "blockPuzzle",
          x: image.x,
          tolerance,
        };
        await store.set(challengeKey(token), JSON.stringify(record), challengeTtlMs);
        return captchaOk({
          originalImageBase64: image.background.toString("base64"),
          jigsawImageBase64: image.piece.toString("base64"),
          token,
          secretKey,
        });
      }
      const image = await renderClickWord(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
      const record: ChallengeRecord = {
        ...base,
        captchaType: "clickWord",
        flavour: "clickWord",
        points: image.targets,
      };
      await store.set(challengeKey(token), JSON.stringify(record), challengeTtlMs);
      return captchaOk({
        originalImageBase64: image.background.toString("base64"),
        wordList: image.wordList,
        token,
        secretKey,
      });
    },

    async check(
      input: CaptchaCheckInput,
      caller: CaptchaCaller = {},
    ): Promise<CaptchaResponse<CaptchaCheckResult>> {
      const { captchaType, pointJson, token } = input;
      if (!isCaptchaType(captchaType)) return typeError(captchaType);
      if (typeof token !== "string" || !token) return captchaFail("blank", "token不能为空");
      if (typeof pointJson !== "string" || !pointJson) return captchaFail("blank", "pointJson不能为空");

      // A peek only to know whose limits apply; the take below is what decides.
      const peeked = parseRecord(await store.get(challengeKey(token)));
      const subjects = subjectsOf(peeked?.clientUid, caller.ip, limits.ipFactor);
      if (await limiter.overLimit("check", subjects)) return captchaFail("checkLimit");
      if (await limiter.isLocked(subjects)) return captchaFail("locked");
      // Whoever takes the record owns the attempt, right or wrong; a parallel second check sees 6110.
      const record = parseRecord(await store.take(challengeKey(token)));
      if (!record) return captchaFail("expired");

      const pointText = readPointJson(pointJson, record.secretKey);
      if (record.captchaType !== captchaType || pointText === null || !isAnswerCorrect(record, pointText)) {
        await limiter.recordFailure(subjects);
        return captchaFail("mismatch");
      }
      // As AJ: token + "---" + the decrypted JSON, so a client computing it itself gets the same string.
      const plain = `${token}---${pointText}`;
      const captchaVerification = record.secretKey ? aesEncryptBase64(plain, record.secretKey) : plain;
      const verification: VerificationRecord = { clientUid: record.clientUid, flavour: flavourOf(record) };
      await store.set(verificationKey(captchaVerification), JSON.stringify(verification), verificationTtlMs);
      return captchaOk({ captchaType, token, result: true, captchaVerification });
    },

    /**
     * For the business call (send SMS, register): succeeds once per captchaVerification, and only
     * when its flavour unlocks `purpose`; one of another flavour is used up all the same.
     */
    async verify(
      captchaVerification: string | undefined,
      purpose: CaptchaPurpose,
      caller: CaptchaCaller = {},
    ): Promise<CaptchaResponse> {
      if (typeof captchaVerification !== "string" || !captchaVerification) {
        return captchaFail("blank", "captchaVerification不能为空");
      }
      const key = verificationKey(captchaVerification);
      const peeked = await store.get(key);
      const clientUid = peeked ? (JSON.parse(peeked) as VerificationRecord).clientUid : undefined;
      if (await limiter.overLimit("verify", subjectsOf(clientUid, caller.ip, limits.ipFactor))) {
        return captchaFail("verifyLimit");
      }
      const taken = await store.take(key);
      if (!taken) return captchaFail("expired");
      const flavour = (JSON.parse(taken) as VerificationRecord).flavour;
      if (!flavour || !PURPOSE_FLAVOURS[purpose].includes(flavour)) return captchaFail("wrongPurpose");
      return captchaOk(null);
    },

    /** Second slider flavour (SPEC §3): the target travels to the client, which checks it itself. */
    async getSliding(
      input: { clientUid?: string } = {},
      caller: CaptchaCaller = {},
    ): Promise<CaptchaResponse<SlidingChallenge>> {
      const refused = await admit(input.clientUid, caller);
      if (refused) return refused;
      const image = await renderBlockPuzzle({
        width: SLIDING_WIDTH,
        height: SLIDING_HEIGHT,
        pieceLayout: "tight",
      });
      const token = randomToken();
      // No secretKey: check() then accepts plain {"x": dragOffset / displayScale} for this token.
      const record: ChallengeRecord = {
        clientUid: input.clientUid,
        captchaType: "blockPuzzle",
        flavour: "sliding",
        x: image.x,
        tolerance: SLIDING_TOLERANCE_PX,
      };
      await store.set(challengeKey(token), JSON.stringify(record), challengeTtlMs);
      return captchaOk({
        token,
        tari: `data:image/png;base64,${image.background.toString("base64")}`,
        slii: `data:image/png;base64,${image.piece.toString("base64")}`,
        coox: image.x,
        cooy: image.y,
      });
    },

    /** Development and browser tests only: the api must not expose this in production. */
    async peekAnswer(token: string): Promise<PeekedAnswer | null> {
      const record = parseRecord(await store.get(challengeKey(token)));
      if (!record) return null;
      return record.captchaType === "blockPuzzle"
        ? { captchaType: "blockPuzzle", x: record.x }
        : { captchaType: "clickWord", points: record.points };
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
