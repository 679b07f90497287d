import type { UserInfo } from "@/lib/api/user";

export type AnchorAction = { kind: "login" } | { kind: "navigate"; href: string };

/** SPEC §4: a visitor is asked to log in; an anchor goes to the broadcast settings, anyone else applies. */
export function anchorButtonAction(user: Pick<UserInfo, "isAnchor"> | null | undefined): AnchorAction {
  if (!user) return { kind: "login" };
  return { kind: "navigate", href: user.isAnchor === 1 ? "/v/anchor-set" : "/v/apply" };
}

/** SPEC §4: signing out on a /v or /recommend page leaves for home; anywhere else the page reloads. */
export function logoutDestination(pathname: string): "home" | "reload" {
  return /^\/(v|recommend)(\/|$)/.test(pathname) ? "home" : "reload";
}
