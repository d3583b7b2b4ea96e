import { type MiddlewareRoute, validateAndTransformQuery } from "@medusajs/framework/http"
import { resolveListingRegion } from "../../../lib/listing/listing-region"
import { StoreListingQuery } from "./validators"

export const storeListingRoutes: MiddlewareRoute[] = [
  {
    matcher: "/store/listing",
    methods: ["GET"],
    middlewares: [
      validateAndTransformQuery(StoreListingQuery, { isList: false }),
      resolveListingRegion,
    ],
  },
]
