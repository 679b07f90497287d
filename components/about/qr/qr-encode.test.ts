import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encodeQr, type QrMatrix } from "./qr-encode";

// Reference matrices were produced by an independent encoder (python-qrcode 7.4,
// byte mode, level M, mask forced) and the encoder's output was decoded with zbarimg.
const APP_URL_MASK_3 = [
  "1111111010101000101111111",
  "1000001011111010001000001",
  "1011101001110110101011101",
  "1011101010110110101011101",
  "1011101000110111101011101",
  "1000001000100110001000001",
  "1111111010101010101111111",
  "0000000011011000100000000",
  "1011011100110010101001011",
  "0000110001011010100100010",
  "0101111101101010011110000",
  "1101000111000101010101100",
  "1001011010001110011110111",
  "0000110101110111001110001",
  "0100011101000110110010110",
  "1011000001101000111110001",
  "0000001101011101111111111",
  "0000000010111100100010101",
  "1111111011101010101010111",
  "1000001011110001100010011",
  "1011101001101000111111001",
  "1011101010010100011011111",
  "1011101011111100001010110",
  "1000001001100110010010100",
  "1111111010001110001111111",
];

const rows = (m: QrMatrix) => m.map((row) => row.map((dark) => (dark ? "1" : "0")).join(""));

describe("encodeQr", () => {
  it("matches a reference encoder bit for bit for a version 2 code", () => {
    expect(rows(encodeQr("https://qiutan.example/app", 3))).toEqual(APP_URL_MASK_3);
  });

  it("matches the reference for a version 9 code with several blocks and version bits", () => {
    const digest = createHash("sha256")
      .update(rows(encodeQr("a".repeat(160), 4)).join(""))
      .digest("hex");
    expect(digest).toBe("7c21bcb3042435dceb0cd246281f69924d718399ad50beb3498e8a55603935b5");
  });

  it("picks the smallest version that holds the text", () => {
    expect(encodeQr("a".repeat(14))).toHaveLength(21);
    expect(encodeQr("a".repeat(15))).toHaveLength(25);
    expect(encodeQr("球探直播")).toHaveLength(21);
  });

  it("rejects text longer than version 40 holds", () => {
    expect(() => encodeQr("a".repeat(2332))).toThrow(RangeError);
  });
});
