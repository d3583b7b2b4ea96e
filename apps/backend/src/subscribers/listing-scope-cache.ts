import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules } from "@medusajs/framework/utils"
import { LISTING_SCOPE_CACHE_KEY } from "../api/store/listing/listing-scope"
import { forgetCardPrices } from "../lib/listing/card-price-cache"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { SCOPE_EVENTS } from "../lib/storefront/revalidation-tags"

/**
 * A region, sales channel or tea type that changes makes the listing read its scope again and price its
 * cards again (a region's currency and taxes), and then
 * the storefront every catalogue page: in that order, so its re-read finds the new scope.
 */
export default async function clearListingScope({ event, container }: SubscriberArgs<unknown>) {
  const cache = container.resolve(Modules.CACHE)
  await cache.invalidate(LISTING_SCOPE_CACHE_KEY)
  await forgetCardPrices(cache)
  await notifyStorefront(container, event.name)
}

export const config: SubscriberConfig = { event: SCOPE_EVENTS }
