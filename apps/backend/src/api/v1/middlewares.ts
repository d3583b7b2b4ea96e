import {
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
  applyDefaultFilters,
  applyLocale,
  authenticate,
  clearFiltersByKey,
  maybeApplyLinkFilter,
  validateAndTransformBody,
} from "@medusajs/framework/http"
import { ProductStatus } from "@medusajs/framework/utils"
import { honourIdempotencyKey } from "../../lib/http/honour-idempotency-key"
import { storeFieldBoundary } from "../../lib/http/public-field-boundary"
import {
  ensurePublishableApiKey,
  filterByValidSalesChannels,
  normalizeDataForContext,
  setPricingContext,
  setTaxContext,
} from "../../lib/medusa/internals"
import { priceInCurrency, searchForQ, toStoreProductQuery } from "../../lib/v1/read-products"
import { v1StoreCors } from "../../lib/v1/store-cors"
import { validateV1Query } from "../../lib/v1/v1-query"
import { endThisSession } from "../../lib/auth/end-this-session"
import { countWrongCurrentPasswords } from "../../lib/auth/count-wrong-current-passwords"
import { refuseWeakPassword } from "../../lib/auth/refuse-weak-password"
import { slowDownFailedSignInsAs } from "../../lib/auth/slow-down-failed-sign-ins"
import { slowDownResetRequestsFor } from "../../lib/auth/slow-down-reset-requests"
import { productStoreMiddlewares } from "../../lib/seller-stores/seller-store-fields"
import { slowDownEmailLookups } from "../../lib/v1/auth/slow-down-email-lookups"
import { storeCustomerRoutes } from "../store/customers/middlewares"
import { V1StoreGetAuth, V1StorePostAuth } from "./store/auth/validators"
import {
  V1AddressPayload,
  V1StoreGetCustomersMe,
  V1StoreGetCustomersMeOrders,
  V1StorePostCustomers,
  V1StorePostCustomersMe,
  V1StorePostCustomersMeAddresses,
  V1StorePostPasswordReset,
  V1StorePostPasswordToken,
} from "./store/customers/validators"
import { V1StoreGetProductTypes } from "./store/product-types/validators"
import { V1StoreGetProduct, V1StoreGetProducts, V1StoreSearchProducts } from "./store/products/validators"
import { V1StoreGetRegion, V1StoreGetRegions } from "./store/regions/validators"
import { V1StoreListSalesChannels } from "./store/sales-channels/validators"

/**
 * The v1 store API (/v1/store, for clients built on Medusa v1) holds to what Medusa's router and our global
 * middlewares apply to /store: CORS for the store's origins, the publishable key (and its sales channels), the customer's session or
 * bearer token when there is one, the locale, the public field boundary and idempotency keys. The request
 * gate, the foreign-write refusal (lib/http/write-origin.ts lists /v1/store as JSON-only) and the error
 * handler cover every path.
 */
const storeGates: MiddlewareRoute = {
  matcher: "/v1/store",
  middlewares: [
    v1StoreCors,
    ensurePublishableApiKey,
    authenticate("customer", ["bearer", "session"], { allowUnauthenticated: true }),
    applyLocale,
    storeFieldBoundary,
    honourIdempotencyKey,
  ],
}

/** The steps of Medusa's GET /store/products after its query validation: channels, status, region, prices, tax. */
const storeProductSteps = [
  toStoreProductQuery,
  filterByValidSalesChannels(),
  searchForQ,
  maybeApplyLinkFilter({ entryPoint: "product_sales_channel", resourceId: "product_id", filterableField: "sales_channel_id" }),
  applyDefaultFilters({ status: ProductStatus.PUBLISHED }),
  normalizeDataForContext(),
  setPricingContext(),
  setTaxContext(),
  priceInCurrency,
  clearFiltersByKey(["region_id", "country_code", "province", "cart_id"]),
]


type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/** A customer's own session or bearer token is required, as on v2's /store/customers/me* and /auth/session. */
const signedInCustomer = authenticate("customer", ["session", "bearer"])

/** v1's sign-ins are a customer's: counted with those on /auth/customer/emailpass. */
const slowDownFailedCustomerSignIns = slowDownFailedSignInsAs(() => "customer")

/** A profile update that sets a new password goes through v2's password-change rules; one that does not, through none of them. */
const whenChangingPassword =
  (middleware: Middleware): Middleware =>
  (req, res, next) =>
    (req.body as { password?: unknown } | undefined)?.password === undefined ? next() : middleware(req, res, next)

/** The v2 favourites routes (api/store/customers/middlewares.ts), under /v1/store as they are. */
const favouriteRoutes: MiddlewareRoute[] = storeCustomerRoutes
  .filter((route) => typeof route.matcher === "string" && route.matcher.includes("favorite-product"))
  .map((route) => ({ ...route, matcher: `/v1${route.matcher}` }))

export const v1StoreRoutes: MiddlewareRoute[] = [
  storeGates,
  { matcher: "/v1/store/regions", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetRegions)] },
  { matcher: "/v1/store/regions/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetRegion)] },
  { matcher: "/v1/store/products", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProducts), ...storeProductSteps] },
  { matcher: "/v1/store/products/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProduct), ...storeProductSteps] },
  { matcher: "/v1/store/products/search", methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreSearchProducts)] },
  { matcher: "/v1/store/product-types", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductTypes)] },
  { matcher: "/v1/store/sales-channels", methods: ["GET"], middlewares: [validateV1Query(V1StoreListSalesChannels)] },
  // auth and customers
  { matcher: "/v1/store/auth", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostAuth), slowDownFailedCustomerSignIns] },
  { matcher: "/v1/store/auth", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetAuth), signedInCustomer] },
  { matcher: "/v1/store/auth", methods: ["DELETE"], middlewares: [signedInCustomer, endThisSession] },
  { matcher: "/v1/store/auth/token", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostAuth), slowDownFailedCustomerSignIns] },
  { matcher: "/v1/store/auth/:email", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetAuth), slowDownEmailLookups] },
  { matcher: "/v1/store/customers", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostCustomers), refuseWeakPassword] },
  { matcher: "/v1/store/customers/me", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCustomersMe), signedInCustomer] },
  {
    matcher: "/v1/store/customers/me",
    methods: ["POST"],
    middlewares: [
      signedInCustomer,
      validateAndTransformBody(V1StorePostCustomersMe),
      whenChangingPassword(refuseWeakPassword),
      whenChangingPassword(countWrongCurrentPasswords as Middleware),
    ],
  },
  {
    matcher: "/v1/store/customers/me/addresses",
    methods: ["POST"],
    middlewares: [signedInCustomer, validateAndTransformBody(V1StorePostCustomersMeAddresses)],
  },
  { matcher: "/v1/store/customers/me/addresses/:address_id", methods: ["POST"], middlewares: [signedInCustomer, validateAndTransformBody(V1AddressPayload)] },
  { matcher: "/v1/store/customers/me/addresses/:address_id", methods: ["DELETE"], middlewares: [signedInCustomer] },
  { matcher: "/v1/store/customers/me/orders", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCustomersMeOrders), signedInCustomer] },
  {
    matcher: "/v1/store/customers/password-token",
    methods: ["POST"],
    middlewares: [
      validateAndTransformBody(V1StorePostPasswordToken),
      slowDownResetRequestsFor((req) => ({ actorType: "customer", identifier: (req.body as { email?: unknown }).email })),
    ],
  },
  { matcher: "/v1/store/customers/password-reset", methods: ["POST"], middlewares: [validateAndTransformBody(V1StorePostPasswordReset), refuseWeakPassword] },
  { matcher: "/v1/store/customers/list-favorite-products", methods: ["GET"], middlewares: productStoreMiddlewares },
  ...favouriteRoutes,
]
