import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Markdown to HTML for articles. HTML written inside the Markdown is never passed through: the
 * renderer shows it as text, and the sanitizer then keeps only an allow-list of tags, attributes and
 * URL schemes, so even a renderer bug cannot put a script, an event handler or a javascript: link
 * on a page.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeText(token.text),
  },
});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"], th: ["align"], td: ["align"] },
  // Links may leave the site; images only come from the site itself (relative paths).
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "nofollow noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};
SANITIZE.allowedAttributes = {
  ...(SANITIZE.allowedAttributes as object),
  a: ["href", "title", "rel", "target"],
};

/** The article body as safe HTML for the article page. */
export function renderArticle(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, SANITIZE);
}

/** The body as plain text (summaries): the rendered text without any markup. */
export function plainTextOf(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
