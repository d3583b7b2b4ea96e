import { type MiddlewareRoute, validateAndTransformBody } from "@medusajs/framework/http"
import { forgetCartAnswersAfter } from "../../../../lib/checkout/kept-cart-answers"
import { slowDownFailedCodesOf } from "../../../../lib/checkout/slow-down-failed-promotion-codes"
import { idInStorePath } from "../../../../lib/http/store-path"
import { ensurePublishableKeyAndSalesChannelMatch, maybeAttachPublishableKeyScopes } from "../../../../lib/medusa/internals"
import { onlyItsCustomer } from "../../../../lib/ownership/only-its-customer"
import { v1DiscountCodes } from "@leafline/v1-store-api/lib/carts/discount-codes"
import { validateV1Query } from "@leafline/v1-store-api/lib/v1-query"
import { V1StoreGetCartShippingOptions } from "../shipping-options/validators"
import {
  V1StoreAddLineItem,
  V1StoreAddShippingMethod,
  V1StoreCartQuery,
  V1StoreCreateCart,
  V1StoreUpdateCart,
  V1StoreUpdateLineItem,
} from "./validators"

const CART = /^\/v1\/store\/carts\/?$/
const ONE_CART = /^\/v1\/store\/carts\/[^/]+\/?$/
const ANY_CART_ROUTE = /^\/v1\/store\/carts\/[^/]+(\/.*)?$/
const LINE_ITEMS = /^\/v1\/store\/carts\/[^/]+\/line-items\/?$/
const ONE_LINE_ITEM = /^\/v1\/store\/carts\/[^/]+\/line-items\/[^/]+\/?$/
const SHIPPING_METHODS = /^\/v1\/store\/carts\/[^/]+\/shipping-methods\/?$/
const ONE_DISCOUNT = /^\/v1\/store\/carts\/[^/]+\/discounts\/[^/]+\/?$/
const CART_SHIPPING_OPTIONS = /^\/v1\/store\/shipping-options\/[^/]+\/?$/

/**
 * The v1 cart routes hold to what v2's hold to (api/store/carts/middlewares.ts), with the same functions:
 * only a cart's customer reaches it, a write forgets the kept v2 answers of the cart, new promotion codes only
 * through the slowed-down check. All are regex matchers, which Medusa runs after the /v1/store gates
 * (api/v1/middlewares.ts) and in this order. The rules of a sale on a cart's lines (whole units, a tea once in
 * a new cart, only this cart's lines, a cart's limits, the channel's teas) and on its update (one guest
 * customer per new email) are the cart workflows' own (workflows/carts, workflows/hooks), which v1's routes
 * run as v2's do.
 */
export const v1CartRoutes: MiddlewareRoute[] = [
  // Every route under one cart (payment sessions and completion too): an unknown cart, or another customer's, is a 404.
  { matcher: ANY_CART_ROUTE, methods: ["GET", "POST", "DELETE"], middlewares: [onlyItsCustomer("cart")] },
  { matcher: CART_SHIPPING_OPTIONS, methods: ["GET"], middlewares: [onlyItsCustomer("cart")] },
  { matcher: ANY_CART_ROUTE, methods: ["POST", "DELETE"], middlewares: [forgetCartAnswersAfter((req) => idInStorePath(req.path))] },
  // No query parameters on the cart routes: `fields`, `expand` or any other is a 400 naming it.
  { matcher: CART, methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery)] },
  { matcher: ONE_CART, methods: ["GET", "POST"], middlewares: [validateV1Query(V1StoreCartQuery)] },
  { matcher: LINE_ITEMS, methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery)] },
  { matcher: ONE_LINE_ITEM, methods: ["POST", "DELETE"], middlewares: [validateV1Query(V1StoreCartQuery)] },
  { matcher: SHIPPING_METHODS, methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery)] },
  { matcher: ONE_DISCOUNT, methods: ["DELETE"], middlewares: [validateV1Query(V1StoreCartQuery)] },
  { matcher: CART_SHIPPING_OPTIONS, methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCartShippingOptions)] },
  // The bodies: v1's fields, nothing else.
  {
    matcher: CART,
    methods: ["POST"],
    middlewares: [validateAndTransformBody(V1StoreCreateCart), maybeAttachPublishableKeyScopes, ensurePublishableKeyAndSalesChannelMatch],
  },
  { matcher: ONE_CART, methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreUpdateCart)] },
  { matcher: LINE_ITEMS, methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreAddLineItem)] },
  { matcher: ONE_LINE_ITEM, methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreUpdateLineItem)] },
  { matcher: SHIPPING_METHODS, methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreAddShippingMethod)] },
  // v1 sends the whole list of codes: one the cart does not hold yet is a guess, slowed down as on v2's promotions route.
  { matcher: ONE_CART, methods: ["POST"], middlewares: [slowDownFailedCodesOf((req) => v1DiscountCodes(req.validatedBody))] },
]
