/** The `/teas` listing's URL: parsed leniently from what a shopper may type, written back minimally. */

import {
  DEFAULT_PRICE_RANGE,
  DEFAULT_SORT,
  FILTER_KEYS,
  type FilterKey,
  type ListingFilters,
  type ListingSort,
  formatFilterParam,
  formatPriceParam,
  isListingSort,
  readFilterParam,
  readPriceParam,
} from "@leafline/shop-contract"
export { LISTING_SORTS } from "@leafline/shop-contract"
export type { FilterKey, ListingSort } from "@leafline/shop-contract"

export const SORT_LABELS: Record<ListingSort, string> = {
  rating: "Best rated",
  cheap: "Price: low to high",
  expensive: "Price: high to low",
  newest: "Newest",
}

/** The price filter's bounds when the shopper leaves one empty (spec: the default is 0 to 100). */
export const DEFAULT_PRICE = DEFAULT_PRICE_RANGE

export interface ListingQuery {
  sort: ListingSort
  price: { min: number; max: number } | null
  category: string | null
  page: number
  filter: ListingFilters
  q: string
}

export const EMPTY_LISTING_QUERY: ListingQuery = {
  sort: DEFAULT_SORT,
  price: null,
  category: null,
  page: 1,
  filter: {},
  q: "",
}

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams

function first(params: SearchParams, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ""
}

/** `min-max` as the contract reads it, bounds typed the wrong way round swapped; anything else is no price filter. */
export function parsePrice(raw: string): ListingQuery["price"] {
  const read = readPriceParam(raw)
  if (!("error" in read)) return read
  const sides = raw.split("-")
  if (sides.length !== 2) return null
  const swapped = readPriceParam(`${sides[1]}-${sides[0]}`)
  return "error" in swapped ? null : swapped
}

/**
 * Past these, a choice names nothing the shop has (a kind's id is a few dozen characters, a facet value a
 * few words) and is dropped: each would be another listing to render and keep for nothing.
 */
const LONGEST_CATEGORY = 64
const LONGEST_FILTER_VALUE = 100

/** `caffeine:low,origin:Japan`: the pairs the contract cannot use, and overlong values, are dropped. */
export function parseFilter(raw: string): ListingFilters {
  const { filters } = readFilterParam(raw)
  const kept: ListingFilters = {}
  for (const [key, values] of Object.entries(filters) as [keyof ListingFilters, string[]][]) {
    const short = values.filter((value) => value.length <= LONGEST_FILTER_VALUE)
    if (short.length) kept[key] = short
  }
  return kept
}

function parseCategory(raw: string): string | null {
  return raw && raw.length <= LONGEST_CATEGORY ? raw : null
}

export const formatFilter = formatFilterParam

/** Reads the listing's parameters; a value the shop cannot use falls back to its default, never an error page. */
export function parseListingQuery(params: SearchParams): ListingQuery {
  const sort = first(params, "sort") as ListingSort
  const page = Number(first(params, "page"))
  return {
    sort: isListingSort(sort) ? sort : DEFAULT_SORT,
    price: parsePrice(first(params, "price")),
    category: parseCategory(first(params, "category")),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: parseFilter(first(params, "filter")),
    // Runs of spaces read as one, so "earl  grey" and "earl grey" are one search (and one cached page).
    q: first(params, "q").replace(/\s+/g, " ").slice(0, 200),
  }
}

/** The query string of a listing, defaults left out, so equal listings have equal URLs. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set("q", query.q)
  if (query.category) params.set("category", query.category)
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort)
  if (query.price) params.set("price", formatPriceParam(query.price))
  const filter = formatFilter(query.filter)
  if (filter) params.set("filter", filter)
  if (query.page > 1) params.set("page", String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ""
}

/**
 * The listing after a change. Anything but a page change starts again at page 1: the old page number
 * may not exist in the new results.
 */
export function changeListing(query: ListingQuery, change: Partial<ListingQuery>): ListingQuery {
  return { ...query, page: 1, ...change }
}

/** Adds a filter value, or removes it when present. */
export function toggleFilter(filters: ListingFilters, key: FilterKey, value: string): ListingFilters {
  const current = filters[key] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const { [key]: _dropped, ...rest } = filters
  return next.length ? { ...rest, [key]: next } : rest
}

/** How many choices narrow the listing (a search, a kind, a price range, each filter value). */
export function activeFilterCount(query: ListingQuery): number {
  const values = FILTER_KEYS.reduce((n, key) => n + (query.filter[key]?.length ?? 0), 0)
  return values + (query.q ? 1 : 0) + (query.category ? 1 : 0) + (query.price ? 1 : 0)
}

/** What the header's search box shows at a URL: the search of the listing (`/teas?q=...`), else nothing. */
export function headerSearchValue(pathname: string, search: string): string {
  return pathname.replace(/\/+$/, "") === "/teas" ? parseListingQuery(new URLSearchParams(search)).q.trim() : ""
}
