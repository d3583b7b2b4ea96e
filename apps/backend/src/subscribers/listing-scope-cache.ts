import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules, ProductTypeWorkflowEvents, RegionWorkflowEvents, SalesChannelWorkflowEvents } from "@medusajs/framework/utils"
import { LISTING_SCOPE_CACHE_KEY } from "../api/store/listing/listing-scope"

/** A region, sales channel or tea type that changes makes the listing read its scope again. */
export default async function clearListingScope({ container }: SubscriberArgs) {
  await container.resolve(Modules.CACHE).invalidate(LISTING_SCOPE_CACHE_KEY)
}

export const config: SubscriberConfig = {
  event: [RegionWorkflowEvents, SalesChannelWorkflowEvents, ProductTypeWorkflowEvents].flatMap((events) => [
    events.CREATED,
    events.UPDATED,
    events.DELETED,
  ]),
}
