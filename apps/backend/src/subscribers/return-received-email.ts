import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { readEmailOrder, readEmailReturn } from "../lib/emails/read-for-email"
import { RETURN_RECEIVED_TEMPLATE, receivedItems, returnReceivedEmail } from "../lib/emails/return-received"
import { sendEmail, storefrontUrlOf } from "../lib/emails/send-email"

/** Mails the shopper what of their return has arrived. */
export default async function mailReceivedReturn({ event, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  const orderReturn = await readEmailReturn(container, event.data.return_id)
  const order = orderReturn ? await readEmailOrder(container, orderReturn.order_id) : null
  if (!orderReturn || !order) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`No return email: return ${event.data.return_id} or its order not found`)
    return
  }
  // A return can be received in several goes, each with this same payload: the key counts what has arrived,
  // so each go mails once.
  const received = receivedItems(orderReturn).reduce((sum, item) => sum + item.quantity, 0)
  await sendEmail(container, {
    to: order.email,
    template: RETURN_RECEIVED_TEMPLATE,
    message: await returnReceivedEmail(order, orderReturn, storefrontUrlOf(container)),
    trigger: OrderWorkflowEvents.RETURN_RECEIVED,
    idempotencyKey: `return-received:${orderReturn.id}:${received}`,
    resource: { type: "return", id: orderReturn.id },
  })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.RETURN_RECEIVED }
