import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern";

describe("containsPattern", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("梅西")).toBe("%梅西%");
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
