import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { validateV1Query } from "../lib/v1-query"
import { v1StoreCors } from "../lib/store-cors"
import {
  V1StoreAddLineItem,
  V1StoreAddShippingMethod,
  V1StoreCartQuery,
  V1StoreCreateCart,
  V1StoreUpdateCart,
  V1StoreUpdateLineItem,
} from "./v1/store/carts/validators"
import { V1StoreGetAuth, V1StorePostAuth } from "./v1/store/auth/validators"
import { V1SelectPaymentSession } from "./v1/store/carts/[id]/payment-session/validators"
import { V1NoBody, V1UpdatePaymentSession } from "./v1/store/carts/[id]/payment-sessions/validators"
import {
  V1AddressPayload,
  V1StoreGetCustomersMe,
  V1StoreGetCustomersMeOrders,
  V1StorePostCustomers,
  V1StorePostCustomersMe,
  V1StorePostCustomersMeAddresses,
  V1StorePostPasswordReset,
  V1StorePostPasswordToken,
} from "./v1/store/customers/validators"
import { V1StoreGetOrder, V1StoreLookUpOrder } from "./v1/store/orders/validators"
import { V1StoreGetProductTypes } from "./v1/store/product-types/validators"
import { V1StoreListSalesChannels } from "./v1/store/sales-channels/validators"
import { V1StoreGetCartShippingOptions } from "./v1/store/shipping-options/validators"
import { V1StoreGetCollection, V1StoreGetCollections } from "./v1/store/collections/validators"
import { V1StoreGetProductCategories, V1StoreGetProductCategory } from "./v1/store/product-categories/validators"
import { V1StoreGetProductTags } from "./v1/store/product-tags/validators"
import { V1StoreGetRegion, V1StoreGetRegions } from "./v1/store/regions/validators"
import { V1StoreGetReturnReasons } from "./v1/store/return-reasons/validators"
import { V1StoreGetProduct, V1StoreGetProducts, V1StoreSearchProducts } from "./v1/store/products/validators"
import { V1StoreGetVariant, V1StoreGetVariants } from "./v1/store/variants/validators"
import { V1StorePostReturns } from "./v1/store/returns/validators"
import { storeProductSteps, storeVariantSteps } from "../lib/products/store-product-steps"

/**
 * The query and body each of the plugin's routes takes. What every /v1/store path holds to (CORS, the
 * publishable key, the customer's session, idempotency keys, the field boundary), what a path holds to on
 * both APIs (a cart's owner, its kept answers, the promotion-code throttle) and the error handler are the
 * back end's (apps/backend/src/api/v1-store-rules/): Medusa sorts both files' middlewares into one router, the plugin's
 * before the app's for the same path, so the app's read what these validated.
 */
export default defineMiddlewares({
  routes: [
    // Before the back end's gates of the same path (the publishable key first of all): a browser's preflight carries no key.
    { matcher: "/v1/store", middlewares: [v1StoreCors] },
    // The products and variants: v1's query, then the steps of Medusa's GET /store/products (after the back end's /v1/store gates).
    { matcher: "/v1/store/products", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProducts), ...storeProductSteps] },
    { matcher: "/v1/store/products/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProduct), ...storeProductSteps] },
    { matcher: "/v1/store/products/search", methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreSearchProducts)] },
    { matcher: "/v1/store/variants", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetVariants), ...storeVariantSteps] },
    { matcher: "/v1/store/variants/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetVariant), ...storeVariantSteps] },
    // A return request (the back end requires the customer's session first, and holds the order's turn after this).
    { matcher: "/v1/store/returns", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostReturns)] },
    { matcher: "/v1/store/regions", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetRegions)] },
    { matcher: "/v1/store/regions/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetRegion)] },
    { matcher: "/v1/store/collections", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCollections)] },
    { matcher: "/v1/store/collections/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCollection)] },
    { matcher: "/v1/store/product-categories", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductCategories)] },
    { matcher: "/v1/store/product-categories/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductCategory)] },
    { matcher: "/v1/store/product-types", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductTypes)] },
    { matcher: "/v1/store/sales-channels", methods: ["GET"], middlewares: [validateV1Query(V1StoreListSalesChannels)] },
    { matcher: "/v1/store/product-tags", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductTags)] },
    { matcher: "/v1/store/return-reasons", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetReturnReasons)] },
    { matcher: "/v1/store/return-reasons/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetReturnReasons)] },
    // The cart routes: no query parameters (`fields`, `expand` or any other is a 400 naming it), v1's fields in the body, nothing else.
    { matcher: "/v1/store/carts", methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1StoreCreateCart)] },
    { matcher: "/v1/store/carts/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreCartQuery)] },
    { matcher: "/v1/store/carts/:id", methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1StoreUpdateCart)] },
    {
      matcher: "/v1/store/carts/:id/line-items",
      methods: ["POST"],
      middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1StoreAddLineItem)],
    },
    {
      matcher: "/v1/store/carts/:id/line-items/:line_id",
      methods: ["POST"],
      middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1StoreUpdateLineItem)],
    },
    { matcher: "/v1/store/carts/:id/line-items/:line_id", methods: ["DELETE"], middlewares: [validateV1Query(V1StoreCartQuery)] },
    {
      matcher: "/v1/store/carts/:id/shipping-methods",
      methods: ["POST"],
      middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1StoreAddShippingMethod)],
    },
    { matcher: "/v1/store/carts/:id/discounts/:code", methods: ["DELETE"], middlewares: [validateV1Query(V1StoreCartQuery)] },
    { matcher: "/v1/store/carts/:id/payment-sessions", methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1NoBody)] },
    {
      matcher: "/v1/store/carts/:id/payment-sessions/:provider_id",
      methods: ["POST"],
      middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1UpdatePaymentSession)],
    },
    { matcher: "/v1/store/carts/:id/payment-sessions/:provider_id", methods: ["DELETE"], middlewares: [validateV1Query(V1StoreCartQuery)] },
    {
      matcher: "/v1/store/carts/:id/payment-sessions/:provider_id/refresh",
      methods: ["POST"],
      middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1NoBody)],
    },
    {
      matcher: "/v1/store/carts/:id/payment-session",
      methods: ["POST"],
      middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1SelectPaymentSession)],
    },
    // No query parameters, as on the other v1 cart routes: `fields` or any other is a 400 naming it.
    { matcher: "/v1/store/carts/:id/complete", methods: ["POST"], middlewares: [validateV1Query(V1StoreCartQuery), validateAndTransformBody(V1NoBody)] },
    { matcher: "/v1/store/shipping-options/:cart_id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCartShippingOptions)] },
    // Sign-in, sign-up, the profile and password resets: v1's bodies, before the back end's throttles and password rules.
    { matcher: "/v1/store/auth", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostAuth)] },
    { matcher: "/v1/store/auth", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetAuth)] },
    { matcher: "/v1/store/auth/token", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostAuth)] },
    { matcher: "/v1/store/auth/:email", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetAuth)] },
    { matcher: "/v1/store/customers", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostCustomers)] },
    { matcher: "/v1/store/customers/me", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCustomersMe)] },
    { matcher: "/v1/store/customers/me", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostCustomersMe)] },
    { matcher: "/v1/store/customers/password-token", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostPasswordToken)] },
    { matcher: "/v1/store/customers/password-reset", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostPasswordReset)] },
    // The signed-in customer's (the back end requires their session first).
    { matcher: "/v1/store/customers/me/addresses", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostCustomersMeAddresses)] },
    { matcher: "/v1/store/customers/me/addresses/:address_id", methods: ["POST"], middlewares: [validateAndTransformBody(V1AddressPayload)] },
    { matcher: "/v1/store/customers/me/orders", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCustomersMeOrders)] },
    { matcher: "/v1/store/orders", methods: ["GET"], middlewares: [validateV1Query(V1StoreLookUpOrder)] },
    { matcher: "/v1/store/orders/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetOrder)] },
    { matcher: "/v1/store/orders/cart/:cart_id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetOrder)] },
  ],
})
