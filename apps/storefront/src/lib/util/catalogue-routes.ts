/**
 * How a public URL maps onto the app's internal routes. Every page lives under an internal country
 * segment (`/de/...`) that the middleware fills from the shopper's country cookie, so a page's cached copy
 * is one country's, priced in its currency, and no page reads a cookie to render. The listing's sort,
 * price, kind, facet filters and page travel in a path segment too (`/de/listing/sort=cheap&page=2`), so
 * each such listing is cached apart; a searched listing keeps its query string and renders per request
 * (free text makes too many variants to keep).
 */
import { type ListingQuery, listingSearch, parseListingQuery } from "./listing-query"

/** The listing segment of a listing without any choice: `/de/listing/all` is `/teas`. */
const UNCHOSEN_LISTING = "all"

/** Internal first segments, never reachable from a public URL. */
const INTERNAL_SEGMENTS = new Set(["listing", "listing-search"])

/** Where a public URL that matches no page goes: the country's catch-all, which answers 404. */
const MISSING = "missing"

const COUNTRY_CODE = /^[a-z]{2}$/

export const isCountryCode = (value: string) => COUNTRY_CODE.test(value)

/** Whether a listing renders per request: a search, whose free text makes too many variants to cache. */
export const isPerRequestListing = (query: ListingQuery) => !!query.q

/** The path segment of a cacheable listing: its canonical query string (defaults dropped), or `all`. */
export function listingViewSegment(query: ListingQuery): string {
  return encodeURIComponent(listingSearch({ ...query, q: "" }).slice(1) || UNCHOSEN_LISTING)
}

/** The listing a view segment names (the page receives it decoded or not, depending on the request). */
export function readListingView(segment: string): ListingQuery {
  const decoded = segment.includes("%") ? decodeURIComponent(segment) : segment
  return parseListingQuery(new URLSearchParams(decoded === UNCHOSEN_LISTING ? "" : decoded))
}

/** The listing part of an internal path: the cached view, or the per-request page with its query. */
function listingTarget(cachedBase: string, perRequestBase: string, search: URLSearchParams): string {
  const query = parseListingQuery(search)
  if (isPerRequestListing(query)) return perRequestBase + listingSearch(query)
  return `${cachedBase}/${listingViewSegment(query)}`
}

/**
 * The internal path (with its query string) that serves a public page URL for a country. Paths that are
 * not catalogue pages keep their path and query under the country segment.
 */
export function internalPagePath(pathname: string, search: URLSearchParams, country: string): string {
  const segments = pathname.split("/").filter(Boolean)
  const base = `/${country}`
  const [first, second, ...rest] = segments
  if (first === "teas" && second === undefined) return listingTarget(`${base}/listing`, `${base}/listing-search`, search)
  if (first === "teas" && rest.length === 0) return `${base}/teas/${second}`
  if (first === "tea-houses" && second !== undefined && rest.length === 0) {
    const house = `${base}/tea-houses/${second}`
    return listingTarget(house, `${house}/search`, search)
  }
  if ((first === "teas" || first === "tea-houses") && segments.length > 1) return `${base}/${MISSING}${pathname}`
  if (first !== undefined && INTERNAL_SEGMENTS.has(first)) return `${base}/${MISSING}${pathname}`
  const query = search.toString()
  return `${base}${pathname === "/" ? "" : pathname}${query ? `?${query}` : ""}`
}

/** The country whose pages a shopper sees: the one they chose if the shop sells there, else the default. */
export function pageCountry(chosen: string | undefined, sold: ReadonlySet<string>, fallback: string): string {
  const code = chosen?.toLowerCase()
  return code && isCountryCode(code) && sold.has(code) ? code : fallback
}
