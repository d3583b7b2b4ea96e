import type { CAFFEINE_LEVELS } from "../../modules/tea/models/tea-attributes"

export type CaffeineLevel = (typeof CAFFEINE_LEVELS)[number]

export interface TeaAttributesInput {
  origin_country: string
  origin_region?: string | null
  harvest?: string | null
  brew_temp_c: number
  steep_seconds: number
  grams_per_cup: number
  caffeine: CaffeineLevel
  flavour_notes: string[]
}

export interface TeaRatingInput {
  average: number
  count: number
}

/** What can be set on a tea beside Medusa's own product fields; each part is optional. */
export interface TeaDetailsInput {
  product_id: string
  store_id?: string
  attributes?: TeaAttributesInput
  rating?: TeaRatingInput
}

/** What staff may send beside a product (`additional_data`), as api/admin/products/validators.ts checks it. */
export interface TeaDetailsData {
  store_id?: string
  tea_attributes?: TeaAttributesInput
  rating?: TeaRatingInput
}
