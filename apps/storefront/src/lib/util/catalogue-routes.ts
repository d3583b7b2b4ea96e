/**
 * How a public URL maps onto the app's internal routes. Every page lives under an internal country
 * segment (`/de/...`) that the middleware fills from the shopper's country cookie, so a page's cached copy
 * is one country's, priced in its currency, and no page reads a cookie to render. The query string goes
 * along as it came: the listing reads its sort, price, kind, facet filters, search and page from it, and
 * the page cache in front keys each copy on the whole URL, query included.
 */

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

/**
 * The internal path (with its query string) that serves a public page URL for a country: the same path
 * and query under the country segment, except a path under a tea or a tea house that names no page.
 */
export function internalPagePath(pathname: string, search: URLSearchParams, country: string): string {
  const segments = pathname.split("/").filter(Boolean)
  const base = `/${country}`
  const [first, second, ...rest] = segments
  if (first === "teas" || first === "tea-houses") {
    if (second !== undefined && rest.length === 0 && !isPossibleHandle(second)) return `${base}/${MISSING}/${first}`
    if (rest.length) return `${base}/${MISSING}${pathname}`
  }
  const query = search.toString()
  return `${base}${pathname === "/" ? "" : pathname}${query ? `?${query}` : ""}`
}

/** The country whose pages a shopper sees: the one they chose if the shop sells there, else the default. */
export function pageCountry(chosen: string | undefined, sold: ReadonlySet<string>, fallback: string): string {
  const code = chosen?.toLowerCase()
  return code && isCountryCode(code) && sold.has(code) ? code : fallback
}
