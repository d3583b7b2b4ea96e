import { type MiddlewareRoute, validateAndTransformQuery } from "@medusajs/framework/http"
import { setPricingContext } from "@medusajs/medusa/api/utils/middlewares/index"
import { LISTING_PRICE_FIELDS } from "./query-config"
import { resolveListingRegion } from "./region"
import { StoreListingQuery } from "./validators"

export const storeListingRoutes: MiddlewareRoute[] = [
  {
    matcher: "/store/listing",
    methods: ["GET"],
    middlewares: [
      validateAndTransformQuery(StoreListingQuery, { defaults: LISTING_PRICE_FIELDS, isList: false }),
      resolveListingRegion,
      setPricingContext(),
    ],
  },
]
