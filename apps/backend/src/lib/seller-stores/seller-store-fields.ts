import { includeFields, reshapeJson } from "../http/response-fields"

/**
 * The spec's `store_id`: every product, variant, cart line item and shipping option the storefront
 * reads carries the id and name of the tea house selling or shipping it. Medusa returns the linked
 * house as `seller_store`; these middlewares ask for it on Medusa's own routes and flatten it.
 */
type Store = { id: string; name: string } | null | undefined
type WithStore = { seller_store?: Store; store_id?: string | null; store_name?: string | null }
type Product = WithStore & { variants?: (WithStore & Record<string, unknown>)[] | null }

const stamp = (target: WithStore, store: Store) => {
  target.store_id = store?.id ?? null
  target.store_name = store?.name ?? null
}

export function withStoreIds<T extends Product>(product: T): T {
  stamp(product, product.seller_store)
  for (const variant of product.variants ?? []) stamp(variant, product.seller_store)
  return product
}

type LineItem = WithStore & { product?: { seller_store?: Store } | null; variant?: WithStore | null }

function withLineItemStoreIds(item: LineItem) {
  const store = item.product?.seller_store
  stamp(item, store)
  if (item.variant) stamp(item.variant, store)
}

const PRODUCT_FIELDS = ["seller_store.id", "seller_store.name", "seller_store.handle"]
const TEA_FIELDS = ["tea_attributes.*", "tea_rating.average", "tea_rating.count"]
const LINE_ITEM_FIELDS = ["items.product.seller_store.id", "items.product.seller_store.name"]
const SHIPPING_OPTION_FIELDS = ["seller_store.id", "seller_store.name"]

/** For /store/products and /store/products/:id: the tea house and the tea's attributes and rating. */
export const productStoreMiddlewares = [
  includeFields(...PRODUCT_FIELDS, ...TEA_FIELDS),
  reshapeJson((body) => {
    if (Array.isArray(body.products)) body.products.forEach(withStoreIds)
    if (body.product) withStoreIds(body.product as Product)
  }),
]

/** For the cart routes that answer with `{cart}`, or `{parent}` when a line item was deleted. */
export const cartStoreMiddlewares = [
  includeFields(...LINE_ITEM_FIELDS),
  reshapeJson((body) => {
    const cart = (body.cart ?? body.parent) as { items?: LineItem[] } | undefined
    cart?.items?.forEach(withLineItemStoreIds)
  }),
]

/** For the order routes: each line's tea house, as on the cart it came from. */
export const orderStoreMiddlewares = [
  includeFields(...LINE_ITEM_FIELDS),
  reshapeJson((body) => {
    const orders = [body.order, body.orders].flat() as ({ items?: LineItem[] } | undefined)[]
    for (const order of orders) order?.items?.forEach(withLineItemStoreIds)
  }),
]

/** For /store/shipping-options. */
export const shippingOptionStoreMiddlewares = [
  includeFields(...SHIPPING_OPTION_FIELDS),
  reshapeJson((body) => {
    const options = body.shipping_options as WithStore[] | undefined
    options?.forEach((option) => stamp(option, option.seller_store))
  }),
]
