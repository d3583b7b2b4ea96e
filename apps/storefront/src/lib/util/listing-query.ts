/** The `/teas` listing's URL: parsed leniently from what a shopper may type, written back minimally. */

export const LISTING_SORTS = ["rating", "cheap", "expensive", "newest"] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const DEFAULT_SORT: ListingSort = "rating"

export const SORT_LABELS: Record<ListingSort, string> = {
  rating: "Best rated",
  cheap: "Price: low to high",
  expensive: "Price: high to low",
  newest: "Newest",
}

/** The price filter's bounds when the shopper leaves one empty (spec: the default is 0 to 100). */
export const DEFAULT_PRICE = { min: 0, max: 100 } as const

export const FILTER_KEYS = ["caffeine", "origin", "store", "flavour"] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type ListingFilters = Partial<Record<FilterKey, string[]>>

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

const AMOUNT = /^\d+(\.\d{1,2})?$/

/** `min-max`; either side may be empty and takes the default. Anything else is no price filter. */
export function parsePrice(raw: string): ListingQuery["price"] {
  const match = /^([^-]*)-([^-]*)$/.exec(raw.trim())
  if (!match) return null
  const [min, max] = [match[1].trim(), match[2].trim()]
  if ((min && !AMOUNT.test(min)) || (max && !AMOUNT.test(max)) || (!min && !max)) return null
  const range = { min: min ? Number(min) : DEFAULT_PRICE.min, max: max ? Number(max) : DEFAULT_PRICE.max }
  return range.min <= range.max ? range : { min: range.max, max: range.min }
}

/** `caffeine:low,origin:Japan`: pairs with an unknown key or no value are dropped. */
export function parseFilter(raw: string): ListingFilters {
  const filters: ListingFilters = {}
  for (const pair of raw.split(",")) {
    const colon = pair.indexOf(":")
    const key = pair.slice(0, colon).trim() as FilterKey
    const value = pair.slice(colon + 1).trim()
    if (colon < 1 || !value || !FILTER_KEYS.includes(key)) continue
    const values = (filters[key] ??= [])
    if (!values.includes(value)) values.push(value)
  }
  return filters
}

export function formatFilter(filters: ListingFilters): string {
  return FILTER_KEYS.flatMap((key) => (filters[key] ?? []).map((value) => `${key}:${value}`)).join(",")
}

/** Reads the listing's parameters; a value the shop cannot use falls back to its default, never an error page. */
export function parseListingQuery(params: SearchParams): ListingQuery {
  const sort = first(params, "sort") as ListingSort
  const page = Number(first(params, "page"))
  return {
    sort: LISTING_SORTS.includes(sort) ? sort : DEFAULT_SORT,
    price: parsePrice(first(params, "price")),
    category: first(params, "category") || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: parseFilter(first(params, "filter")),
    q: first(params, "q").slice(0, 200),
  }
}

function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100)
}

/** The query string of a listing, defaults left out, so equal listings have equal URLs. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set("q", query.q)
  if (query.category) params.set("category", query.category)
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort)
  if (query.price) params.set("price", `${formatAmount(query.price.min)}-${formatAmount(query.price.max)}`)
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
