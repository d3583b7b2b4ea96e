import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { idsOf } from "../lib/listing/index-changes"
import { stockTeaHandles } from "../lib/storefront/changed-handles"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { STOCK_EVENTS } from "../lib/storefront/revalidation-tags"

/** Stock that changes (staff, an order, a fulfilment) changes whether a tea page's variants are in stock. */
export default async function revalidateStock({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  await notifyStorefront(container, event.name, async () => ({ teas: await stockTeaHandles(query, event.name, idsOf(event.data)) }))
}

export const config: SubscriberConfig = { event: STOCK_EVENTS }
