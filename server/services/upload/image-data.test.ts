import { describe, expect, it } from "vitest";
import { decodeImage, sizeMessage, sniffImage, TYPE_MESSAGE } from "./image-data";

const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
const webp = Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1");

describe("image data", () => {
  it("sniffs the four image types by their first bytes", () => {
    expect(sniffImage(png)?.ext).toBe("png");
    expect(sniffImage(jpeg)?.ext).toBe("jpg");
    expect(sniffImage(gif)?.ext).toBe("gif");
    expect(sniffImage(webp)?.ext).toBe("webp");
    expect(sniffImage(Buffer.from("<svg xmlns"))).toBeNull();
  });

  it("decodes data URLs and bare base64", () => {
    expect(decodeImage(`data:image/png;base64,${png.toString("base64")}`, 1000).type.ext).toBe("png");
    expect(decodeImage(jpeg.toString("base64"), 1000).type.mime).toBe("image/jpeg");
    expect(decodeImage(`data:image/jpg;base64,${jpeg.toString("base64")}`, 1000).bytes).toEqual(jpeg);
  });

  it("refuses a declared type that the bytes contradict, and other types", () => {
    expect(() => decodeImage(`data:image/gif;base64,${png.toString("base64")}`, 1000)).toThrow(TYPE_MESSAGE);
    expect(() => decodeImage(`data:image/svg+xml;base64,${png.toString("base64")}`, 1000)).toThrow(
      TYPE_MESSAGE,
    );
    expect(() => decodeImage(Buffer.from("<svg/>").toString("base64"), 1000)).toThrow(TYPE_MESSAGE);
    expect(() => decodeImage("data:image/png,rawtext", 1000)).toThrow(TYPE_MESSAGE);
  });

  it("refuses broken base64 and images over the limit", () => {
    expect(() => decodeImage("not base64!", 1000)).toThrow("base64");
    expect(() => decodeImage(png.toString("base64"), 10)).toThrow(sizeMessage(10));
    expect(sizeMessage(2 * 1024 * 1024)).toBe("图片不能超过2MB");
  });
});
