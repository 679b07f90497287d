// The top navigation of SPEC §2. Labels are keys of the "layout.nav" messages.

export type NavLeaf =
  { key: string; href: string; disabled?: false } | { key: string; href?: undefined; disabled: true };

export type NavItem = {
  key: string;
  href: string;
  /** Path prefixes that light this item up. */
  match: readonly string[];
  children?: readonly NavLeaf[];
};

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "home", href: "/", match: ["/"] },
  {
    key: "scores",
    href: "/football",
    match: ["/football", "/basketball"],
    children: [
      { key: "football", href: "/football" },
      { key: "basketball", href: "/basketball" },
      { key: "esports", disabled: true },
      { key: "tennis", disabled: true },
    ],
  },
  { key: "live", href: "/anchor", match: ["/anchor", "/live", "/playback"] },
  { key: "schedule", href: "/next", match: ["/next"] },
  { key: "headlines", href: "/news", match: ["/news"] },
  { key: "community", href: "/community/1", match: ["/community"] },
  {
    key: "tips",
    href: "/youliao",
    match: ["/youliao", "/guide"],
    children: [
      { key: "youliao", href: "/youliao" },
      { key: "experts", href: "/guide" },
    ],
  },
  {
    key: "data",
    href: "/database/fb/page",
    match: ["/database"],
    children: [
      { key: "footballData", href: "/database/fb/page" },
      { key: "basketballData", href: "/database/lq/page" },
    ],
  },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === "/") return pathname === "/";
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The key of the top-level item that owns a path, or null when none does. */
export function activeNavKey(pathname: string, items: readonly NavItem[] = NAV_ITEMS): string | null {
  return items.find((item) => item.match.some((prefix) => matchesPrefix(pathname, prefix)))?.key ?? null;
}
