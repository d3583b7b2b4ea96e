import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type Sql, activeListingVersion } from "./listing-snapshot"

/**
 * The text search configuration the Search Module's PostgreSQL provider writes and queries each tea's
 * `search_vector` with (its `language` option, "english" by default; the provider names it
 * `medusa_search_<language>`).
 */
export const LISTING_TEXT_SEARCH_CONFIG = "medusa_search_english"

/** The condition the provider matches a text with when typo tolerance is off (checked in text-matches.test.ts). */
export const TEXT_MATCH_SQL = `"search_vector" @@ plainto_tsquery('${LISTING_TEXT_SEARCH_CONFIG}', ?)`

/**
 * The ids of the teas whose searchable text matches `text` as the provider matches it, read from the
 * full-text index alone (no document is read): the count and facets of a search are then worked out in
 * memory among these teas (facet-counts.ts), as for a listing without text.
 */
export async function teasMatchingText(scope: MedusaContainer, text: string): Promise<Set<string>> {
  const sql = scope.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION)
  const { table } = await activeListingVersion(sql)
  if (!table) return new Set()
  const { rows } = await sql.raw(`SELECT "id" FROM "${table}" WHERE ${TEXT_MATCH_SQL}`, [text.trim()])
  return new Set(rows.map((row) => row.id))
}
