/**
 * The fields the storefront asks the store API for, written once: the storefront's calls send them, and the
 * checkout bench (scripts/lib/checkout-sequence.mjs) sends the same, so what it measures is what a shopper
 * costs the back end. Each list names what the storefront reads of the answer. (The region's payment
 * providers are asked for without: their answer is little more than the ids.)
 */

/**
 * What the shop shows of a cart: its scope, items (the back end adds each item's tea house), the
 * checkout's data and Medusa's totals. Every cart call (create, retrieve, update, line items, promotions,
 * shipping method, customer) sends this one list, so each answer can replace the held cart whole.
 */
export const CART_FIELDS = [
  "id,region_id,sales_channel_id,customer.id,completed_at,currency_code,email",
  "total,subtotal,item_total,original_item_total,shipping_total,discount_total,tax_total",
  "items.id,items.quantity,items.variant_id,items.variant_title,items.product_title,items.product_handle,items.thumbnail",
  "items.unit_price,items.total",
  "*shipping_address,*billing_address",
  "shipping_methods.id,shipping_methods.shipping_option_id,shipping_methods.name,shipping_methods.amount",
  "promotions.code",
  "payment_collection.id,payment_collection.payment_sessions.id,payment_collection.payment_sessions.provider_id,payment_collection.payment_sessions.status",
].join(",")

/**
 * A cart's shipping options, each with its price in the cart's currency (an option without one cannot be
 * chosen). The back end answers only the cart's tea house's options, each with its house (`store_id`).
 */
export const SHIPPING_OPTION_FIELDS = "id,name,calculated_price.calculated_amount"

/**
 * Opening a payment: the cart's payment collection, then a session on it. Both answer with the collection,
 * of which only its id is read; the cart, read again afterwards, shows the session.
 */
export const PAYMENT_COLLECTION_FIELDS = "id"


/**
 * A placed order on the confirmation page (the back end adds each line's tea house); the account's order
 * page asks for these and the order's statuses.
 */
export const ORDER_FIELDS = [
  "id,display_id,created_at,email,currency_code",
  "original_item_total,item_total,shipping_total,discount_total,tax_total,total",
  "items.id,items.variant_title,items.product_title,items.quantity,items.total",
  // Medusa's store order routes take an address whole: one of its fields asked alone (shipping_address.city) is dropped.
  "*shipping_address,*billing_address,shipping_methods.name,shipping_methods.amount",
].join(",")

/** The signed-in customer: the header, the account pages and the checkout's email (the back end adds `sales_channel_id`). */
export const CUSTOMER_FIELDS = "id,email,first_name,last_name,phone"

/**
 * Completing a cart: the placed order as the confirmation page shows it, so the page opens with it in hand
 * instead of asking the back end again (it asks only after a reload).
 */
export const COMPLETION_FIELDS = ORDER_FIELDS
