import type { SubscriberConfig } from "@medusajs/framework"
import { listingSummaries } from "../lib/listing/summary-cache"
import { LISTING_EVENTS } from "../search/listing"

/** A catalogue change can change any listing's counts: forget them all. */
export default async function clearListingSummaries() {
  listingSummaries.clear()
}

export const config: SubscriberConfig = { event: LISTING_EVENTS }
