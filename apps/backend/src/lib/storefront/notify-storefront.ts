import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { forgetCatalogueAnswers } from "../cache/answer-versions"
import { type PagePurgeClient, createPagePurgeClient } from "./page-purge-client"
import { type ChangedHandles, tagsToPurge } from "./page-purge-tags"

let client: PagePurgeClient | undefined

/** One client per process, so "no secret" is logged once. */
function pagePurgeClient(container: MedusaContainer): PagePurgeClient {
  client ??= createPagePurgeClient({
    secret: process.env.PAGE_CACHE_PURGE_SECRET || undefined,
    // The Varnish in front of the storefront on each machine (scripts/lib/varnish.mjs), comma-separated.
    pageCacheUrls: (process.env.STOREFRONT_PAGE_CACHE_URLS ?? "").split(",").map((url) => url.trim()).filter(Boolean),
    logger: container.resolve<Logger>(ContainerRegistrationKeys.LOGGER),
  })
  return client
}

/**
 * Tells the page caches which kept pages `event` made stale: one call with all the event's tags.
 * `findChanged` looks up the handles the tags name. Never throws: by now the change is made, and a
 * subscriber that failed here would only get its work redone.
 */
export async function notifyStorefront(
  container: MedusaContainer,
  event: string,
  findChanged: () => Promise<ChangedHandles> = async () => ({}),
): Promise<void> {
  try {
    // First the back end's kept product answers, which the pages rendered again will read.
    await forgetCatalogueAnswers(container)
    await pagePurgeClient(container).purge(tagsToPurge(event, await findChanged()))
  } catch (error) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`Could not tell the storefront about ${event}: ${(error as Error).message}`)
  }
}
