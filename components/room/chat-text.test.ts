import { describe, expect, it } from "vitest";
import { chatSegments } from "./chat-text";

const emojis = {
  prefix: "/images/emoji/",
  list: [{ code: "[微笑]", name: "微笑", url: "/images/emoji/weixiao.svg" }],
};

describe("chatSegments", () => {
  it("turns known codes into images and keeps the rest as text", () => {
    expect(chatSegments("好[微笑]球", emojis)).toEqual([
      { kind: "text", value: "好" },
      { kind: "emoji", code: "[微笑]", url: "/images/emoji/weixiao.svg" },
      { kind: "text", value: "球" },
    ]);
  });

  it("leaves unknown codes and markup as plain text", () => {
    expect(chatSegments("[不存在]<b>x</b>", emojis)).toEqual([{ kind: "text", value: "[不存在]<b>x</b>" }]);
  });

  it("is all text before the expressions have loaded", () => {
    expect(chatSegments("[微笑]", null)).toEqual([{ kind: "text", value: "[微笑]" }]);
  });
});
