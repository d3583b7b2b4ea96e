import type { ISearchModuleService, Logger, SearchMutation } from "@medusajs/framework/types"

/**
 * Applies an event's index writes through the Search Module, in order (a delete must not overtake the
 * upsert before it). The module resolves the index's active version for each write, as Medusa's own
 * ingestion does, and throws when the engine refuses one.
 */
export async function writeIndex(search: ISearchModuleService, index: string, mutations: SearchMutation[], logger: Logger) {
  for (const mutation of mutations) {
    if (mutation.action === "upsert" && !mutation.documents.length) continue
    const task =
      mutation.action === "upsert"
        ? await search.upsertDocuments({ index, documents: mutation.documents })
        : await search.deleteDocuments({ index, filters: mutation.filters })
    // PostgreSQL applies a write before it answers ("succeeded"), so the index already holds it when
    // the storefront is told to read it again. An engine that queues writes answers "enqueued"; Medusa's
    // ingestion then waits on the provider's `waitForTask`, which the module service does not offer.
    if (task.status !== "succeeded") {
      logger.warn(`Search index "${index}" queued a write (${task.status}): the storefront may re-read it before it lands`)
    }
  }
}
