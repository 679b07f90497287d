import { describe, expect, it } from "vitest";
import { imageProblem, REPORT_IMAGE_MAX_BYTES, reportProblem } from "./report-input";

const draft = { roomId: 1001, reason: 1, content: "", imageCount: 0 };

describe("reportProblem", () => {
  it("accepts a draft with a room and a reason", () => {
    expect(reportProblem(draft)).toBeNull();
    expect(reportProblem({ ...draft, content: "x".repeat(200), imageCount: 3 })).toBeNull();
  });

  it("names the first thing to fix", () => {
    expect(reportProblem({ ...draft, roomId: 0 })).toBe("roomId");
    expect(reportProblem({ ...draft, reason: 0 })).toBe("reason");
    expect(reportProblem({ ...draft, reason: 99 })).toBe("reason");
    expect(reportProblem({ ...draft, content: "x".repeat(201) })).toBe("content");
    expect(reportProblem({ ...draft, imageCount: 4 })).toBe("images");
  });
});

describe("imageProblem", () => {
  it("takes the picture types the api stores, up to the size limit", () => {
    expect(imageProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(imageProblem({ type: "image/webp", size: REPORT_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: "image/svg+xml", size: 10 })).toBe("imageType");
    expect(imageProblem({ type: "image/jpeg", size: REPORT_IMAGE_MAX_BYTES + 1 })).toBe("imageSize");
  });
});
