/**
 * Whether the browser sent this request for another site (a link, form, image or script there).
 * Sec-Fetch-Site decides when present; otherwise a foreign Origin does; a request without either
 * comes from no browser page and is not a forgery.
 */
export function isCrossSite(headers: Headers, ownOrigin: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  return origin !== null && origin !== ownOrigin;
}
