import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { idInStorePath } from "../http/store-path"
import { type OwnedRecord, mayReach } from "./customer-ownership"

const OWNER_FIELDS = ["id", "customer_id", "customer.has_account"]
const LABELS = { cart: "Cart", order: "Order" } as const

type Owned = keyof typeof LABELS
type RequestWithActor = MedusaRequest & { auth_context?: { actor_id?: string } }

async function retrieveOwned(scope: MedusaContainer, entity: Owned, id: string): Promise<OwnedRecord | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: OWNER_FIELDS, filters: { id } })
  return data[0] as OwnedRecord | undefined
}

/**
 * Refuses a cart or an order of a customer with an account to anyone but that customer's session: a
 * 404, as if it did not exist. An unknown id gets the very same 404, so the answer does not tell
 * someone else's record from none (Medusa's routes word theirs differently, or fail on some).
 */
export async function assertReachable(req: RequestWithActor, entity: Owned, id: string) {
  const record = await retrieveOwned(req.scope, entity, id)
  if (!record || !mayReach(record, req.auth_context?.actor_id)) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `${LABELS[entity]} with id ${id} was not found`)
  }
}

/** A middleware for routes whose path names the cart or order as its third segment: /store/carts/:id/... */
export function onlyItsCustomer(entity: Owned) {
  return async (req: RequestWithActor, _res: MedusaResponse, next: MedusaNextFunction) => {
    const id = idInStorePath(req.path)
    if (id) await assertReachable(req, entity, id)
    next()
  }
}

/** A middleware for routes that name the cart in their query or body (`cart_id`) rather than their path. */
export function onlyTheCartsCustomer(cartId: (req: MedusaRequest) => unknown) {
  return async (req: RequestWithActor, _res: MedusaResponse, next: MedusaNextFunction) => {
    const id = cartId(req)
    if (typeof id === "string") await assertReachable(req, "cart", id)
    next()
  }
}

/**
 * A middleware for a route that reaches an order through the cart it was placed from (v1's GET
 * /store/orders/cart/:cart_id): only for those who may reach both. Someone else's cart or order answers the
 * same 404 as a cart without an order, which the route answers.
 */
export function onlyTheOrderOfItsCart(cartId: (req: MedusaRequest) => string) {
  return async (req: RequestWithActor, _res: MedusaResponse, next: MedusaNextFunction) => {
    const id = cartId(req)
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: id } })
    const orderId = (data[0] as { order_id?: string } | undefined)?.order_id
    if (!orderId) return next()
    try {
      await assertReachable(req, "cart", id)
      await assertReachable(req, "order", orderId)
    } catch (error) {
      if ((error as MedusaError).type === MedusaError.Types.NOT_FOUND) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order of cart ${id} was not found`)
      throw error
    }
    next()
  }
}
