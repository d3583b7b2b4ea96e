import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { LISTING_INDEX } from "./listing-index"
import { type Vocabulary, wordsOf } from "./spelling"

type Sql = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, string>[] }> }

// The table of the listing index's active version: the Search Module's catalogue of indexes and versions,
// and its PostgreSQL provider's of tables.
const ACTIVE_TABLE = `
  SELECT p."table_name" FROM "search_index" i
  JOIN "search_index_version" v ON v."search_index_id" = i."id" AND v."version" = i."active_version" AND v."deleted_at" IS NULL
  JOIN "search_postgres_index" p ON p."name" = v."physical_name"
  WHERE i."name" = ? AND i."deleted_at" IS NULL`

/** The words of every tea's searchable text (what the provider matches against), and how many teas use each. */
async function readVocabulary(sql: Sql): Promise<Vocabulary> {
  const { rows: tables } = await sql.raw(ACTIVE_TABLE, [LISTING_INDEX])
  const words = new Map<string, number>()
  if (!tables[0]) return words
  const { rows } = await sql.raw(`SELECT "search_text" FROM "${tables[0].table_name}"`)
  for (const { search_text } of rows) {
    for (const word of new Set(wordsOf(search_text))) words.set(word, (words.get(word) ?? 0) + 1)
  }
  return words
}

let kept: { generation: string; vocabulary: Promise<Vocabulary> } | undefined

/**
 * The listing's vocabulary under the listing's generation (lib/listing/listing-generation.ts): read once per
 * catalogue change in each process (about 1,000 words at 10,000 teas), the first time a search needs it.
 */
export function listingVocabulary(scope: MedusaContainer, generation: string): Promise<Vocabulary> {
  if (kept?.generation !== generation) {
    const vocabulary = readVocabulary(scope.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION))
    kept = { generation, vocabulary }
    // A failed read is not kept: the next search reads again.
    vocabulary.catch(() => {
      if (kept?.vocabulary === vocabulary) kept = undefined
    })
  }
  return kept.vocabulary
}
