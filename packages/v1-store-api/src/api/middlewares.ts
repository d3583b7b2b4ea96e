import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { validateV1Query } from "../lib/v1-query"
import {
  V1StoreAddLineItem,
  V1StoreAddShippingMethod,
  V1StoreCartQuery,
  V1StoreCreateCart,
  V1StoreUpdateCart,
  V1StoreUpdateLineItem,
} from "./v1/store/carts/validators"
import { V1StoreGetAuth } from "./v1/store/auth/validators"
import { V1SelectPaymentSession } from "./v1/store/carts/[id]/payment-session/validators"
import { V1NoBody, V1UpdatePaymentSession } from "./v1/store/carts/[id]/payment-sessions/validators"
import { V1AddressPayload, V1StoreGetCustomersMeOrders, V1StorePostCustomersMeAddresses } from "./v1/store/customers/validators"
import { V1StoreGetOrder, V1StoreLookUpOrder } from "./v1/store/orders/validators"
import { V1StoreGetProductTypes } from "./v1/store/product-types/validators"
import { V1StoreListSalesChannels } from "./v1/store/sales-channels/validators"
import { V1StoreGetCartShippingOptions } from "./v1/store/shipping-options/validators"
import { V1StoreGetCollection, V1StoreGetCollections } from "./v1/store/collections/validators"
import { V1StoreGetProductCategories, V1StoreGetProductCategory } from "./v1/store/product-categories/validators"
import { V1StoreGetProductTags } from "./v1/store/product-tags/validators"
import { V1StoreGetRegion, V1StoreGetRegions } from "./v1/store/regions/validators"
import { V1StoreGetReturnReasons } from "./v1/store/return-reasons/validators"

/**
 * The query and body each of the plugin's routes takes. What every /v1/store path holds to (CORS, the
 * publishable key, the customer's session, idempotency keys, the field boundary), what a path holds to on
 * both APIs (a cart's owner, its kept answers, the promotion-code throttle) and the error handler are the
 * back end's (apps/backend/src/api/v1/): Medusa sorts both files' middlewares into one router, the plugin's
 * before the app's for the same path, so the app's read what these validated.
 */
export default defineMiddlewares({
  routes: [
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
    { matcher: "/v1/store/shipping-options/:cart_id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCartShippingOptions)] },
    { matcher: "/v1/store/auth/:email", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetAuth)] },
    // The signed-in customer's (the back end requires their session first).
    { matcher: "/v1/store/customers/me/addresses", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostCustomersMeAddresses)] },
    { matcher: "/v1/store/customers/me/addresses/:address_id", methods: ["POST"], middlewares: [validateAndTransformBody(V1AddressPayload)] },
    { matcher: "/v1/store/customers/me/orders", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCustomersMeOrders)] },
    { matcher: "/v1/store/orders", methods: ["GET"], middlewares: [validateV1Query(V1StoreLookUpOrder)] },
    { matcher: "/v1/store/orders/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetOrder)] },
    { matcher: "/v1/store/orders/cart/:cart_id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetOrder)] },
  ],
})
