import type { MiddlewareRoute } from "@medusajs/framework/http"
import { cartStoreMiddlewares, productStoreMiddlewares, shippingOptionStoreMiddlewares } from "../utils/seller-store-fields"

// Medusa runs regex matchers before plain paths, so these run before its own query validation on the
// same routes (which is where the extra fields must already be asked for and allowed).
const PRODUCT_ROUTES = /^\/store\/(products(\/[^/]+)?|customers\/list-favorite-products)\/?$/
const SHIPPING_OPTION_ROUTES = /^\/store\/shipping-options\/?$/
// Every cart route that answers with the cart; not /complete, which answers with the order.
const CART_ROUTES = /^\/store\/carts(\/[^/]+(\/(line-items(\/[^/]+)?|shipping-methods|promotions|customer|taxes))?)?\/?$/

/** Medusa's own store routes, extended with the tea house (`store_id`) and the tea's details. */
export const storeCoreRouteExtensions: MiddlewareRoute[] = [
  { matcher: PRODUCT_ROUTES, methods: ["GET"], middlewares: productStoreMiddlewares },
  { matcher: SHIPPING_OPTION_ROUTES, methods: ["GET"], middlewares: shippingOptionStoreMiddlewares },
  { matcher: CART_ROUTES, methods: ["GET", "POST"], middlewares: cartStoreMiddlewares },
]
