import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type TeaFacts, teaFacts } from "./facet-counts"
import { LISTING_INDEX } from "./listing-index"
import { type Vocabulary, wordsOf } from "./spelling"

/** The container's PG_CONNECTION (a Knex instance), as much of it as the listing uses: raw SQL with bindings. */
export type Sql = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, string>[] }> }

// The table of the listing index's active version: the Search Module's catalogue of indexes and versions,
// and its PostgreSQL provider's of tables.
const ACTIVE_TABLE = `
  SELECT p."table_name", v."status" FROM "search_index" i
  JOIN "search_index_version" v ON v."search_index_id" = i."id" AND v."version" = i."active_version" AND v."deleted_at" IS NULL
  JOIN "search_postgres_index" p ON p."name" = v."physical_name"
  WHERE i."name" = ? AND i."deleted_at" IS NULL`

/** What the listing keeps of its index in memory: the words of the teas' searchable text, and each tea's facts. */
export interface ListingSnapshot {
  /** Every word of the teas' searchable text (what the provider matches against) and how many teas use it. */
  vocabulary: Vocabulary
  /** What the listing filters and counts of each tea (facet-counts.ts). */
  teas: TeaFacts[]
  /** The same, by tea id: a text's matches are looked up rather than every tea scanned for them. */
  byId: Map<string, TeaFacts>
  /** Whether the index was whole when read: not while the Search Module still builds it (a new database). */
  complete: boolean
}

/** The table that holds the listing index's active version (none before the first sync), and whether the Search Module finished building it. */
export async function activeListingVersion(sql: Sql): Promise<{ table?: string; ready: boolean }> {
  const { rows } = await sql.raw(ACTIVE_TABLE, [LISTING_INDEX])
  return { table: rows[0]?.table_name, ready: rows[0]?.status === "ready" }
}

async function readSnapshot(sql: Sql): Promise<ListingSnapshot> {
  const { table, ready } = await activeListingVersion(sql)
  const vocabulary = new Map<string, number>()
  if (!table) return { vocabulary, teas: [], byId: new Map(), complete: false }
  const { rows } = await sql.raw(`SELECT "id", "indexed", "search_text" FROM "${table}"`)
  const teas: TeaFacts[] = []
  for (const { id, indexed, search_text } of rows as unknown as { id: string; indexed: Record<string, unknown>; search_text: string }[]) {
    for (const word of new Set(wordsOf(search_text))) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
    teas.push(teaFacts(id, indexed))
  }
  return { vocabulary, teas, byId: new Map(teas.map((tea) => [tea.id, tea])), complete: ready }
}

let kept: { generation: string; snapshot: Promise<ListingSnapshot> } | undefined

/**
 * The listing's snapshot under the listing's generation (lib/listing/listing-generation.ts): read once per
 * catalogue change in each process (10,000 teas: about 1,000 words and a few fields each), the first time a
 * request needs it.
 */
export function listingSnapshot(scope: MedusaContainer, generation: string): Promise<ListingSnapshot> {
  if (kept?.generation !== generation) {
    const snapshot = readSnapshot(scope.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION))
    kept = { generation, snapshot }
    // A failed read is not kept, nor one of an index still being built: the next request reads again.
    snapshot.then(
      ({ complete }) => {
        if (!complete && kept?.snapshot === snapshot) kept = undefined
      },
      () => {
        if (kept?.snapshot === snapshot) kept = undefined
      },
    )
  }
  return kept.snapshot
}
