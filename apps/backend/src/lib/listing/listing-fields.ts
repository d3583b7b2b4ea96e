/** What a listing card shows, as the index holds it (see lib/listing/listing-index.ts). */
export const LISTING_DOCUMENT_FIELDS = [
  "id",
  "title",
  "subtitle",
  "handle",
  "thumbnail",
  "created_at",
  "type_id",
  "type_name",
  "store_id",
  "store_name",
  "store_handle",
  "caffeine",
  "origin_country",
  "origin_region",
  "rating",
  "rating_count",
]

/** What is read from Medusa for the page's teas: the variants and their prices for the region. */
export const LISTING_VARIANT_FIELDS = ["id", "title", "sku", "product_id", "calculated_price.*"]
