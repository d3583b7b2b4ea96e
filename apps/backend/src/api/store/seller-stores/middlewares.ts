import { type MiddlewareRoute, validateAndTransformQuery } from "@medusajs/framework/http"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"

const STORE_FIELDS = ["id", "name", "handle", "description", "logo"]

export const storeSellerStoreRoutes: MiddlewareRoute[] = [
  {
    matcher: "/store/seller-stores",
    methods: ["GET"],
    middlewares: [
      validateAndTransformQuery(createFindParams({ limit: 50, offset: 0, order: "name" }), {
        defaults: STORE_FIELDS,
        isList: true,
      }),
    ],
  },
  {
    matcher: "/store/seller-stores/:handle",
    methods: ["GET"],
    middlewares: [validateAndTransformQuery(createSelectParams(), { defaults: STORE_FIELDS, isList: false })],
  },
]
