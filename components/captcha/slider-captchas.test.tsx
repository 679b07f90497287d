// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BlockPuzzleCaptcha } from "./block-puzzle-captcha";
import { SlidingCaptcha } from "./sliding-captcha";

import { renderWithIntl } from "@/tests/support/render-with-intl";
import { captchaApi } from "@/lib/api/captcha";
import { aesEcbDecrypt } from "@/lib/crypto";

vi.mock("@/lib/api/captcha", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/captcha")>()),
  captchaApi: { get: vi.fn(), check: vi.fn(), sliding: vi.fn() },
}));

const SECRET = "0123456789abcdef";
const get = vi.mocked(captchaApi.get);
const check = vi.mocked(captchaApi.check);
const sliding = vi.mocked(captchaApi.sliding);

const flush = () => act(async () => {});
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const rect = (width: number) => () => ({ left: 0, top: 0, width, height: width / 2 }) as DOMRect;

/** Drags the thumb the way a mouse (and Playwright) does: down on the thumb, moves and up on the window. */
async function drag(distance: number) {
  const thumb = screen.getByTestId("captcha-slider-thumb");
  fireEvent.mouseDown(thumb, { button: 0, clientX: 20 });
  fireEvent.mouseMove(window, { clientX: 20 + distance / 2 });
  fireEvent.mouseMove(window, { clientX: 20 + distance });
  fireEvent.mouseUp(window, { clientX: 20 + distance });
  await flush();
}

const phase = () => screen.getByTestId("captcha-slider-thumb").parentElement?.dataset.phase;

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("BlockPuzzleCaptcha", () => {
  beforeEach(() => {
    get.mockResolvedValue({
      repCode: "0000",
      repMsg: "成功",
      repData: {
        originalImageBase64: "iVBOR",
        jigsawImageBase64: "iVBOR",
        token: "tok-b",
        secretKey: SECRET,
      },
    });
  });

  async function renderShownAt(width: number, props: { onSuccess?: () => void; onFinish?: () => void } = {}) {
    renderWithIntl(
      <BlockPuzzleCaptcha onSuccess={props.onSuccess ?? (() => {})} onFinish={props.onFinish} />,
    );
    await flush();
    screen.getByTestId("block-puzzle-image").getBoundingClientRect = rect(width);
    screen.getByTestId("captcha-slider-thumb").parentElement!.getBoundingClientRect = rect(width);
  }

  it("sends the distance scaled to 310 px with y 5, then goes green and emits 1 s later", async () => {
    check.mockResolvedValue({ repCode: "0000", repMsg: "成功", repData: null });
    const onSuccess = vi.fn();
    const onFinish = vi.fn();
    await renderShownAt(620, { onSuccess, onFinish });
    expect(screen.getByText("向右滑动完成验证")).toBeTruthy();

    await drag(200);
    const [type, pointJson, token] = check.mock.calls[0];
    expect([type, token]).toEqual(["blockPuzzle", "tok-b"]);
    expect(aesEcbDecrypt(pointJson, SECRET)).toBe('{"x":100,"y":5}');
    expect(phase()).toBe("verified");
    expect(screen.getByText("验证通过")).toBeTruthy();
    expect(screen.getByText(/^\d+\.\d{2}s验证成功$/)).toBeTruthy();

    await advance(999);
    expect(onSuccess).not.toHaveBeenCalled();
    await advance(1);
    expect(aesEcbDecrypt(onSuccess.mock.calls[0][0], SECRET)).toBe('tok-b---{"x":100,"y":5}');
    expect(onFinish).not.toHaveBeenCalled();
    await advance(500);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("goes red with 验证失败 and fetches a new challenge after 1 s", async () => {
    check.mockResolvedValue({ repCode: "6111", repMsg: "验证失败", repData: null });
    await renderShownAt(310);
    await drag(90);
    expect(phase()).toBe("failed");
    expect(screen.getAllByText("验证失败").length).toBeGreaterThan(0);
    await advance(1_000);
    expect(get).toHaveBeenCalledTimes(2);
    expect(phase()).toBe("idle");
  });

  it("never drags the thumb past the end of the bar", async () => {
    check.mockResolvedValue({ repCode: "6111", repMsg: "验证失败", repData: null });
    await renderShownAt(310);
    await drag(1_000);
    expect(aesEcbDecrypt(check.mock.calls[0][1], SECRET)).toBe('{"x":270,"y":5}');
  });
});

describe("SlidingCaptcha (second flavour)", () => {
  beforeEach(() => {
    sliding.mockResolvedValue({
      repCode: "0000",
      repMsg: "成功",
      repData: {
        token: "tok-s",
        tari: "data:image/png;base64,AA",
        slii: "data:image/png;base64,BB",
        coox: 120,
        cooy: 30,
      },
    });
  });

  async function renderShownAtHalfSize(onSuccess = vi.fn()) {
    renderWithIntl(<SlidingCaptcha onSuccess={onSuccess} />);
    await flush();
    const image = screen.getByTestId("sliding-image");
    image.getBoundingClientRect = rect(160);
    const [background] = image.querySelectorAll("img");
    Object.defineProperty(background, "naturalWidth", { value: 320 });
    Object.defineProperty(background, "naturalHeight", { value: 160 });
    fireEvent.load(background);
    return onSuccess;
  }

  it("passes when offset / displayScale is within 6 px of coox, confirmed by the api", async () => {
    check.mockResolvedValue({
      repCode: "0000",
      repMsg: "成功",
      repData: { captchaVerification: "cv-from-api" },
    });
    const onSuccess = await renderShownAtHalfSize();
    await drag(63); // 63 / 0.5 = 126: 6 px off
    expect(check).toHaveBeenCalledWith("blockPuzzle", '{"x":126}', "tok-s");
    expect(onSuccess).toHaveBeenCalledWith("cv-from-api");
    expect(phase()).toBe("verified");
  });

  it("shows 请正确拼合图像 and refreshes after 1 s when the piece is off", async () => {
    const onSuccess = await renderShownAtHalfSize();
    await drag(64); // 128: 8 px off
    expect(check).not.toHaveBeenCalled();
    expect(screen.getAllByText("请正确拼合图像").length).toBeGreaterThan(0);
    expect(phase()).toBe("failed");
    await advance(1_000);
    expect(sliding).toHaveBeenCalledTimes(2);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
