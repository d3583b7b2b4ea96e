import type { HttpTypes } from "@medusajs/types"
import type { ListingAnswer } from "@leafline/shop-contract"

/** The tea house a tea belongs to (the spec's store_id), as the back end adds it to products. */
export interface TeaHouseRef {
  id: string
  name: string
  handle: string
}

export interface TeaAttributes {
  origin_country?: string | null
  origin_region?: string | null
  harvest?: string | null
  brew_temp_c?: number | null
  steep_seconds?: number | null
  grams_per_cup?: number | null
  caffeine?: "none" | "low" | "medium" | "high" | null
  flavour_notes?: string[] | null
}

/** A product as our back end answers it: Medusa's, plus the tea house and the tea's details. */
export type Tea = HttpTypes.StoreProduct & {
  store_id?: string | null
  seller_store?: TeaHouseRef | null
  tea_attributes?: TeaAttributes | null
  tea_rating?: { average: number; count: number } | null
}

export interface TeaHouse extends TeaHouseRef {
  description: string | null
  logo: string | null
}

export type { FacetValue, ListingFacets } from "@leafline/shop-contract"

export type Listing = ListingAnswer<Tea>
