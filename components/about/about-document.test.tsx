import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import HelpArticlePage from "@/app/(default)/about/[id]/page";
import AnchorGuidePage from "@/app/(default)/about/live/[id]/page";
import { documentHref, DOCUMENT_GROUPS, type DocumentRef } from "./about-catalog";
import { AboutDocument, aboutDocumentMetadata } from "./about-document";
import { AppDownload } from "./app-download";
import { ContactChannels } from "./contact-channels";
import { siteOrigin } from "@/lib/seo/site-url";

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
    const output = await resolve(
      await (element.type as (props: unknown) => Promise<ReactNode>)(element.props),
    );
    // The output takes the key the component had in its list.
    return isValidElement(output) && element.key !== null
      ? cloneElement(output, { key: element.key })
      : output;
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
    const head = await aboutDocumentMetadata(ref);
    expect(head.alternates?.canonical).toBe(`${siteOrigin()}${documentHref(ref)}`);
    expect(html).toContain(`<h1 class="text-2xl font-bold text-ink">${String(head.title)}</h1>`);
    expect(html).toContain('"@type":"BreadcrumbList"');
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

describe("ContactChannels", () => {
  it("shows the configured service email and phone next to 意见反馈", async () => {
    const html = await render(<ContactChannels email="kefu@qiutan.cn" phone="010-6000 1234" />);
    expect(html).toContain("意见反馈");
    expect(html).toContain('<dt class="w-16 shrink-0 font-medium text-ink">客服邮箱</dt>');
    expect(html).toContain('href="mailto:kefu@qiutan.cn"');
    expect(html).toContain('<dt class="w-16 shrink-0 font-medium text-ink">客服电话</dt>');
    expect(html).toContain('href="tel:01060001234"');
    expect(html).toContain(">010-6000 1234<");
  });

  it("leaves out what is not configured, label and all", async () => {
    const html = await render(<ContactChannels email="" phone="" />);
    expect(html).toContain("意见反馈");
    expect(html).not.toMatch(/客服邮箱|客服电话|mailto:|tel:|@|400-/);
    const emailOnly = await render(<ContactChannels email="kefu@qiutan.cn" phone="" />);
    expect(emailOnly).toContain("客服邮箱");
    expect(emailOnly).not.toContain("客服电话");
  });

  it("is part of the 联系我们 page, which names no placeholder address", async () => {
    const html = await render(<AboutDocument documentRef={{ group: "help", id: "10003" }} />);
    expect(html).toContain('aria-label="联系渠道"');
    expect(html).not.toMatch(/qiutan\.example|400-800-0000/);
  });
});
