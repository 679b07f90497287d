import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "@/server/db/schema/uploads";
import { createUser } from "../support/fixtures";
import { dataUrl, GIF, JPEG, PNG, WEBP } from "../support/images";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "uploads-"));
  api = await createTestApi({ env: { UPLOAD_DIR: dir } });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchFile = (path: string) => api.app.request(path);

describe("POST /api/upload/multiUploadBase64", () => {
  it("stores each image under yyyymm with a random name and serves it back", async () => {
    const { user, token } = await createUser(api);
    const images = [
      dataUrl("image/png", PNG),
      JPEG.toString("base64"),
      dataUrl("image/gif", GIF),
      dataUrl("image/webp", WEBP),
    ];
    const res = await api.postJson("/api/upload/multiUploadBase64", { images }, { token });
    expect(res.body).toMatchObject({ code: 200, message: "上传成功" });
    const urls: string[] = res.body.data.urls;
    expect(urls).toHaveLength(4);
    urls.forEach((url, i) =>
      expect(url).toMatch(new RegExp(`^/uploads/202611/[a-f0-9]{32}\\.${["png", "jpg", "gif", "webp"][i]}$`)),
    );

    const stored = readFileSync(join(dir, urls[0].slice("/uploads/".length)));
    expect(stored.equals(PNG)).toBe(true);
    const rows = await api.db.select().from(uploads);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(4);

    const served = await fetchFile(urls[1]);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it("refuses other types, a declared type the bytes contradict and broken base64, storing nothing", async () => {
    const { token } = await createUser(api);
    const before = readdirSync(join(dir)).length ? readdirSync(join(dir, "202611")).length : 0;
    const cases: [string[], string][] = [
      [
        [dataUrl("image/png", PNG), dataUrl("image/svg+xml", Buffer.from("<svg/>"))],
        "仅支持 PNG/JPG/GIF/WEBP 图片",
      ],
      [[dataUrl("image/gif", PNG)], "仅支持 PNG/JPG/GIF/WEBP 图片"],
      [[Buffer.from("%PDF-1.4 hello").toString("base64")], "仅支持 PNG/JPG/GIF/WEBP 图片"],
      [["@@@not-base64@@@"], "图片数据不是有效的 base64 编码"],
    ];
    for (const [images, message] of cases) {
      const res = await api.postJson("/api/upload/multiUploadBase64", { images }, { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message, data: null });
    }
    expect(readdirSync(join(dir, "202611")).length).toBe(before);
  });

  it("refuses an image over the size limit", async () => {
    const { token } = await createUser(api);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await api.postJson(
      "/api/upload/multiUploadBase64",
      { images: [dataUrl("image/png", big)] },
      { token },
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, message: "图片不能超过2MB", data: null });
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect(
      (await api.postJson("/api/upload/multiUploadBase64", { images: [exact.toString("base64")] }, { token }))
        .body.code,
    ).toBe(200);
  });

  it("validates the body: 1 to 9 strings, JSON only, and asks a visitor to sign in", async () => {
    const { token } = await createUser(api);
    const ten = Array.from({ length: 10 }, () => dataUrl("image/png", PNG));
    for (const body of [
      { images: ten },
      { images: [] },
      {},
      { images: "x" },
      { images: [1] },
      { images: [""] },
      [],
    ]) {
      const res = await api.postJson("/api/upload/multiUploadBase64", body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(
      (await api.postJson("/api/upload/multiUploadBase64", { images: ten }, { token })).body.message,
    ).toContain("最多上传9张");
    expect(
      (await api.postForm("/api/upload/multiUploadBase64", { images: PNG.toString("base64") }, { token }))
        .status,
    ).toBe(415);
    expect(
      (await api.postRaw("/api/upload/multiUploadBase64", "{", "application/json", { token })).status,
    ).toBe(400);
    expect(
      (await api.postJson("/api/upload/multiUploadBase64", { images: [dataUrl("image/png", PNG)] })).status,
    ).toBe(401);
  });
});

describe("a small upload limit", () => {
  it("stops an oversized body before reading it all", async () => {
    const small = await createTestApi({ env: { UPLOAD_DIR: dir, UPLOAD_MAX_BYTES: "1000" } });
    try {
      const { token } = await createUser(small);
      const res = await small.postJson(
        "/api/upload/multiUploadBase64",
        { images: ["A".repeat(40_000)] },
        { token },
      );
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 413, message: "图片不能超过1KB", data: null });
    } finally {
      await small.close();
    }
  });
});
