/** SPEC §6, literally: paths containing /v need sign-in except /v/anchor; so do paths containing 'recommend'. */
export function requiresSignIn(pathname: string): boolean {
  if (pathname.includes("/v") && !pathname.includes("/v/anchor")) return true;
  return pathname.includes("recommend");
}
