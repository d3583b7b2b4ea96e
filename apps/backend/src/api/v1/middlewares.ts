import {
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
import { v1StoreCors } from "@leafline/v1-store-api/lib/store-cors"
import { validateV1Query } from "@leafline/v1-store-api/lib/v1-query"
import { v1CatalogueExtraRoutes } from "./catalogue-extra-middlewares"
import { v1CartRoutes } from "./store/carts/middlewares"
import { v1CheckoutRoutes } from "./checkout-middlewares"
import { v1AuthAndCustomerRoutes } from "./store/customers/middlewares"
import { V1StoreGetProduct, V1StoreGetProducts, V1StoreSearchProducts } from "./store/products/validators"

/**
 * The v1 store API (/v1/store, for clients built on Medusa v1) holds to what Medusa's router and our global
 * middlewares apply to /store: CORS for the store's origins, the publishable key (and its sales channels), the customer's session or
 * bearer token when there is one, the locale, the public field boundary and idempotency keys. The request
 * gate, the foreign-write refusal (lib/http/write-origin.ts lists /v1/store as JSON-only) and the error
 * handler cover every path, those of the v1 plugin (packages/v1-store-api) too: Medusa sorts a plugin's routes
 * and the app's middlewares into one router.
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

export const v1StoreRoutes: MiddlewareRoute[] = [
  storeGates,
  { matcher: "/v1/store/products", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProducts), ...storeProductSteps] },
  { matcher: "/v1/store/products/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProduct), ...storeProductSteps] },
  { matcher: "/v1/store/products/search", methods: ["POST"], middlewares: [validateAndTransformBody(V1StoreSearchProducts)] },
  ...v1CatalogueExtraRoutes,
  ...v1CartRoutes,
  ...v1CheckoutRoutes,
  // auth and customers
  ...v1AuthAndCustomerRoutes,
]
