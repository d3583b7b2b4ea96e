import { type MiddlewareRoute, validateAndTransformBody } from "@medusajs/framework/http"
import { validateQueryWithDeclaredFields } from "../../utils/declared-fields"
import { onlyItsCustomer } from "../../utils/only-its-customer"
import { orderStoreMiddlewares } from "../../utils/seller-store-fields"
import { lookUpOrderQueryConfig } from "./lookup/query-config"
import { slowDownOrderLookups } from "./slow-down-order-lookups"
import { type OrderLookupBody as LookupBody, OrderLookupBody, OrderLookupQuery } from "./validators"

export const storeOrderRoutes: MiddlewareRoute[] = [
  // A guest's order stays readable by its id (the confirmation page); a customer's needs their session.
  // GET only: POST /store/orders/lookup is not an order id.
  { matcher: "/store/orders/:id", methods: ["GET"], middlewares: [onlyItsCustomer("order")] },
  {
    matcher: "/store/orders/lookup",
    methods: ["POST"],
    middlewares: [
      validateAndTransformBody(OrderLookupBody),
      // Each line's tea house, asked for (and allowed) before the fields are validated.
      ...orderStoreMiddlewares,
      ...validateQueryWithDeclaredFields(OrderLookupQuery, lookUpOrderQueryConfig),
      slowDownOrderLookups((req) => {
        const { display_id, email } = req.validatedBody as LookupBody
        return { orderNumber: display_id, email }
      }),
    ],
  },
]
