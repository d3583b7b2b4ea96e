import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { onlyItsCustomer } from "../../utils/only-its-customer"
import { oneGuestCustomerPerEmail } from "./one-guest-per-email"

/** Medusa's line-item DELETE answers an unknown cart with a 500 (its refresh step finds no cart): a 404 here. */
async function cartMustExist(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id"], filters: { id: req.params.id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id ${req.params.id} was not found`)
  next()
}

export const storeCartRoutes: MiddlewareRoute[] = [
  {
    // Every route under one cart, Medusa's and ours: reading it, its line items, shipping, promotions,
    // completion, and taking it over at sign-in (POST .../customer), which a guest's cart allows.
    matcher: /^\/store\/carts\/[^/]+(\/.*)?$/,
    methods: ["GET", "POST", "DELETE"],
    middlewares: [onlyItsCustomer("cart")],
  },
  { matcher: "/store/carts/:id/line-items/:line_id", methods: ["DELETE"], middlewares: [cartMustExist] },
  { matcher: /^\/store\/carts(\/[^/]+)?\/?$/, methods: ["POST"], middlewares: [oneGuestCustomerPerEmail] },
]
