import { describe, expect, it } from "vitest";
import { createTestCaptcha, pngSize } from "./captcha-test-kit";
import { PIECE_HEIGHT, PIECE_STRIP_WIDTH } from "./puzzle-shape";
import { isSlidingMatch } from "../../../lib/captcha/sliding-match";

const PNG_DATA_URL = /^data:image\/png;base64,/;
const fromDataUrl = (url: string) => Buffer.from(url.replace(PNG_DATA_URL, ""), "base64");

describe("second slider flavour", () => {
  it("returns a 320x160 background, a piece and the target position", async () => {
    const { service } = createTestCaptcha();
    const { repCode, repData } = await service.getSliding({ clientUid: "s" });
    expect(repCode).toBe("0000");
    const { tari, slii, coox, cooy, token } = repData!;
    expect(tari).toMatch(PNG_DATA_URL);
    expect(slii).toMatch(PNG_DATA_URL);
    expect(pngSize(fromDataUrl(tari))).toEqual({ width: 320, height: 160 });
    expect(pngSize(fromDataUrl(slii))).toEqual({ width: PIECE_STRIP_WIDTH, height: PIECE_HEIGHT });
    expect(coox).toBeGreaterThanOrEqual(80);
    expect(coox + PIECE_STRIP_WIDTH).toBeLessThanOrEqual(320);
    expect(cooy).toBeGreaterThanOrEqual(0);
    expect(cooy + PIECE_HEIGHT).toBeLessThanOrEqual(160);
    expect(await service.peekAnswer(token)).toEqual({ captchaType: "blockPuzzle", x: coox });
  });

  it("turns a drag that isSlidingMatch accepts into a captchaVerification, with plain JSON", async () => {
    const { service } = createTestCaptcha();
    const { token, coox } = (await service.getSliding()).repData!;
    const scale = 0.9;
    const dragOffset = (coox + 5) * scale;
    expect(isSlidingMatch(dragOffset, scale, coox)).toBe(true);
    const pointJson = JSON.stringify({ x: dragOffset / scale, y: 5 });
    const result = await service.check({ captchaType: "blockPuzzle", token, pointJson });
    expect(result.repCode).toBe("0000");
    expect(result.repData!.captchaVerification).toBe(`${token}---${pointJson}`);
    expect((await service.verify(result.repData!.captchaVerification, "recoverySms")).success).toBe(true);
  });

  it("fails a drag 7 px off", async () => {
    const { service } = createTestCaptcha();
    const { token, coox } = (await service.getSliding()).repData!;
    const pointJson = JSON.stringify({ x: coox - 7, y: 5 });
    expect((await service.check({ captchaType: "blockPuzzle", token, pointJson })).repCode).toBe("6111");
  });
});
