import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { oddsPagePath } from "@/components/match/odds-board/odds-params";
import { Sport } from "@/lib/codes/sports";
import { BreadcrumbJsonLd } from "./breadcrumb-json-ld";
import { privateMetadata, sectionMetadata } from "./section-seo";
import { siteOrigin } from "./site-url";

vi.mock("server-only", () => ({}));

describe("privateMetadata", () => {
  it("keeps the page out of the index with its own title and description, and no canonical or card", () => {
    const head = privateMetadata({ title: "我的钱包", description: "钻石与球票余额" });
    expect(head).toEqual({
      title: "我的钱包",
      description: "钻石与球票余额",
      robots: { index: false, follow: false },
    });
  });
});

describe("sectionMetadata", () => {
  it("points the canonical, og:url and the card at the clean path on the site's origin", () => {
    const head = sectionMetadata({
      title: "足球亚盘",
      description: "当日亚盘",
      path: oddsPagePath(Sport.Football, "yapan"),
    });
    const url = `${siteOrigin()}/football/odds-detail/yapan`;
    expect(head.alternates?.canonical).toBe(url);
    expect(head.openGraph).toMatchObject({ url, title: "足球亚盘 - 球探直播", locale: "zh_CN" });
    expect(head.twitter).toMatchObject({ card: "summary", title: "足球亚盘 - 球探直播" });
    expect(head.keywords).toEqual(["足球亚盘", "球探直播"]);
  });
});

describe("oddsPagePath", () => {
  it("names each odds page by its clean path: centre, view, and the football model", () => {
    expect(oddsPagePath(Sport.Football)).toBe("/football/odds-detail");
    expect(oddsPagePath(Sport.Basketball, "daxiaoqiu")).toBe("/basketball/odds-detail/daxiaoqiu");
    expect(oddsPagePath(Sport.Football, "model")).toBe("/football/model");
  });
});

describe("BreadcrumbJsonLd", () => {
  it("renders 首页 › the crumbs as one BreadcrumbList script with absolute URLs", () => {
    const html = renderToStaticMarkup(<BreadcrumbJsonLd crumbs={[{ name: "社区", path: "/community/1" }]} />);
    const json = JSON.parse(html.replace(/^<script type="application\/ld\+json">|<\/script>$/g, ""));
    expect(json["@type"]).toBe("BreadcrumbList");
    expect(json.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: `${siteOrigin()}/` },
      { "@type": "ListItem", position: 2, name: "社区", item: `${siteOrigin()}/community/1` },
    ]);
  });
});
