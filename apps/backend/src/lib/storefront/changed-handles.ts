/**
 * The handles the storefront's cache tags name (`tea:<handle>`, `house:<handle>`), looked up from the
 * ids an event carries. Deleted teas and houses are soft-deleted, so their handles are still found:
 * their pages must be told they are gone.
 */
import type { RemoteQueryFunction } from "@medusajs/framework/types"

const handlesOf = (rows: { handle?: string | null }[]) => [...new Set(rows.flatMap((row) => (row.handle ? [row.handle] : [])))]

export async function teaHandles(query: Pick<RemoteQueryFunction, "graph">, productIds: string[]): Promise<string[]> {
  if (!productIds.length) return []
  const { data } = await query.graph({ entity: "product", fields: ["handle"], filters: { id: productIds }, withDeleted: true })
  return handlesOf(data)
}

export async function houseHandles(query: Pick<RemoteQueryFunction, "graph">, storeIds: string[]): Promise<string[]> {
  if (!storeIds.length) return []
  const { data } = await query.graph({ entity: "seller_store", fields: ["handle"], filters: { id: storeIds }, withDeleted: true })
  return handlesOf(data as { handle?: string | null }[])
}
