import { describe, expect, it } from "vitest";
import { plainTextOf, renderArticle } from "./markdown";

/** Markdown an attacker might put in an article; every one must come out inert. */
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">点我</a>',
  "[点我](javascript:alert(1))",
  "[点我](JaVaScRiPt:alert(1))",
  "[点我](  javascript:alert(1))",
  "[点我](java&#115;cript:alert(1))",
  "[点我](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[点我](vbscript:msgbox(1))",
  '![x](x" onerror="alert(1))',
  "![x](javascript:alert(1))",
  "![x](https://evil.example/track.png)",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">段落</p>',
  "<style>body{display:none}</style>",
  '<form action="https://evil.example"><input name=a></form>',
  "<object data=javascript:alert(1)></object>",
  '<a href="#" onmouseover="alert(1)">悬停</a>',
  "<math><mi xlink:href=javascript:alert(1)>x</mi></math>",
  "```html\n<script>alert(1)</script>\n```",
  "<<script>script>alert(1)<</script>/script>",
];

const ALLOWED_TAGS = new Set(
  "h2 h3 h4 p br hr blockquote ul ol li strong em del code pre a img table thead tbody tr th td".split(" "),
);
const ALLOWED_ATTRIBUTES = new Set(["href", "title", "rel", "target", "src", "alt", "align"]);

/** The real tags of the output (escaped text such as `&lt;script&gt;` is only text). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-z0-9]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi)].map((m) => ({
    name: m[1].toLowerCase(),
    attributes: [...m[2].matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((a) => ({
      name: a[1].toLowerCase(),
      value: a[2] ?? "",
    })),
  }));
}

function expectInert(html: string) {
  // No raw "<" that starts a tag the pattern above missed.
  expect(html.replace(/<\/?[a-z0-9]+(?:\s+[^\s=>/]+(?:="[^"]*")?)*\s*\/?>/gi, "")).not.toContain("<");
  for (const tag of tagsOf(html)) {
    expect(ALLOWED_TAGS).toContain(tag.name);
    for (const attr of tag.attributes) {
      expect(ALLOWED_ATTRIBUTES).toContain(attr.name);
      if (attr.name === "href") expect(attr.value).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
      if (attr.name === "src") expect(attr.value).toMatch(/^\/(?!\/)/);
    }
  }
}

describe("renderArticle", () => {
  it.each(XSS_CORPUS)("renders %j inert", (source) => {
    expectInert(renderArticle(source));
  });

  it("keeps the article's real formatting", () => {
    const html = renderArticle(
      "# 大标题\n\n## 小标题\n\n**粗体**与*斜体*，[站内](/football)与[外链](https://example.com)。\n\n- 一\n- 二\n\n> 引用\n\n| 数据 | 主 |\n| :-- | :-: |\n| 射门 | 12 |\n\n![配图](/images/a.png)",
    );
    expect(html).toContain("<h2>大标题</h2>");
    expect(html).toContain("<h2>小标题</h2>");
    expect(html).toContain("<strong>粗体</strong>");
    expect(html).toContain('<a href="/football">站内</a>');
    expect(html).toContain('href="https://example.com" rel="nofollow noopener noreferrer" target="_blank"');
    expect(html).toContain("<li>一</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<td align="center">12</td>');
    expect(html).toContain('<img src="/images/a.png" alt="配图" />');
  });

  it("shows HTML written in the Markdown as text", () => {
    expect(renderArticle("<b>粗</b>")).toContain("&lt;b&gt;粗&lt;/b&gt;");
  });
});

describe("plainTextOf", () => {
  it("drops the markup and keeps the words", () => {
    expect(plainTextOf("## 标题\n\n**粗体** & 正文")).toBe("标题 粗体 & 正文");
  });
});
