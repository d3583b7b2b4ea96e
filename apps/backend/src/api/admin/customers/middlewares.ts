import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { SetCustomerSalesChannelBody } from "./validators"

export const adminCustomerRoutes: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/admin/customers/:id/sales-channel",
    middlewares: [validateAndTransformBody(SetCustomerSalesChannelBody)],
  },
]
