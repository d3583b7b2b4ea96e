import { type MiddlewareRoute, validateAndTransformBody } from "@medusajs/framework/http"
import { TeaDetailsBatchSchema, TeaDetailsSchema } from "./validators"

export const adminProductRoutes: MiddlewareRoute[] = [
  // The tea's house, attributes and rating may come with the product (`additional_data`); see
  // workflows/hooks/product-tea-details.ts.
  { matcher: "/admin/products", methods: ["POST"], additionalDataValidator: TeaDetailsSchema.shape },
  { matcher: "/admin/products/:id", methods: ["POST"], additionalDataValidator: TeaDetailsSchema.shape },
  {
    matcher: "/admin/products/:id/tea-details",
    methods: ["POST"],
    middlewares: [
      validateAndTransformBody(
        TeaDetailsSchema.refine((body) => Object.keys(body).length > 0, "Nothing to update: send store_id, tea_attributes or rating"),
      ),
    ],
  },
  { matcher: "/admin/tea-details/batch", methods: ["POST"], middlewares: [validateAndTransformBody(TeaDetailsBatchSchema)] },
]
