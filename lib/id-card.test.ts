import { describe, expect, it } from "vitest";
import { ageOn, idCardBirthDate, idCardCheckChar, isValidIdCard } from "./id-card";

describe("PRC ID numbers", () => {
  it("accepts numbers with the GB 11643 check digit", () => {
    expect(isValidIdCard("11010519491231002X")).toBe(true);
    expect(isValidIdCard("440524188001010014")).toBe(false); // born before 1900
    expect(idCardCheckChar("11010519491231002")).toBe("X");
  });

  it("refuses a wrong check digit, a lower-case x, an unknown province or an impossible date", () => {
    expect(isValidIdCard("110105194912310021")).toBe(false);
    expect(isValidIdCard("11010519491231002x")).toBe(false);
    const noProvince = "99010519491231002";
    expect(isValidIdCard(noProvince + idCardCheckChar(noProvince))).toBe(false);
    const feb30 = "11010520000230001";
    expect(isValidIdCard(feb30 + idCardCheckChar(feb30))).toBe(false);
    expect(isValidIdCard("1101051949123100")).toBe(false);
  });

  it("reads the birth date and counts whole years", () => {
    expect(idCardBirthDate("11010519491231002X")).toBe("1949-12-31");
    expect(ageOn("2008-11-22", "2026-11-22")).toBe(18);
    expect(ageOn("2008-11-23", "2026-11-22")).toBe(17);
    expect(ageOn("2008-12-01", "2026-11-22")).toBe(17);
  });
});
