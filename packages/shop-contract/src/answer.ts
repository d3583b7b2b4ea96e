import type { PriceRange } from "./price"

/** One value of a facet, with how many of the matching teas have it. */
export interface FacetValue {
  value: string
  label: string
  count: number
}

/** The facets `GET /store/listing` answers with, counted over the teas matching everything else. */
export interface ListingFacets {
  type: FacetValue[]
  store: FacetValue[]
  caffeine: FacetValue[]
  origin: FacetValue[]
  price: { key: string; min: number; max: number | null; count: number }[]
  /**
   * The lowest and highest price (of any size) of those teas in the listing's currency: a price filter
   * over this range keeps every one of them. Null when none has a price in the currency.
   */
  price_span: PriceRange | null
}

/** `GET /store/listing`'s answer; the cards are Medusa store products with the listing's fields. */
export interface ListingAnswer<Card> {
  products: Card[]
  count: number
  page: number
  page_size: number
  facets: ListingFacets
}
