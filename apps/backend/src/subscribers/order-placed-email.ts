import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { ORDER_PLACED_TEMPLATE, orderPlacedEmail } from "../lib/emails/order-placed"
import { readEmailOrder } from "../lib/emails/read-for-email"
import { sendEmail, storefrontUrlOf } from "../lib/emails/send-email"
import { findOrderHouse } from "../lib/seller-stores/order-house"

/** Mails the shopper each tea house's order as it is placed (a checkout of several houses places several). */
export default async function mailPlacedOrder({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await readEmailOrder(container, event.data.id)
  if (!order) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`No order-placed email: order ${event.data.id} not found`)
    return
  }
  // The house as the order's teas give it, linked yet or not (order-seller-store.ts links it on this event too).
  const { seller_store: house } = await findOrderHouse(container, order.id)
  await sendEmail(container, {
    to: order.email,
    template: ORDER_PLACED_TEMPLATE,
    message: await orderPlacedEmail(order, house?.name ?? "Leafline", storefrontUrlOf(container)),
    trigger: OrderWorkflowEvents.PLACED,
    idempotencyKey: `order-placed:${order.id}`,
    resource: { type: "order", id: order.id },
  })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
