import {
  type MiddlewareRoute,
  authenticate,
  clearFiltersByKey,
  maybeApplyLinkFilter,
  validateAndTransformBody,
} from "@medusajs/framework/http"
import {
  filterByValidSalesChannels,
  normalizeDataForContext,
  setPricingContext,
  setTaxContext,
} from "../../lib/medusa/internals"
import { toStoreVariantQuery } from "../../lib/v1/read-variants"
import { variantPriceInCurrency } from "../../lib/v1/read-products"
import { validateV1Query } from "@leafline/v1-store-api/lib/v1-query"
import { V1StorePostReturns } from "./store/returns/validators"
import { V1StoreGetVariant, V1StoreGetVariants } from "./store/variants/validators"

// Query reads a variant's own calculated price, not a product's variants'.
const variantPrices = { priceFieldPaths: ["calculated_price"] }

/**
 * The steps of the v1 products routes (those of Medusa's GET /store/products) for variants read on their
 * own: the key's sales channels narrow them to their products, then the region, prices and tax.
 */
const storeVariantSteps = [
  toStoreVariantQuery,
  filterByValidSalesChannels(),
  maybeApplyLinkFilter({
    entryPoint: "product_sales_channel",
    resourceId: "product_id",
    filterableField: "sales_channel_id",
    filterByField: "product_id",
  }),
  normalizeDataForContext(variantPrices),
  setPricingContext(variantPrices),
  setTaxContext(variantPrices),
  variantPriceInCurrency,
  clearFiltersByKey(["region_id", "country_code", "province", "cart_id"]),
]

/** The v1 catalogue's variants and a customer's returns (collections, categories, tags and return reasons: the v1 plugin's). */
export const v1CatalogueExtraRoutes: MiddlewareRoute[] = [
  { matcher: "/v1/store/variants", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetVariants), ...storeVariantSteps] },
  { matcher: "/v1/store/variants/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetVariant), ...storeVariantSteps] },
  // As POST /store/orders/:id/returns: the signed-in customer's, of their own order (404 for any other).
  {
    matcher: "/v1/store/returns",
    methods: ["POST"],
    middlewares: [authenticate("customer", ["session", "bearer"]), validateAndTransformBody(V1StorePostReturns)],
  },
]
