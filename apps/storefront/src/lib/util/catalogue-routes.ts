/**
 * How a public URL maps onto the app's internal routes. Every page lives under an internal country
 * segment (`/de/...`) that the middleware fills from the shopper's country cookie, so a page's cached copy
 * is one country's, priced in its currency, and no page reads a cookie to render. The listing's sort,
 * price, kind, facet filters, search and page travel in a path segment too (`/de/listing/sort=cheap&page=2`),
 * so each listing is cached apart. Searches are cached like the rest: shoppers repeat the popular ones, and
 * the page cache's memory bound (next.config.mjs) drops the least recently used when typed-in text piles up.
 */
import { type ListingQuery, listingSearch, parseListingQuery } from "./listing-query"

/** The listing segment of a listing without any choice: `/de/listing/all` is `/teas`. */
const UNCHOSEN_LISTING = "all"

/** The internal listing's first segment, never reachable from a public URL. */
const LISTING_SEGMENT = "listing"

/** Where a public URL that matches no page goes: the country's catch-all, which answers 404. */
const MISSING = "missing"

const COUNTRY_CODE = /^[a-z]{2}$/

/**
 * The longest tea or tea-house handle a URL may name. Medusa makes handles from titles (a few words);
 * a longer one names nothing, and goes to the 404 page without asking the back end.
 */
export const LONGEST_HANDLE = 200

const isPossibleHandle = (segment: string) => segment.length <= LONGEST_HANDLE

export const isCountryCode = (value: string) => COUNTRY_CODE.test(value)

/** The path segment of a listing: its canonical query string (defaults dropped), encoded, or `all`. */
export function listingViewSegment(query: ListingQuery): string {
  return encodeURIComponent(listingSearch(query).slice(1) || UNCHOSEN_LISTING)
}

/**
 * The listing a view segment names. The page receives the segment decoded or not, depending on the
 * request; a query string always holds `=`, which the encoded form never does, so the two cannot be
 * confused, even when a search's own text holds `%`.
 */
export function readListingView(segment: string): ListingQuery {
  const decoded = segment.includes("=") ? segment : safelyDecoded(segment)
  return parseListingQuery(new URLSearchParams(decoded === UNCHOSEN_LISTING ? "" : decoded))
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return UNCHOSEN_LISTING
  }
}

/** The internal path of a listing: its base and the view segment of its public query. */
const listingTarget = (base: string, search: URLSearchParams) => `${base}/${listingViewSegment(parseListingQuery(search))}`

/**
 * The internal path (with its query string) that serves a public page URL for a country. Paths that are
 * not catalogue pages keep their path and query under the country segment.
 */
export function internalPagePath(pathname: string, search: URLSearchParams, country: string): string {
  const segments = pathname.split("/").filter(Boolean)
  const base = `/${country}`
  const [first, second, ...rest] = segments
  if (first === "teas" && second === undefined) return listingTarget(`${base}/${LISTING_SEGMENT}`, search)
  const namesHandle = (first === "teas" || first === "tea-houses") && second !== undefined && rest.length === 0
  if (namesHandle && !isPossibleHandle(second)) return `${base}/${MISSING}/${first}`
  if (first === "teas" && rest.length === 0) return `${base}/teas/${second}`
  if (first === "tea-houses" && second !== undefined && rest.length === 0) {
    return listingTarget(`${base}/tea-houses/${second}`, search)
  }
  if ((first === "teas" || first === "tea-houses") && segments.length > 1) return `${base}/${MISSING}${pathname}`
  if (first === LISTING_SEGMENT) return `${base}/${MISSING}${pathname}`
  const query = search.toString()
  return `${base}${pathname === "/" ? "" : pathname}${query ? `?${query}` : ""}`
}

/** The country whose pages a shopper sees: the one they chose if the shop sells there, else the default. */
export function pageCountry(chosen: string | undefined, sold: ReadonlySet<string>, fallback: string): string {
  const code = chosen?.toLowerCase()
  return code && isCountryCode(code) && sold.has(code) ? code : fallback
}
