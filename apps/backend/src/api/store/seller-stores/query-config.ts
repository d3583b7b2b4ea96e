/** What the store may read of a tea house: nothing of its stock locations, shipping or products. */
export const STORE_SELLER_STORE_FIELDS = ["id", "name", "handle", "description", "logo", "created_at", "updated_at"]

export const listStoreSellerStoresConfig = { defaults: STORE_SELLER_STORE_FIELDS, allowed: STORE_SELLER_STORE_FIELDS, isList: true }
export const retrieveStoreSellerStoreConfig = { ...listStoreSellerStoresConfig, isList: false }
