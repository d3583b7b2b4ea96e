import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { LISTING_EVENTS, idsOf, listingChangeForEvent } from "../lib/listing/index-changes"
import { forgetListing } from "../lib/listing/listing-generation"
import { writeIndex } from "../lib/listing/write-index"
import { houseHandles } from "../lib/storefront/changed-handles"
import { notifyStorefront } from "../lib/storefront/notify-storefront"
import { LISTING_INDEX } from "../lib/listing/listing-index"
import { SELLER_STORE_UPDATED } from "../lib/seller-stores/events"
import { evictableCache } from "../lib/cache/evictable-cache"

/**
 * Keeps the listing in step with a catalogue change, in order: the index write, then the listing's
 * kept counts, facets and card prices (a new listing generation), then the storefront's cached pages. One
 * subscriber does all three because the subscribers of one event run side by side: a storefront told by
 * another would re-read the listing before the write is in (which is also why the index declares no
 * `events` for Medusa's own search-ingestion subscriber to write it).
 */
export default async function syncListing({ event, container }: SubscriberArgs<unknown>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const change = await listingChangeForEvent(event, query)
  try {
    await writeIndex(container.resolve(Modules.SEARCH), LISTING_INDEX, change.mutations, container.resolve<Logger>(ContainerRegistrationKeys.LOGGER))
  } finally {
    // Even when the write failed: a tea's own page is read from Medusa, not from the index. The error
    // still reaches the event bus, which may deliver the event again.
    // A new listing generation, in the Cache Module that every process reads (this runs on the worker, so
    // clearing anything in this process's memory would reach none of the servers): counts, facets and
    // card prices kept before the write are no longer read anywhere.
    await forgetListing(evictableCache(container))
    await notifyStorefront(container, event.name, async () => ({
      teas: change.teaHandles,
      houses: event.name === SELLER_STORE_UPDATED ? await houseHandles(query, idsOf(event.data)) : [],
    }))
  }
}

export const config: SubscriberConfig = { event: LISTING_EVENTS }
