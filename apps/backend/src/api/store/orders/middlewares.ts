import {
  authenticate,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
  validateAndTransformBody,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { validateQueryWithDeclaredFields } from "../../../lib/http/validate-declared-fields"
import { onlyItsCustomer } from "../../../lib/ownership/only-its-customer"
import { oneReturnRequestAtATimeFor } from "../../../lib/returns/one-return-request-at-a-time"
import { orderStoreMiddlewares } from "../../../lib/seller-stores/seller-store-fields"
import { RequestReturnBody } from "./[id]/returns/validators"
import { lookUpOrderQueryConfig } from "./lookup/query-config"
import { slowDownOrderLookups } from "../../../lib/order-lookup/slow-down-order-lookups"
import { type OrderLookupBody as LookupBody, OrderLookupBody, OrderLookupQuery } from "./validators"

const signedInCustomer = authenticate("customer", ["session", "bearer"])

/** The returns route answers fixed fields: a `fields` (or any other) query parameter is refused, not ignored. */
function noQueryParameters(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const given = Object.keys(req.query ?? {})
  if (given.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `This route takes no query parameters (got ${given.join(", ")})`)
  }
  next()
}

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
  // A return is the signed-in customer's, of their own order (404 for any other), one request of an order at a time.
  { matcher: "/store/orders/:id/returns", methods: ["GET"], middlewares: [signedInCustomer, noQueryParameters] },
  {
    matcher: "/store/orders/:id/returns",
    methods: ["POST"],
    middlewares: [signedInCustomer, noQueryParameters, validateAndTransformBody(RequestReturnBody), oneReturnRequestAtATimeFor((req) => req.params.id)],
  },
]
