import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { assertReachable } from "../../utils/only-its-customer"
import { forgetCartAnswersAfter } from "../carts/kept-cart-answers"

/** A payment collection is its cart's: only those who may reach the cart may pay for it. */
async function onlyTheCartsCustomer(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as { cart_id?: unknown } | undefined
  if (typeof body?.cart_id === "string") await assertReachable(req, "cart", body.cart_id)
  next()
}

async function onlyTheCollectionsCustomer(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart_payment_collection",
    fields: ["cart_id"],
    filters: { payment_collection_id: req.params.id },
  })
  if (data[0]?.cart_id) await assertReachable(req, "cart", data[0].cart_id)
  res.locals.cartId = data[0]?.cart_id
  next()
}

export const storePaymentCollectionRoutes: MiddlewareRoute[] = [
  { matcher: "/store/payment-collections", methods: ["POST"], middlewares: [onlyTheCartsCustomer] },
  {
    matcher: "/store/payment-collections/:id/payment-sessions",
    methods: ["POST"],
    middlewares: [onlyTheCollectionsCustomer],
  },
  // A new collection or session shows in the cart's answer: what was kept of it is forgotten.
  { matcher: "/store/payment-collections", methods: ["POST"], middlewares: [forgetCartAnswersAfter((req) => (req.body as { cart_id?: unknown })?.cart_id)] },
  {
    matcher: "/store/payment-collections/:id/payment-sessions",
    methods: ["POST"],
    middlewares: [forgetCartAnswersAfter((_req, res) => res.locals.cartId)],
  },
]
