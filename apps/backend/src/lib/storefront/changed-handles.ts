/**
 * The handles the storefront's cache tags name (`tea:<handle>`, `house:<handle>`), looked up from the
 * ids an event carries. Deleted teas and houses are soft-deleted, so their handles are still found:
 * their pages must be told they are gone.
 */
import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { InventoryLevelWorkflowEvents } from "@medusajs/framework/utils"

/** The stock events that name inventory levels; the others name reservations. */
const LEVEL_EVENTS: string[] = Object.values(InventoryLevelWorkflowEvents)

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

/** The teas whose variants draw on the stock of the inventory levels or reservations a stock event names. */
export async function stockTeaHandles(query: Pick<RemoteQueryFunction, "graph">, event: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const entity = LEVEL_EVENTS.includes(event) ? "inventory_level" : "reservation_item"
  const { data: records } = await query.graph({ entity, fields: ["inventory_item_id"], filters: { id: ids }, withDeleted: true })
  const itemIds = [...new Set(records.map((record: { inventory_item_id: string }) => record.inventory_item_id))]
  if (!itemIds.length) return []
  const { data: items } = await query.graph({ entity: "inventory_item", fields: ["variants.product.handle"], filters: { id: itemIds } })
  return handlesOf(items.flatMap((item: any) => (item.variants ?? []).map((variant: any) => variant?.product ?? {})))
}
