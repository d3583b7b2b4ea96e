/** What the store may read of a tea house: nothing of its stock locations, shipping or products. */
export const STORE_SELLER_STORE_FIELDS = ["id", "name", "handle", "description", "logo", "created_at", "updated_at"] as const

/** A tea house as the store answers it; `fields` may ask for fewer of these. */
export type StoreSellerStore = Partial<Record<(typeof STORE_SELLER_STORE_FIELDS)[number], string | null>>

export const listStoreSellerStoresConfig = {
  defaults: [...STORE_SELLER_STORE_FIELDS],
  allowed: [...STORE_SELLER_STORE_FIELDS],
  isList: true,
}
export const retrieveStoreSellerStoreConfig = { ...listStoreSellerStoresConfig, isList: false }
