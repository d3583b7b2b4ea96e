import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { LISTING_INDEX } from "../lib/listing/listing-index"

/**
 * Writes every product into the listing index through the index's own `seed`, and waits for it.
 * A `medusa exec` script's products are indexed by that process's in-memory event bus, which may
 * exit before the last events are handled; this makes the index whole before the server starts.
 * On a new database the index has no version yet: the server builds it from scratch when it starts.
 */
export async function syncListingIndex(container: MedusaContainer): Promise<number | "on first start"> {
  const search = container.resolve(Modules.SEARCH)
  // A new index gets its first version when the server starts, which seeds it from scratch.
  const listing = (await search.listIndexes()).find((index) => index.name === LISTING_INDEX)
  if (listing?.status !== "ready") return "on first start"
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const index = search.getIndex(LISTING_INDEX)
  let written = 0
  for await (const mutations of index.seed({ container: { query: query as any, logger }, index })) {
    for (const mutation of mutations) {
      if (mutation.action !== "upsert") continue
      await search.upsertDocuments({ index: LISTING_INDEX, documents: mutation.documents })
      written += mutation.documents.length
    }
  }
  return written
}
