import { MedusaError } from "@medusajs/framework/utils"
import {
  type FilterKey,
  type ListingFilters,
  type ListingSort,
  type PriceRange,
  readFilterParam,
  readPriceParam,
} from "@leafline/shop-contract"
import { type ListingCurrency, PRICE_SLOTS, fromPriceField, priceSlotField } from "./currencies"

/** The `filter` parameter's keys (the shared contract) and the index fields they filter. */
export const FACET_FILTER_FIELDS: Record<FilterKey, string> = {
  caffeine: "caffeine",
  origin: "origin_country",
  store: "store_id",
  flavour: "flavour_notes",
}

/** A listing parameter the shopper got wrong: a 400 whose message says how to write it. */
export class ListingParamError extends MedusaError {
  constructor(message: string) {
    super(MedusaError.Types.INVALID_DATA, message)
  }
}

/** `price=min-max` (the contract's grammar); throws its message on anything else. */
export function parsePriceRange(raw: string): PriceRange {
  const read = readPriceParam(raw)
  if ("error" in read) throw new ListingParamError(read.error)
  return read
}

/** `filter=key:value,...` (the contract's grammar); throws the first pair's message it cannot use. */
export function parseFacetFilter(raw: string): ListingFilters {
  const { filters, errors } = readFilterParam(raw)
  if (errors.length) throw new ListingParamError(errors[0])
  return filters
}

export interface ListingCriteria {
  /** The shopper's sales channels; omitted when they are every channel of the shop. */
  salesChannelIds?: string[]
  currency: ListingCurrency
  price?: PriceRange
  typeId?: string
  facets: ListingFilters
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
    if (values?.length) and.push({ [FACET_FILTER_FIELDS[key as FilterKey]]: { $in: values } })
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
