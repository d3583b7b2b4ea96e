import type { MiddlewareRoute } from "@medusajs/framework/http"
import { v1DiscountCodes } from "@leafline/shop-contract"
import { forgetCartAnswersAfter } from "../../lib/checkout/kept-cart-answers"
import { slowDownFailedCodesOf } from "../../lib/checkout/slow-down-failed-promotion-codes"
import { idInStorePath } from "../../lib/http/store-path"
import { ensurePublishableKeyAndSalesChannelMatch, maybeAttachPublishableKeyScopes } from "@leafline/medusa-internals"
import { onlyItsCustomer } from "../../lib/ownership/only-its-customer"

const ANY_CART_ROUTE = /^\/v1\/store\/carts\/[^/]+(\/.*)?$/
const CART_SHIPPING_OPTIONS = /^\/v1\/store\/shipping-options\/[^/]+\/?$/

/**
 * What v2's cart routes hold to (api/store/carts/middlewares.ts), applied to the v1 cart routes (the v1
 * plugin's, packages/v1-store-api, which validates their query and body) with the same functions: only a
 * cart's customer reaches it, a write forgets the kept v2 answers of the cart, new promotion codes only
 * through the slowed-down check, a new cart only in the publishable key's channels. The regex matchers run
 * after the /v1/store gates (api/v1-store-rules/index.ts) and before any path's own middlewares; the string
 * matchers run after the plugin's middlewares of the same path (Medusa loads the plugin's before the app's),
 * so they read its validated body. The rules of a sale on a cart's lines and on its update are the cart
 * workflows' own (workflows/carts, workflows/hooks), which v1's routes run by their ids as v2's run them.
 */
export const v1CartRoutes: MiddlewareRoute[] = [
  // Every route under one cart (payment sessions and completion too): an unknown cart, or another customer's, is a 404.
  { matcher: ANY_CART_ROUTE, methods: ["GET", "POST", "DELETE"], middlewares: [onlyItsCustomer("cart")] },
  { matcher: CART_SHIPPING_OPTIONS, methods: ["GET"], middlewares: [onlyItsCustomer("cart")] },
  { matcher: ANY_CART_ROUTE, methods: ["POST", "DELETE"], middlewares: [forgetCartAnswersAfter((req) => idInStorePath(req.path))] },
  { matcher: "/v1/store/carts", methods: ["POST"], middlewares: [maybeAttachPublishableKeyScopes, ensurePublishableKeyAndSalesChannelMatch] },
  // v1 sends the whole list of codes: one the cart does not hold yet is a guess, slowed down as on v2's promotions route.
  { matcher: "/v1/store/carts/:id", methods: ["POST"], middlewares: [slowDownFailedCodesOf((req) => v1DiscountCodes(req.validatedBody))] },
]
