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
}

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

// Only web links leave the site; a "javascript:" or other scheme in an advert is dropped.
function outerHref(outerUrl: string | null | undefined): string | null {
  const url = outerUrl?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url) || url.startsWith("/")) return url;
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

/** Where an advert or banner leads, or null when it leads nowhere. */
export function resolveJump(source: JumpSource): JumpDescriptor | null {
  if (isEmpty(source.jumpType)) return null;
  const href =
    Number(source.jumpType) === INNER_PAGE_JUMP_TYPE
      ? innerPageHref(source.innerPageId, source.targetId)
      : outerHref(source.outerUrl);
  return href === null ? null : { href, target: "_blank" };
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
