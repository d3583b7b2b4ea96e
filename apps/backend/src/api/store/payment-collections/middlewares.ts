import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { assertReachable, onlyTheCartsCustomer } from "../../../lib/ownership/only-its-customer"
import { forgetCartAnswersAfter } from "../../../lib/checkout/kept-cart-answers"
import { onePaymentChangeAtATime } from "../../../lib/checkout/one-payment-change-at-a-time"

const bodyCartId = (req: MedusaRequest) => (req.body as { cart_id?: unknown } | undefined)?.cart_id

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
  // A payment collection is its cart's: only those who may reach the cart may pay for it.
  {
    matcher: "/store/payment-collections",
    methods: ["POST"],
    middlewares: [onlyTheCartsCustomer(bodyCartId)],
  },
  {
    // One change to a cart's payment at a time (the lock the v1 session routes take too).
    matcher: "/store/payment-collections/:id/payment-sessions",
    methods: ["POST"],
    middlewares: [onlyTheCollectionsCustomer, onePaymentChangeAtATime],
  },
  // A new collection or session shows in the cart's answer: what was kept of it is forgotten.
  { matcher: "/store/payment-collections", methods: ["POST"], middlewares: [forgetCartAnswersAfter(bodyCartId)] },
  {
    matcher: "/store/payment-collections/:id/payment-sessions",
    methods: ["POST"],
    middlewares: [forgetCartAnswersAfter((_req, res) => res.locals.cartId)],
  },
]
