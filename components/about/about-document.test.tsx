import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import HelpArticlePage from "@/app/(default)/about/[id]/page";
import AnchorGuidePage from "@/app/(default)/about/live/[id]/page";
import { DOCUMENT_GROUPS, type DocumentRef } from "./about-catalog";
import { AboutDocument, aboutDocumentMetadata } from "./about-document";
import { AppDownload } from "./app-download";

vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const { loadMessages } = await import("@/lib/i18n/messages");
  const messages = await loadMessages("zh-CN");
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({ locale: "zh-CN", messages, namespace: namespace as never }),
  };
});

// Renders a server component tree: async components are awaited, the rest is left to React.
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  if (typeof element.type === "function" && element.type.constructor.name === "AsyncFunction") {
    return resolve(await (element.type as (props: unknown) => Promise<ReactNode>)(element.props));
  }
  const { children } = element.props;
  if (children === undefined) return element;
  // Static children go back as arguments, so React checks keys only on real lists.
  const resolved = await resolve(children as ReactNode);
  return cloneElement(element, {}, ...(Array.isArray(children) ? (resolved as ReactNode[]) : [resolved]));
}

const render = async (node: ReactNode) => renderToStaticMarkup(await resolve(node));

const refs = DOCUMENT_GROUPS.flatMap(({ group, ids }) => ids.map((id) => ({ group, id }) as DocumentRef));

describe("AboutDocument", () => {
  it.each(refs.map((ref) => [`${ref.group}/${ref.id}`, ref] as const))("renders %s", async (_, ref) => {
    const html = await render(<AboutDocument documentRef={ref} />);
    const { title } = (await aboutDocumentMetadata(ref)) as { title: { absolute: string } };
    expect(title.absolute).toMatch(/ - 球探直播$/);
    expect(html).toContain(
      `<h1 class="text-2xl font-bold text-ink">${title.absolute.replace(" - 球探直播", "")}</h1>`,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("numbers legal sections and clauses", async () => {
    const html = await render(<AboutDocument documentRef={{ group: "legal", id: "agreement" }} />);
    expect(html).toContain("一、服务内容");
    expect(html).toContain("十一、法律适用、争议解决与联系方式");
    expect(html).toContain(">2.2<");
    expect(html).toContain("生效日期：2026年11月1日");
  });

  it("gives the help centre a table of contents pointing at its topics", async () => {
    const html = await render(<AboutDocument documentRef={{ group: "help", id: "10001" }} />);
    for (const anchor of ["account", "wallet", "live", "expert", "report"]) {
      expect(html).toContain(`href="#${anchor}"`);
      expect(html).toContain(`id="${anchor}"`);
    }
  });
});

describe("about pages", () => {
  it.each([
    ["help", HelpArticlePage, "99999"],
    ["help", HelpArticlePage, "live"],
    ["guide", AnchorGuidePage, "4"],
  ] as const)("%s page answers 404 for unknown id %s", async (_, Page, id) => {
    await expect(Page({ params: Promise.resolve({ id }) })).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
  });
});

describe("AppDownload", () => {
  it("links both platform buttons to their install steps", async () => {
    const html = await render(<AppDownload />);
    expect(html).toContain('href="#ios"');
    expect(html).toContain('id="ios"');
    expect(html).toContain('href="#android"');
    expect(html).toContain('id="android"');
    expect(html).toContain("扫码下载");
  });

  it("draws the code on the server, for this site's app page", async () => {
    const html = await render(<AppDownload />);
    expect(html).toMatch(
      /<svg role="img" aria-label="球探直播移动版二维码"[^>]*><rect[^>]*><\/rect><path d="M0 0h7v1h-7z/,
    );
    expect(html).toContain("http://localhost:3000/app");
  });
});
