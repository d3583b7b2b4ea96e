import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents } from "@medusajs/framework/utils"
import { readEmailFulfillment, readEmailOrder } from "../lib/emails/read-for-email"
import { sendEmail, storefrontUrlOf } from "../lib/emails/send-email"
import { SHIPMENT_CREATED_TEMPLATE, shipmentCreatedEmail } from "../lib/emails/shipment-created"

/** Medusa's payload for shipment.created: the fulfillment staff marked as shipped. */
interface ShipmentCreatedEvent {
  id: string
  /** Staff's "send notification" left off in the back office. */
  no_notification?: boolean
}

/** Mails the shopper a parcel of their order with its tracking number. */
export default async function mailShipment({ event, container }: SubscriberArgs<ShipmentCreatedEvent>) {
  if (event.data.no_notification) return
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const fulfillment = await readEmailFulfillment(container, event.data.id)
  const order = fulfillment?.order ? await readEmailOrder(container, fulfillment.order.id) : null
  if (!fulfillment || !order) {
    logger.warn(`No shipment email: fulfillment ${event.data.id} or its order not found`)
    return
  }
  await sendEmail(container, {
    to: order.email,
    template: SHIPMENT_CREATED_TEMPLATE,
    message: await shipmentCreatedEmail(order, fulfillment, storefrontUrlOf(container)),
    trigger: FulfillmentWorkflowEvents.SHIPMENT_CREATED,
    idempotencyKey: `shipment-created:${fulfillment.id}`,
    resource: { type: "fulfillment", id: fulfillment.id },
  })
}

export const config: SubscriberConfig = { event: FulfillmentWorkflowEvents.SHIPMENT_CREATED }
