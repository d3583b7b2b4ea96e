import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules } from "@medusajs/framework/utils"
import { LISTING_SCOPE_CACHE_KEY } from "../api/store/listing/listing-scope"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { SCOPE_EVENTS } from "../lib/storefront/revalidation-tags"

/**
 * A region, sales channel or tea type that changes makes the listing read its scope again, and then
 * the storefront every catalogue page: in that order, so its re-read finds the new scope.
 */
export default async function clearListingScope({ event, container }: SubscriberArgs<unknown>) {
  await container.resolve(Modules.CACHE).invalidate(LISTING_SCOPE_CACHE_KEY)
  await notifyStorefront(container, event.name)
}

export const config: SubscriberConfig = { event: SCOPE_EVENTS }
