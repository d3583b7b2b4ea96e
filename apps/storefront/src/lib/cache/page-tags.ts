/**
 * What the page cache in front of the storefront (Varnish, varnish/leafline.vcl) may keep, and under which
 * tags: the same tags the back end names when it tells the storefront what changed (CACHE_TAGS, teaTag,
 * houseTag in @leafline/shop-contract), so its purge reaches every kept page built on what changed.
 */
import { CACHE_TAGS, houseTag, teaTag } from "@leafline/shop-contract"
import { LONGEST_HANDLE } from "@lib/util/catalogue-routes"

/** How long a kept page lives without a purge: the backstop for a change announced while the cache was down. */
export const KEPT_PAGE_SECONDS = 3600

/** The footer of every page lists the tea houses. */
const EVERY_PAGE = [CACHE_TAGS.catalogue, CACHE_TAGS.houses]

function handle(segment: string): string | null {
  if (segment.length > LONGEST_HANDLE) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The cache tags of the public catalogue page at `pathname`, or null when the page may not be kept: pages
 * with a customer's data (account, cart, checkout, orders) and paths that name no catalogue page.
 */
export function pageCacheTags(pathname: string): string[] | null {
  const [first, second, ...rest] = pathname.split("/").filter(Boolean)
  if (rest.length) return null
  if (first === undefined) return [...EVERY_PAGE, CACHE_TAGS.listing]
  if (first === "favourites" && second === undefined) return EVERY_PAGE
  if (first === "teas") {
    if (second === undefined) return [...EVERY_PAGE, CACHE_TAGS.listing]
    const tea = handle(second)
    // A tea's page shows related teas from the listing.
    return tea ? [...EVERY_PAGE, CACHE_TAGS.listing, teaTag(tea)] : null
  }
  if (first === "tea-houses" && second !== undefined) {
    const house = handle(second)
    return house ? [...EVERY_PAGE, CACHE_TAGS.listing, houseTag(house)] : null
  }
  return null
}

/** The headers that mark a page the cache may keep: its tags (`xkey`) and for how long (`Surrogate-Control`). */
export function keptPageHeaders(pathname: string): Record<string, string> | null {
  const tags = pageCacheTags(pathname)
  return tags ? { xkey: tags.join(" "), "Surrogate-Control": `max-age=${KEPT_PAGE_SECONDS}` } : null
}
