/**
 * The pages Varnish never keeps (varnish/leafline.vcl): each holds a shopper's own data, so each visit is a
 * render. Linking to them must not prefetch: on Next 16 a link's prefetch is several requests, each a
 * render that counts against the shopper's miss limit.
 */
export const NEVER_KEPT_PAGE_SECTIONS = ["account", "cart", "checkout", "order"] as const

const NEVER_KEPT_PATH = new RegExp(`^/(${NEVER_KEPT_PAGE_SECTIONS.join("|")})`)

/** Whether a link's target (a path, or a URL object's pathname) is a page Varnish never keeps. */
export function isNeverKeptPage(href: string | { pathname?: string | null }): boolean {
  const path = typeof href === "string" ? href : (href.pathname ?? "")
  return NEVER_KEPT_PATH.test(path)
}
