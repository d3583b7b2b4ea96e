/**
 * The storefront's Content-Security-Policy: scripts, styles, fonts and images from the shop itself,
 * images also from the back end, API calls to the shop only (its server passes them on to the back end, see
 * lib/server/store-proxy.ts), no plugins, no framing, forms only to the shop.
 *
 * Scripts and styles allow 'unsafe-inline': Next.js writes its page data in inline scripts, and a
 * nonce (the alternative) would make every page render per request, while the catalogue pages are
 * meant to be served from cache. What the policy still holds: no script from any other origin, no
 * eval outside development (React's refresh needs it there), no connection anywhere but the shop.
 */
export function contentSecurityPolicy({ backendUrl, dev = false }: { backendUrl: string; dev?: boolean }): string {
  const backend = new URL(backendUrl).origin
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", backend],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}
