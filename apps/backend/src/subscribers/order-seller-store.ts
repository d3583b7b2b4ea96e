import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { linkOrderToSellerStoreWorkflow } from "../workflows/orders/link-order-to-seller-store"

/** Every placed order carries its tea house, for staff and for the house's order list. */
export default async function linkOrderToSellerStore({ event, container }: SubscriberArgs<{ id: string }>) {
  const { result } = await linkOrderToSellerStoreWorkflow(container).run({ input: { order_id: event.data.id } })
  if (!result.seller_store) {
    const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
    logger.warn(`Order ${event.data.id} is left without a tea house: ${result.reason}`)
  }
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
