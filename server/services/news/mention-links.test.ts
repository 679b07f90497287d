import { describe, expect, it } from "vitest";
import { renderArticle } from "./markdown";
import { linkFirstMentions } from "./mention-links";

const arsenal = { names: ["阿森纳", "阿森纳"], href: "/database/fb/team/1" };
const city = { names: ["曼彻斯特城", "曼城"], href: "/database/fb/team/2" };

describe("team links in an article", () => {
  it("links the first mention of each tagged team only", () => {
    const html = renderArticle("阿森纳主场迎战曼城。\n\n曼城开局占优，阿森纳随后扳平。");
    const linked = linkFirstMentions(html, [arsenal, city]);
    expect(linked).toBe(
      '<p><a href="/database/fb/team/1">阿森纳</a>主场迎战<a href="/database/fb/team/2">曼城</a>。</p>\n' +
        "<p>曼城开局占优，阿森纳随后扳平。</p>\n",
    );
  });

  it("prefers the full name where it comes first, and never links inside a link or code", () => {
    const html = renderArticle("[曼城官网](https://example.com) 与 `曼城` 之后，曼彻斯特城再胜。");
    const linked = linkFirstMentions(html, [city]);
    expect(linked).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">曼城官网</a>',
    );
    expect(linked).toContain("<code>曼城</code>");
    expect(linked).toContain('<a href="/database/fb/team/2">曼彻斯特城</a>再胜');
    expect(linked).not.toMatch(/<a [^>]*>[^<]*<a /);
  });

  it("leaves markup an author wrote as text", () => {
    const html = renderArticle('<b onclick="x()">阿森纳</b> 赢了');
    const linked = linkFirstMentions(html, [arsenal]);
    expect(linked).not.toContain("<b");
    expect(linked).not.toContain('onclick="x()">');
    expect(linked).toContain('<a href="/database/fb/team/1">阿森纳</a>');
  });
});
