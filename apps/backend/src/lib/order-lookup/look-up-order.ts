import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type OwnedRecord, mayReach } from "../ownership/customer-ownership"
import { placedWithEmail } from "./lookup-input"

export interface OrderLookup {
  /** The order's number (`display_id`). */
  orderNumber: number
  /** The email the guest entered (lookupEmailOf's). */
  email: string
  /** The signed-in customer making the lookup, if any. */
  actorId?: string | null
  /** The fields to answer with (the route's declared ones). */
  fields: string[]
}

/** The one answer to a number and email that name no order the caller may see, whatever the reason. */
export const NO_MATCHING_ORDER = "No order matches that number and email."

type Candidate = OwnedRecord & { id: string; email: string | null }

/**
 * The order with this number, placed with this email, that the caller may see: a guest's order (Medusa
 * gives a guest a customer record without an account), or an order of the signed-in customer's own. An
 * order of a customer with an account is theirs to see with their session only (lib/ownership/customer-ownership.ts),
 * so for anyone else it is not found, exactly as an unknown number or a wrong email is. Drafts are never
 * found. Null when there is no such order.
 */
export async function lookUpOrder(scope: MedusaContainer, lookup: OrderLookup): Promise<Record<string, unknown> | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "email", "customer_id", "customer.has_account"],
    // `display_id` is an integer column; Query's generated filter type has it as a string.
    filters: { display_id: lookup.orderNumber as unknown as string, is_draft_order: false },
  })
  const order = (data as Candidate[]).find((candidate) => placedWithEmail(candidate.email, lookup.email))
  if (!order || !mayReach(order, lookup.actorId)) return null

  // Medusa's own order answer (GET /store/orders/:id): its statuses are worked out from the payments and fulfilments.
  const { result } = await getOrderDetailWorkflow(scope).run({
    input: { fields: lookup.fields, order_id: order.id, filters: { is_draft_order: false } },
  })
  return result as unknown as Record<string, unknown>
}
