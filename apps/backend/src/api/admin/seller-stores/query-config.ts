export const SELLER_STORE_FIELDS = ["id", "name", "handle", "description", "logo", "created_at", "updated_at"]

/** Staff may also read a house's teas, shipping options and stock locations; never anyone's customers. */
const ADMIN_SELLER_STORE_FIELDS = [
  ...SELLER_STORE_FIELDS,
  ...["products", "products.id", "products.title", "products.handle", "products.status", "products.thumbnail"],
  ...["shipping_options", "shipping_options.id", "shipping_options.name"],
  ...["stock_locations", "stock_locations.id", "stock_locations.name"],
]

export const listSellerStoresConfig = { defaults: SELLER_STORE_FIELDS, allowed: ADMIN_SELLER_STORE_FIELDS, isList: true }
export const retrieveSellerStoreConfig = { ...listSellerStoresConfig, isList: false }
