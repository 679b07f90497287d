import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures";
import { dataUrl, GIF, JPEG, PNG } from "../support/images";
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

describe("POST /user/common/multiUploadBase64", () => {
  it("accepts JSON, a form with repeated images fields, and a single form field", async () => {
    const { token } = await createUser(api);
    const json = await api.postJson(
      "/user/common/multiUploadBase64",
      { images: [dataUrl("image/png", PNG)] },
      { token },
    );
    expect(json.body.data.urls).toHaveLength(1);
    const form = new URLSearchParams();
    form.append("images", dataUrl("image/png", PNG));
    form.append("images", dataUrl("image/jpeg", JPEG));
    const repeated = await api.postRaw(
      "/user/common/multiUploadBase64",
      form.toString(),
      "application/x-www-form-urlencoded",
      { token },
    );
    expect(repeated.body.data.urls).toHaveLength(2);
    const single = await api.postForm(
      "/user/common/multiUploadBase64",
      { images: GIF.toString("base64") },
      { token },
    );
    expect(single.body.data.urls[0]).toMatch(/\.gif$/);
    expect(
      (await api.postForm("/user/common/multiUploadBase64", { images: GIF.toString("base64") })).status,
    ).toBe(401);
  });

  it("lets only the uploader use an upload as portrait", async () => {
    const owner = await createUser(api);
    const other = await createUser(api);
    const { body } = await api.postJson(
      "/user/common/multiUploadBase64",
      { images: [dataUrl("image/png", PNG)] },
      { token: owner.token },
    );
    const url = body.data.urls[0];
    expect(
      (await api.get("/user/center/updatePortrait", { portraitUrl: url }, { token: other.token })).body.code,
    ).toBe(10103);
    expect(
      (await api.get("/user/center/updatePortrait", { portraitUrl: url }, { token: owner.token })).body.code,
    ).toBe(200);
    expect((await api.get("/user/center/info", {}, { token: owner.token })).body.data.portrait).toBe(url);
  });

  it("limits uploads per user", async () => {
    const { token } = await createUser(api);
    const images = [GIF.toString("base64")];
    for (let i = 0; i < 30; i++) {
      expect((await api.postJson("/user/common/multiUploadBase64", { images }, { token })).body.code).toBe(
        200,
      );
    }
    const res = await api.postJson("/user/common/multiUploadBase64", { images }, { token });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("上传太频繁，请稍后再试");
  });
});

describe("GET /uploads/*", () => {
  it("serves nothing outside the stored names: traversal, unknown files, other names", async () => {
    for (const path of [
      "/uploads/..%2f..%2fpackage.json",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/uploads/202611/..%2f..%2f..%2fpackage.json",
      "/uploads/..\\..\\package.json",
      `/uploads/202611/${"0".repeat(32)}.png`,
      "/uploads/202611/a.svg",
      "/uploads/",
    ]) {
      const res = await fetchFile(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404 });
    }
  });
});
