/** Inner-page ids from the SPEC's jump table; 7 and 10 have no base path. */
const INNER_PAGE_PATHS: Readonly<Record<number, string>> = {
  1: "/football",
  2: "/basketball",
  3: "/football/live",
  4: "/basketball/live",
  5: "/guide",
  6: "/guide/expert/info",
  7: "",
  8: "/live/all",
  9: "/live/room",
  10: "",
};

const IDS_WITH_TARGET: ReadonlySet<number> = new Set([4, 5, 7, 10]);

export const INNER_PAGE_JUMP_TYPE = 1;

type Id = number | string | null | undefined;

/** jumpType: 1 inner page, any other non-empty value outer link; innerPageId: SPEC inner-page id; targetId: appended for ids 4, 5, 7, 10; outerUrl: the outer link. */
export interface JumpSource {
  jumpType?: Id;
  innerPageId?: Id;
  targetId?: Id;
  outerUrl?: string | null;
}

export interface JumpDescriptor {
  href: string;
  target: "_blank" | "_self";
  /** The link leaves the site (another host), so it carries no referrer. */
  outer: boolean;
}

export type LinkKind = { kind: "inner" | "outer"; href: string };

// Browsers drop tab and newline anywhere in a URL ("/\t/x.com" becomes "//x.com"), so we do too
// before deciding; any other control character or space inside a link makes it no link at all.
const DROPPED_BY_BROWSERS = /[\t\n\r]/g;
const NEVER_IN_A_LINK = /[\u0000-\u001f\u007f-\u009f\s]/;

/**
 * Whether a link stays on this site or leaves it. Only a path with exactly one leading slash is
 * inner; two leading slashes or backslashes in any mix ("//host", "\\host", "/\host") make a
 * protocol-relative link to another host, since browsers read a backslash as a slash. Outer links
 * are http(s) URLs (a bare host gets https); other schemes, such as "javascript:", lead nowhere.
 */
export function classifyLink(raw: string | null | undefined): LinkKind | null {
  const url = raw?.replace(DROPPED_BY_BROWSERS, "").trim();
  if (!url || NEVER_IN_A_LINK.test(url)) return null;
  if (/^[/\\]{2}/.test(url)) return webUrl(`https://${url.replace(/^[/\\]+/, "")}`);
  if (url.startsWith("/")) return { kind: "inner", href: url };
  if (url.startsWith("\\")) return null;
  if (/^https?:\/\//i.test(url)) return webUrl(url);
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  return webUrl(`https://${url}`);
}

/** An outer link the URL parser accepts with a host, else nothing. */
function webUrl(href: string): LinkKind | null {
  try {
    const parsed = new URL(href);
    return parsed.hostname ? { kind: "outer", href: href.replace(/\\/g, "/") } : null;
  } catch {
    return null;
  }
}

export const isInnerPath = (url: string) => classifyLink(url)?.kind === "inner";

function isEmpty(value: Id): value is null | undefined | "" {
  return value === null || value === undefined || String(value).trim() === "";
}

function innerPageHref(innerPageId: Id, targetId: Id): string | null {
  const id = Number(innerPageId);
  if (!Object.hasOwn(INNER_PAGE_PATHS, id)) return null;
  const base = INNER_PAGE_PATHS[id];
  if (!IDS_WITH_TARGET.has(id) || isEmpty(targetId)) return base || "/";
  return `${base}/${encodeURIComponent(String(targetId).trim())}`;
}

/** Where an advert or banner leads, or null when it leads nowhere. */
export function resolveJump(source: JumpSource): JumpDescriptor | null {
  if (isEmpty(source.jumpType)) return null;
  if (Number(source.jumpType) === INNER_PAGE_JUMP_TYPE) {
    const href = innerPageHref(source.innerPageId, source.targetId);
    return href === null ? null : { href, target: "_blank", outer: false };
  }
  const link = classifyLink(source.outerUrl);
  return link && { href: link.href, target: "_blank", outer: link.kind === "outer" };
}

/** Browser only: follows a descriptor from resolveJump. */
export function openJump(descriptor: JumpDescriptor | null): void {
  if (!descriptor) return;
  if (descriptor.target === "_blank") {
    window.open(descriptor.href, "_blank", "noopener,noreferrer");
  } else {
    window.location.assign(descriptor.href);
  }
}
