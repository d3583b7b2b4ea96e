/**
 * What a looked-up order answers with: what the guest's confirmation page shows (the storefront's
 * ORDER_FIELDS) and the statuses the account's order page shows. The order's own email and addresses, the
 * address fields shown and no others, and nothing of its customer, payments or fulfilments (whose stock
 * location is the tea house's warehouse). Each line's tea house is added by the back end's
 * orderStoreMiddlewares. Here because both APIs answer a lookup with them: /store/orders/lookup and the v1
 * plugin's GET /v1/store/orders.
 */
const SHOWN_ADDRESS_FIELDS = ["first_name", "last_name", "address_1", "address_2", "city", "postal_code", "country_code"]

export const LOOKED_UP_ORDER_FIELDS = [
  "id",
  "display_id",
  "created_at",
  "email",
  "currency_code",
  "status",
  "payment_status",
  "fulfillment_status",
  "original_item_total",
  "item_total",
  "shipping_total",
  "discount_total",
  "tax_total",
  "total",
  "items.id",
  "items.variant_title",
  "items.product_title",
  "items.quantity",
  "items.total",
  ...SHOWN_ADDRESS_FIELDS.map((field) => `shipping_address.${field}`),
  ...SHOWN_ADDRESS_FIELDS.map((field) => `billing_address.${field}`),
  "shipping_methods.name",
  "shipping_methods.amount",
]
