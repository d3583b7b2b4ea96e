import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { LISTING_INDEX } from "./listing-index"
import { listingPriceFilterIndexes } from "./filter-indexes"
import type { Sql } from "./listing-snapshot"
import { listingSortIndexes } from "./sort-indexes"

// The provider's catalogue of index versions and their tables (`search_postgres_index`, one row per version).
const VERSION_TABLES = `SELECT "table_name" FROM "search_postgres_index" WHERE "name" ~ ?`
const RECHECK_MS = 60_000
const LISTING_INDEX_LOCK = "leafline:listing-indexes"
const LOCK_WAIT_SECONDS = 60

const indexedTables = new Set<string>()
let checkedAt = 0
let checking: Promise<void> | null = null

async function createMissing(sql: Sql) {
  const { rows } = await sql.raw(VERSION_TABLES, [`^${LISTING_INDEX}_v[0-9]+$`])
  for (const { table_name: table } of rows) {
    if (indexedTables.has(table)) continue
    for (const index of [...listingSortIndexes(table), ...listingPriceFilterIndexes(table)]) {
      await sql.raw(`CREATE INDEX IF NOT EXISTS "${index.name}" ON "${table}" (${index.columns})`)
    }
    indexedTables.add(table)
  }
}

/**
 * Gives each version of the listing index's table its sort and price filter indexes (sort-indexes.ts,
 * filter-indexes.ts), in the background: the request that notices a table without them is answered without waiting. Looks for new
 * versions (a reindex) at most once a minute. Every server process does this, so the check runs under a
 * lock (Medusa's Locking Module: Redis with REDIS_URL): two processes starting at once would otherwise
 * both issue CREATE INDEX IF NOT EXISTS for the same index, and the second fails on the first's
 * uncommitted one. A process that waited finds them made and creates nothing.
 */
export function ensureListingIndexes(container: MedusaContainer, now = Date.now()): void {
  if (checking || now - checkedAt < RECHECK_MS) return
  checkedAt = now
  const sql = container.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION)
  checking = container
    .resolve(Modules.LOCKING)
    .execute(LISTING_INDEX_LOCK, () => createMissing(sql), { timeout: LOCK_WAIT_SECONDS })
    .catch((error: Error) => {
      // Another process still creating them after a minute, say: the next check, a minute on, tries again.
      container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`Listing indexes: ${error.message}`)
    })
    .finally(() => {
      checking = null
    })
}
