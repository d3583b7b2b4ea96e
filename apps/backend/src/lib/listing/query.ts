import { type ListingCurrency, PRICE_SLOTS, fromPriceField, priceSlotField } from "./currencies"

export const LISTING_SORTS = ["rating", "cheap", "expensive", "newest"] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const LISTING_PAGE_SIZE = 12

/** The `filter` parameter's keys and the index fields they filter. */
export const FACET_FILTER_FIELDS = {
  caffeine: "caffeine",
  origin: "origin_country",
  store: "store_id",
  flavour: "flavour_notes",
} as const
export type FacetFilterKey = keyof typeof FACET_FILTER_FIELDS
export type FacetFilters = Partial<Record<FacetFilterKey, string[]>>

export interface PriceRange {
  min: number
  max: number
}

/** A listing parameter the shopper got wrong; its message says how to write it. */
export class ListingParamError extends Error {}

const AMOUNT = /^\d+(\.\d{1,2})?$/

/** `price=min-max` in the region's currency, e.g. `5-20` or `4.5-12.90`. Throws a message on anything else. */
export function parsePriceRange(raw: string): PriceRange {
  const parts = raw.split("-")
  if (parts.length !== 2 || !AMOUNT.test(parts[0]) || !AMOUNT.test(parts[1])) {
    throw new ListingParamError(`price must be min-max in the region's currency, e.g. 5-20 (got '${raw}')`)
  }
  const [min, max] = parts.map(Number)
  if (min > max) throw new ListingParamError(`price: the minimum (${min}) is above the maximum (${max})`)
  return { min, max }
}

/**
 * `filter=caffeine:low,origin:Japan,store:sstore_1`: values of one key are alternatives (OR), keys
 * combine (AND). Throws a message on an unknown key or a malformed pair.
 */
export function parseFacetFilter(raw: string): FacetFilters {
  const filters: FacetFilters = {}
  for (const pair of raw.split(",").map((part) => part.trim()).filter(Boolean)) {
    const colon = pair.indexOf(":")
    const key = pair.slice(0, colon).trim()
    const value = pair.slice(colon + 1).trim()
    if (colon < 1 || !value) throw new ListingParamError(`filter: '${pair}' is not key:value (e.g. caffeine:low)`)
    // Own keys only: `constructor` or `toString` must not pass for a facet.
    if (!Object.prototype.hasOwnProperty.call(FACET_FILTER_FIELDS, key)) {
      throw new ListingParamError(`filter: unknown key '${key}'; use ${Object.keys(FACET_FILTER_FIELDS).join(", ")}`)
    }
    const values = (filters[key as FacetFilterKey] ??= [])
    if (!values.includes(value)) values.push(value)
  }
  return filters
}

/** Writes facet filters back into the `filter` parameter's form. */
export function formatFacetFilter(filters: FacetFilters): string {
  return Object.entries(filters)
    .flatMap(([key, values]) => (values ?? []).map((value) => `${key}:${value}`))
    .join(",")
}

export interface ListingCriteria {
  /** The shopper's sales channels; omitted when they are every channel of the shop. */
  salesChannelIds?: string[]
  currency: ListingCurrency
  price?: PriceRange
  typeId?: string
  facets: FacetFilters
}

type Filter = Record<string, unknown>

/**
 * The search filters for the listing's criteria. The index holds published teas only; a shopper whose
 * publishable key does not reach every sales channel sees only the teas of its channels.
 */
export function listingFilters(criteria: ListingCriteria): Filter {
  const and: Filter[] = []
  if (criteria.salesChannelIds) and.push({ sales_channel_ids: { $overlaps: criteria.salesChannelIds } })
  if (criteria.typeId) and.push({ type_id: criteria.typeId })
  for (const [key, values] of Object.entries(criteria.facets)) {
    if (values?.length) and.push({ [FACET_FILTER_FIELDS[key as FacetFilterKey]]: { $in: values } })
  }
  if (criteria.price) {
    const { min, max } = criteria.price
    and.push({
      $or: Array.from({ length: PRICE_SLOTS }, (_, slot) => ({
        [priceSlotField(criteria.currency, slot)]: { $gte: min, $lte: max },
      })),
    })
  }
  return { $and: and }
}

/** The sort order; ties fall back to the title's id so pages never overlap. */
export function listingOrder(sort: ListingSort, currency: ListingCurrency): Record<string, "ASC" | "DESC"> {
  switch (sort) {
    case "cheap":
      return { [fromPriceField(currency)]: "ASC", id: "ASC" }
    case "expensive":
      return { [fromPriceField(currency)]: "DESC", id: "ASC" }
    case "newest":
      return { created_at: "DESC", id: "ASC" }
    case "rating":
      return { rating: "DESC", rating_count: "DESC", id: "ASC" }
  }
}
