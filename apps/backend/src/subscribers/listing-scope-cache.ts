import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { forgetListing } from "../lib/listing/listing-generation"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { SCOPE_EVENTS } from "../lib/storefront/page-purge-tags"
import { evictableCache } from "../lib/cache/evictable-cache"

/**
 * A region, sales channel or tea type that changes makes the listing read its scope again and price its
 * cards again (a region's currency and taxes), and then
 * the storefront every catalogue page: in that order, so its re-read finds the new scope.
 */
export default async function clearListingScope({ event, container }: SubscriberArgs<unknown>) {
  // The listing's generation, shared by every process (this runs on the worker): scope and card prices.
  await forgetListing(evictableCache(container))
  await notifyStorefront(container, event.name)
}

export const config: SubscriberConfig = { event: SCOPE_EVENTS }
