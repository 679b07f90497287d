import { describe, expect, it } from "vitest";
import { browserPointJson, createTestCaptcha, pngSize } from "./captcha-test-kit";
import type { Point } from "./click-word-image";

async function solvableClickWord() {
  const kit = createTestCaptcha();
  const challenge = await kit.service.get({ captchaType: "clickWord", clientUid: "point-1", ts: Date.now() });
  const { token, secretKey } = challenge.repData!;
  const answer = await kit.service.peekAnswer(token);
  if (answer?.captchaType !== "clickWord") throw new Error("expected a click-word answer");
  const check = (points: unknown) =>
    kit.service.check({ captchaType: "clickWord", token, pointJson: browserPointJson(points, secretKey) });
  return { ...kit, challenge, points: answer.points, check };
}

const nudge = (points: Point[], by: number) => points.map((p) => ({ x: p.x + by, y: p.y - by }));

describe("clickWord", () => {
  it("returns a 310x155 picture and three distinct Chinese characters to click", async () => {
    const { challenge, points } = await solvableClickWord();
    const data = challenge.repData!;
    expect(challenge.repCode).toBe("0000");
    expect(pngSize(Buffer.from(data.originalImageBase64, "base64"))).toEqual({ width: 310, height: 155 });
    expect(data.jigsawImageBase64).toBeUndefined();
    expect(data.wordList).toHaveLength(3);
    expect(new Set(data.wordList).size).toBe(3);
    for (const word of data.wordList!) expect(word).toMatch(/^\p{Script=Han}$/u);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(310);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(155);
    }
  });

  it("passes three clicks inside the glyphs, in order", async () => {
    const { check, points } = await solvableClickWord();
    const result = await check(nudge(points, 10));
    expect(result).toMatchObject({ repCode: "0000", success: true });
    expect(result.repData!.captchaVerification).toBeTruthy();
  });

  it("fails the right characters clicked in the wrong order", async () => {
    const { check, points } = await solvableClickWord();
    expect((await check([points[1], points[0], points[2]])).repCode).toBe("6111");
  });

  it("fails a click just outside a glyph, and fewer than three clicks", async () => {
    const outside = await solvableClickWord();
    expect((await outside.check(nudge(outside.points, 25))).repCode).toBe("6111");
    const short = await solvableClickWord();
    expect((await short.check(short.points.slice(0, 2))).repCode).toBe("6111");
  });

  it("rejects a clickWord token checked as a blockPuzzle", async () => {
    const { challenge, points, service } = await solvableClickWord();
    const { token, secretKey } = challenge.repData!;
    const pointJson = browserPointJson(points, secretKey);
    expect((await service.check({ captchaType: "blockPuzzle", token, pointJson })).repCode).toBe("6111");
  });
});
