import { describe, expect, it } from "vitest";
import { anchorButtonAction, logoutDestination } from "./account-rules";

describe("开播 button", () => {
  it("asks a visitor to log in", () => {
    expect(anchorButtonAction(null)).toEqual({ kind: "login" });
    expect(anchorButtonAction(undefined)).toEqual({ kind: "login" });
  });

  it("sends an anchor to the broadcast settings", () => {
    expect(anchorButtonAction({ isAnchor: 1 })).toEqual({ kind: "navigate", href: "/v/anchor-set" });
  });

  it("sends anyone else to the anchor application", () => {
    expect(anchorButtonAction({ isAnchor: 0 })).toEqual({ kind: "navigate", href: "/v/apply" });
  });
});

describe("logout", () => {
  it.each(["/v/home", "/v/wallet", "/v", "/v/anchor-set", "/recommend/comList", "/recommend"])(
    "leaves %s for home",
    (path) => expect(logoutDestination(path)).toBe("home"),
  );

  it.each(["/", "/news/12", "/live/3", "/video", "/football/live/9", "/guide/expert/info/2"])(
    "reloads %s in place",
    (path) => expect(logoutDestination(path)).toBe("reload"),
  );
});
