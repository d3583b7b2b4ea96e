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

/** What staff see of a house's orders: the order, its totals and its customer's contact, nothing else. */
const SELLER_STORE_ORDER_FIELDS = ["id", "display_id", "created_at", "email", "currency_code", "total", "status"]
const ADMIN_SELLER_STORE_ORDER_FIELDS = [
  ...SELLER_STORE_ORDER_FIELDS,
  ...["updated_at", "canceled_at", "subtotal", "tax_total", "shipping_total", "discount_total", "customer_id", "region_id"],
  ...["customer", "customer.id", "customer.email", "customer.first_name", "customer.last_name"],
  ...["items", "items.id", "items.title", "items.product_title", "items.variant_title", "items.quantity"],
]

export const listSellerStoreOrdersConfig = { defaults: SELLER_STORE_ORDER_FIELDS, allowed: ADMIN_SELLER_STORE_ORDER_FIELDS, isList: true }
