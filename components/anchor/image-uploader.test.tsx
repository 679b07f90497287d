// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageUploader } from "./image-uploader";
import { callsTo, refuse, reply, resetFake } from "./test-kit/fake-http";
import { renderWithIntl } from "@/tests/support/render-with-intl";

vi.mock("@/lib/api/http", () => import("./test-kit/fake-http"));

function Harness({ max, initial = [] }: { max: number; initial?: string[] }) {
  const [urls, setUrls] = useState(initial);
  return <ImageUploader id="pics" max={max} value={urls} onChange={setUrls} />;
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText("选择图片"), { target: { files } });

beforeEach(resetFake);
afterEach(cleanup);

describe("ImageUploader", () => {
  it("uploads the chosen images as data URLs and previews what the api stored", async () => {
    reply("JSON", "/api/upload/multiUploadBase64", {
      urls: ["/uploads/202505/a.png", "/uploads/202505/b.png"],
    });
    renderWithIntl(<Harness max={9} />);
    choose([png("a.png"), png("b.png")]);
    expect(await screen.findByAltText("第2张图片")).toHaveProperty(
      "src",
      expect.stringContaining("/gateway/uploads/202505/b.png"),
    );
    const sent = callsTo("JSON", "/api/upload/multiUploadBase64")[0].body as { images: string[] };
    expect(sent.images[0]).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole("button", { name: "删除第1张图片" }));
    expect(screen.queryByAltText("第2张图片")).toBeNull();
  });

  it("keeps to the limit, refuses other file types and shows the api's refusal", async () => {
    refuse("JSON", "/api/upload/multiUploadBase64", 413, "图片不能超过2MB");
    renderWithIntl(<Harness max={9} initial={Array.from({ length: 8 }, (_, i) => `/uploads/x/${i}.png`)} />);
    choose([new File(["%PDF"], "a.pdf", { type: "application/pdf" })]);
    expect(await screen.findByText("仅支持 PNG/JPG/GIF/WEBP 图片")).toBeTruthy();
    choose([png("a.png"), png("b.png")]);
    expect(await screen.findByText("图片不能超过2MB")).toBeTruthy();
    await waitFor(() =>
      expect(
        (callsTo("JSON", "/api/upload/multiUploadBase64")[0].body as { images: string[] }).images,
      ).toHaveLength(1),
    );
  });
});
