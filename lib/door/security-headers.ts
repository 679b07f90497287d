type Sources = { mediaUrl: string; statsScriptUrl: string; dev: boolean };

const originOf = (url: string) => (url ? new URL(url).origin : "");

/**
 * The headers every web response carries. Scripts: Next's inline RSC payload needs either a
 * per-request nonce (every page rendered per request, no ISR) or 'unsafe-inline'; we keep ISR and
 * forbid inline event handlers, eval, plugins, framing and foreign bases (README, Security).
 */
export function securityHeaders({ mediaUrl, statsScriptUrl, dev }: Sources): Record<string, string> {
  const media = originOf(mediaUrl);
  const mediaSocket = media.replace(/^http/, "ws");
  const stats = originOf(statsScriptUrl);
  const policy = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", stats, dev ? "'unsafe-eval'" : ""],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", media, stats],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:", media],
    "connect-src": ["'self'", media, mediaSocket, stats],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const csp = Object.entries(policy)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(" "))
    .join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)",
  };
}
