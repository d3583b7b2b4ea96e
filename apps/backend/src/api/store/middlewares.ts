import type { MiddlewareRoute } from "@medusajs/framework/http"
import { onlyTheCartsCustomer } from "../../lib/ownership/only-its-customer"
import { keepProductAnswers } from "../../lib/cache/kept-product-answers"
import { onlyFields } from "../../lib/http/answer-fields"
import { reshapeJson } from "../../lib/http/response-fields"
import {
  cartStoreMiddlewares,
  orderStoreMiddlewares,
  productStoreMiddlewares,
  shippingOptionStoreMiddlewares,
} from "../../lib/seller-stores/seller-store-fields"

// Medusa runs regex matchers before plain paths, so these run before its own query validation on the
// same routes (which is where the extra fields must already be asked for and allowed).
const PRODUCT_ROUTES = /^\/store\/(products(\/[^/]+)?|customers\/list-favorite-products)\/?$/
const CATALOGUE_PRODUCT_ROUTES = /^\/store\/products(\/[^/]+)?\/?$/
const SHIPPING_OPTION_ROUTES = /^\/store\/shipping-options\/?$/
const ANY_SHIPPING_OPTION_ROUTE = /^\/store\/shipping-options(\/[^/]+(\/calculate)?)?\/?$/
// Every cart route that answers with the cart (a deleted line item answers with it as `parent`); not
// /complete, which answers with the order.
const ORDER_ROUTES = /^\/store\/orders(\/[^/]+)?\/?$/
// Completing a cart answers with the order placed.
const COMPLETE_ROUTE = /^\/store\/carts\/[^/]+\/complete\/?$/
const CART_ROUTES = /^\/store\/carts(\/[^/]+(\/(line-items(\/[^/]+)?|shipping-methods|promotions|customer|taxes))?)?\/?$/

type ShippingOptionJson = { service_zone?: { fulfillment_set?: { location?: unknown } | null } | null }

/**
 * Medusa's cart shipping options always carry the stock location they ship from, with its street
 * address, whatever `fields` asks for: a shopper needs the option, not the warehouse.
 */
const withoutStockLocation = reshapeJson((body) => {
  const options = [body.shipping_options, body.shipping_option].flat() as (ShippingOptionJson | undefined)[]
  for (const option of options) delete option?.service_zone?.fulfillment_set?.location
})

/**
 * Medusa's store order routes answer with what its order workflow reads to work out the statuses (the
 * payment collections, the fulfilments, the version) whether or not `fields` asked for them: each order is
 * cut to the fields the request declared, as the lookup's answer is. Registered after the tea house's
 * middlewares, so it runs before they add `store_id` to each line.
 */
const onlyDeclaredOrderFields = reshapeJson((body, req) => {
  const fields = req.queryConfig?.fields
  if (!fields?.length) return
  if (body.order) body.order = onlyFields(body.order, fields)
  if (Array.isArray(body.orders)) body.orders = body.orders.map((order) => onlyFields(order, fields))
})

/** Medusa's own store routes, extended with the tea house (`store_id`) and the tea's details. */
export const storeCoreRouteExtensions: MiddlewareRoute[] = [
  { matcher: PRODUCT_ROUTES, methods: ["GET"], middlewares: productStoreMiddlewares },
  { matcher: CATALOGUE_PRODUCT_ROUTES, methods: ["GET"], middlewares: [keepProductAnswers] },
  {
    // A cart's shipping options say what it holds and where it goes: only for those who may reach the cart.
    matcher: SHIPPING_OPTION_ROUTES,
    methods: ["GET"],
    middlewares: [onlyTheCartsCustomer((req) => req.query.cart_id), ...shippingOptionStoreMiddlewares],
  },
  { matcher: ANY_SHIPPING_OPTION_ROUTE, methods: ["GET", "POST"], middlewares: [withoutStockLocation] },
  { matcher: CART_ROUTES, methods: ["GET", "POST", "DELETE"], middlewares: cartStoreMiddlewares },
  { matcher: ORDER_ROUTES, methods: ["GET"], middlewares: [...orderStoreMiddlewares, onlyDeclaredOrderFields] },
  { matcher: COMPLETE_ROUTE, methods: ["POST"], middlewares: orderStoreMiddlewares },
]
