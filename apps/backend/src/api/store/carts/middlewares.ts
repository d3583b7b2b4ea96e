import { authenticate, type MiddlewareRoute, validateAndTransformQuery } from "@medusajs/framework/http"
import { retrieveTransformQueryConfig, StoreGetCartsCart } from "@leafline/medusa-internals"
import { onlyItsCustomer } from "../../../lib/ownership/only-its-customer"
import { forgetCartAnswersAfter, keepCartAnswers } from "../../../lib/checkout/kept-cart-answers"
import { slowDownFailedPromotionCodes } from "../../../lib/checkout/slow-down-failed-promotion-codes"
import { idInStorePath } from "../../../lib/http/store-path"

// Regex matchers, which Medusa runs before plain paths and in this order.
export const storeCartRoutes: MiddlewareRoute[] = [
  {
    // Letting go of a cart at sign-out needs a customer session: without one, a 401 before anything else.
    matcher: /^\/store\/carts\/[^/]+\/customer\/?$/,
    methods: ["DELETE"],
    middlewares: [authenticate("customer", ["session", "bearer"])],
  },
  {
    // Every route under one cart, Medusa's and ours: reading it, its line items, shipping, promotions,
    // completion, taking it over at sign-in (POST .../customer), which a guest's cart allows, and letting
    // go of it at sign-out (DELETE .../customer). An unknown cart is a 404 here, for all of them.
    matcher: /^\/store\/carts\/[^/]+(\/.*)?$/,
    methods: ["GET", "POST", "DELETE"],
    middlewares: [onlyItsCustomer("cart")],
  },
  // A cart's answer is kept until the cart is written to (kept-cart-answers.ts).
  { matcher: /^\/store\/carts\/[^/]+\/?$/, methods: ["GET"], middlewares: [keepCartAnswers] },
  { matcher: /^\/store\/carts\/[^/]+(\/.*)?$/, methods: ["POST", "DELETE"], middlewares: [forgetCartAnswersAfter((req) => idInStorePath(req.path))] },
  {
    // The query validation of Medusa's cart routes, with their fields, so this answers as they do.
    matcher: "/store/carts/:id/customer",
    methods: ["DELETE"],
    middlewares: [validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig)],
  },
  // The rules of a sale on a cart's lines (whole units, a tea once in a new cart, only this cart's lines, a
  // cart's limits, the channel's teas) and on its update (new promotion codes only through the promotions
  // route, one guest customer per new email) are in the cart workflows and their validate hooks
  // (workflows/carts, workflows/hooks), run by /store and /v1/store alike.
  // Failed promotion codes are slowed down on the promotions route.
  { matcher: /^\/store\/carts\/[^/]+\/promotions\/?$/, methods: ["POST"], middlewares: [slowDownFailedPromotionCodes] },
]
