import { type MiddlewareRoute, validateAndTransformQuery } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"

// The answer is fixed (each channel's id and name): the route takes no parameters at all.
const StoreListSalesChannels = z.strictObject({})

export const storeSalesChannelRoutes: MiddlewareRoute[] = [
  {
    matcher: "/store/sales-channels",
    methods: ["GET"],
    middlewares: [validateAndTransformQuery(StoreListSalesChannels, { defaults: ["id", "name"], isList: false })],
  },
]
