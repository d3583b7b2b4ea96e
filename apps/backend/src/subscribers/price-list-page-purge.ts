import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, PricingEvents } from "@medusajs/framework/utils"
import { forgetListing } from "../lib/listing/listing-generation"
import { idsOf } from "../lib/listing/index-changes"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { PRICE_LIST_EVENTS } from "../lib/storefront/page-purge-tags"
import { evictableCache } from "../lib/cache/evictable-cache"

const PRICE_EVENTS: string[] = [PricingEvents.PRICE_CREATED, PricingEvents.PRICE_UPDATED, PricingEvents.PRICE_DELETED]

/**
 * A price list (a sale, a customer group's prices) or a tax-inclusion preference changes the prices
 * shown all over the catalogue: the listing's kept card prices go, then the storefront's pages. A
 * variant's own prices also raise `pricing.price.*`, but those come with the product-variant.* or
 * product.* event that subscribers/listing-sync.ts handles: only a price in a price list counts here.
 */
export default async function purgePriceListPages({ event, container }: SubscriberArgs<unknown>) {
  if (PRICE_EVENTS.includes(event.name)) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    // Removed price-list prices are soft-deleted, so they still name their list.
    const { data } = await query.graph({ entity: "price", fields: ["price_list_id"], filters: { id: idsOf(event.data) }, withDeleted: true })
    if (!data.some((price) => price.price_list_id)) return
  }
  await forgetListing(evictableCache(container))
  await notifyStorefront(container, event.name)
}

export const config: SubscriberConfig = { event: PRICE_LIST_EVENTS }
