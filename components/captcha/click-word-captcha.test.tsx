// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ClickWordCaptcha } from "./click-word-captcha";

import { renderWithIntl } from "@/tests/support/render-with-intl";
import { captchaApi } from "@/lib/api/captcha";
import { aesEcbDecrypt } from "@/lib/crypto";

vi.mock("@/lib/api/captcha", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/captcha")>()),
  captchaApi: { get: vi.fn(), check: vi.fn(), sliding: vi.fn() },
}));

const SECRET = "0123456789abcdef";
const challenge = (token: string) => ({
  repCode: "0000",
  repMsg: "成功",
  repData: { originalImageBase64: "iVBORw0KGgo=", wordList: ["球", "探", "直"], token, secretKey: SECRET },
});

const get = vi.mocked(captchaApi.get);
const check = vi.mocked(captchaApi.check);

const flush = () => act(async () => {});
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

// The image is shown at twice the reference size, 10 px from the left and 20 px from the top.
function showImageAtDoubleSize() {
  const image = screen.getByTestId("click-word-image");
  image.getBoundingClientRect = () => ({ left: 10, top: 20, width: 620, height: 310 }) as DOMRect;
  return image;
}

function clickAt(image: HTMLElement, x: number, y: number) {
  fireEvent.click(image, { clientX: 10 + x, clientY: 20 + y });
}

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset().mockResolvedValueOnce(challenge("tok-1")).mockResolvedValueOnce(challenge("tok-2"));
  check.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ClickWordCaptcha", () => {
  it("prompts for the words in order", async () => {
    renderWithIntl(<ClickWordCaptcha onSuccess={() => {}} />);
    await flush();
    expect(screen.getByRole("status").textContent).toBe("请依次点击【球,探,直】");
    expect(get).toHaveBeenCalledWith("clickWord");
  });

  it("numbers each click and checks three points scaled to 310x155, 400 ms after the third", async () => {
    check.mockResolvedValue({ repCode: "0000", repMsg: "成功", repData: null });
    const onSuccess = vi.fn();
    const onFinish = vi.fn();
    renderWithIntl(<ClickWordCaptcha onSuccess={onSuccess} onFinish={onFinish} />);
    await flush();
    const image = showImageAtDoubleSize();

    clickAt(image, 100, 60);
    clickAt(image, 300, 200);
    expect(screen.getAllByTestId("click-word-marker").map((m) => m.textContent)).toEqual(["1", "2"]);
    clickAt(image, 501, 81);
    clickAt(image, 600, 300); // a fourth click is ignored
    expect(screen.getAllByTestId("click-word-marker")).toHaveLength(3);

    await advance(399);
    expect(check).not.toHaveBeenCalled();
    await advance(1);
    expect(check).toHaveBeenCalledTimes(1);

    const [type, pointJson, token] = check.mock.calls[0];
    expect(type).toBe("clickWord");
    expect(token).toBe("tok-1");
    const points = [
      { x: 50, y: 30 },
      { x: 150, y: 100 },
      { x: 251, y: 41 },
    ];
    expect(JSON.parse(aesEcbDecrypt(pointJson, SECRET))).toEqual(points);

    await flush();
    expect(screen.getByRole("status").textContent).toBe("验证成功");
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(aesEcbDecrypt(onSuccess.mock.calls[0][0], SECRET)).toBe(`tok-1---${JSON.stringify(points)}`);
    expect(onFinish).not.toHaveBeenCalled();
    await advance(1_500);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("shows 验证失败 and fetches a new challenge 0.7 s later", async () => {
    check.mockResolvedValue({ repCode: "6111", repMsg: "验证失败", repData: null });
    const onSuccess = vi.fn();
    renderWithIntl(<ClickWordCaptcha onSuccess={onSuccess} />);
    await flush();
    const image = showImageAtDoubleSize();
    for (const x of [40, 200, 400]) clickAt(image, x, 100);

    await advance(400);
    expect(screen.getByRole("status").textContent).toBe("验证失败");
    expect(screen.getByRole("status").dataset.phase).toBe("failed");
    expect(get).toHaveBeenCalledTimes(1);

    await advance(699);
    expect(get).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryAllByTestId("click-word-marker")).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("clears the images and shows repMsg when challenges are rate limited (6201)", async () => {
    get
      .mockReset()
      .mockResolvedValue({ repCode: "6201", repMsg: "get接口请求次数超限，请稍后再试!", repData: null });
    renderWithIntl(<ClickWordCaptcha onSuccess={() => {}} />);
    await flush();
    expect(screen.getByRole("status").textContent).toBe("get接口请求次数超限，请稍后再试!");
    expect(screen.getByTestId("click-word-image").querySelector("img")).toBeNull();
  });
});
