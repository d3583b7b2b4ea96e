/**
 * The tea-house handles the storefront's cache tags name (`house:<handle>`), looked up from the ids an
 * event carries. Deleted houses are soft-deleted, so their handles are still found: their pages must be
 * told they are gone. (A tea's handles come with its listing change, lib/listing/index-changes.ts.)
 */
import type { RemoteQueryFunction } from "@medusajs/framework/types"

/** Each handle the rows carry, once. */
export const handlesOf = (rows: { handle?: string | null }[]) => [...new Set(rows.flatMap((row) => (row.handle ? [row.handle] : [])))]

export async function houseHandles(query: Pick<RemoteQueryFunction, "graph">, storeIds: string[]): Promise<string[]> {
  if (!storeIds.length) return []
  const { data } = await query.graph({ entity: "seller_store", fields: ["handle"], filters: { id: storeIds }, withDeleted: true })
  return handlesOf(data as { handle?: string | null }[])
}
