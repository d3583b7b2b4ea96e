import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { idsOf } from "../lib/listing/index-changes"
import { houseHandles } from "../lib/storefront/changed-handles"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { TEA_HOUSE_LIST_EVENTS } from "../lib/storefront/page-purge-tags"

/** A tea house that opens or closes changes the storefront's list of houses, and its own page. */
export default async function purgeTeaHouseListPages({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  await notifyStorefront(container, event.name, async () => ({ houses: await houseHandles(query, idsOf(event.data)) }))
}

export const config: SubscriberConfig = { event: TEA_HOUSE_LIST_EVENTS }
