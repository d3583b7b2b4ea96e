export const SELLER_STORE_FIELDS = ["id", "name", "handle", "description", "logo", "created_at", "updated_at"]

export const listSellerStoresConfig = { defaults: SELLER_STORE_FIELDS, isList: true }
