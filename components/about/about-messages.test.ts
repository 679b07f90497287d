import { describe, expect, it } from "vitest";
import messages from "@/messages/zh-CN/about.json";
import { DOCUMENT_GROUPS, documentHref, LEGAL_DOCUMENT_KEYS } from "./about-catalog";
import { aboutDocumentSchema } from "./document-schema";
import { ABOUT_FOOTER_LINKS } from "./footer-links";
import { chineseNumeral } from "./numbering";

const about = messages.about as unknown as Record<string, Record<string, unknown>>;
const allText = JSON.stringify(messages);
const documentHrefs = new Set(
  DOCUMENT_GROUPS.flatMap(({ group, ids }) => ids.map((id) => documentHref({ group, id }))),
);

describe("about messages", () => {
  it.each(DOCUMENT_GROUPS.map(({ group, ids }) => [group, ids] as const))(
    "holds exactly the catalogued %s documents, each well formed",
    (group, ids) => {
      expect(Object.keys(about[group]).sort()).toEqual([...ids].sort());
      for (const id of ids) aboutDocumentSchema.parse(about[group][id]);
    },
  );

  it("dates every legal document from 2026年11月1日", () => {
    for (const key of LEGAL_DOCUMENT_KEYS) {
      expect(aboutDocumentSchema.parse(about.legal[key]).effectiveDate).toBe("2026年11月1日");
    }
  });

  it("names no email address or phone number: those come from configuration", () => {
    expect(allText).not.toMatch(/qiutan\.example|400-800-0000/);
    expect(allText.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)).toBeNull();
    expect(allText.match(/\b[48]00-?\d{3}-?\d{4}\b/g)).toBeNull();
  });

  it("points the 联系我们 page at the configured channels, its description free of contact details", () => {
    const contact = aboutDocumentSchema.parse(about.help["10003"]);
    expect(contact.sections.filter((section) => section.contactChannels)).toHaveLength(1);
    expect(contact.description).not.toMatch(/@|客服邮箱|客服电话|\d{3}-\d{3}/);
  });

  it("links only to about pages that exist", () => {
    const aboutLinks = [...allText.matchAll(/"href":"(\/about\/[^"]*)"/g)].map((m) => m[1]);
    expect(aboutLinks.length).toBeGreaterThan(0);
    for (const href of aboutLinks) expect(documentHrefs).toContain(href);
  });
});

describe("footer links", () => {
  it("point at distinct existing documents, labelled with their titles", () => {
    const hrefs = ABOUT_FOOTER_LINKS.map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const link of ABOUT_FOOTER_LINKS) {
      expect(documentHrefs).toContain(link.href);
      expect(link.label).not.toBe("");
    }
    expect(hrefs).toEqual(
      expect.arrayContaining(["/about/specification", "/about/privacy", "/about/agreement"]),
    );
  });
});

describe("chineseNumeral", () => {
  it("writes section numbers the way Chinese legal texts do", () => {
    expect([1, 9, 10, 11, 20, 23].map(chineseNumeral)).toEqual(["一", "九", "十", "十一", "二十", "二十三"]);
    expect(() => chineseNumeral(0)).toThrow(RangeError);
  });
});
