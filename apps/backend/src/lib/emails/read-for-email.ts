import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { EMAIL_ORDER_FIELDS, type EmailOrder } from "./order-for-email"
import type { EmailRefund } from "./refund-issued"
import type { EmailReturn } from "./return-received"
import type { EmailFulfillment } from "./shipment-created"

/** Medusa's records the emails are written from, read through Query; null for one that does not exist. */

async function readOne<T>(container: MedusaContainer, entity: string, fields: string[], id: string): Promise<T | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields, filters: { id } })
  // Query answers some amounts and quantities as Medusa's BigNumber; as JSON they are plain numbers.
  return data[0] ? (JSON.parse(JSON.stringify(data[0])) as T) : null
}

export const readEmailOrder = (container: MedusaContainer, orderId: string) =>
  readOne<EmailOrder>(container, "order", EMAIL_ORDER_FIELDS, orderId)

/** A fulfillment with the id of the order it ships (the order-fulfillment link). */
export const readEmailFulfillment = (container: MedusaContainer, fulfillmentId: string) =>
  readOne<EmailFulfillment & { order?: { id: string } | null }>(
    container,
    "fulfillment",
    ["id", "items.line_item_id", "items.title", "items.quantity", "labels.tracking_number", "labels.tracking_url", "order.id"],
    fulfillmentId,
  )

export const readEmailReturn = (container: MedusaContainer, returnId: string) =>
  readOne<EmailReturn & { order_id: string }>(
    container,
    "return",
    ["id", "order_id", "items.item_id", "items.quantity", "items.received_quantity"],
    returnId,
  )

/** A payment with its refunds and the id of the order it pays (the order-payment collection link). */
export const readEmailPayment = (container: MedusaContainer, paymentId: string) =>
  readOne<{ id: string; currency_code: string; refunds?: EmailRefund[] | null; payment_collection?: { order?: { id: string } | null } | null }>(
    container,
    "payment",
    ["id", "currency_code", "refunds.id", "refunds.amount", "refunds.created_at", "payment_collection.order.id"],
    paymentId,
  )
