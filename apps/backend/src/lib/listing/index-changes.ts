/**
 * What a catalogue event changes in the listing index: the teas it touches and the writes that bring
 * their documents up to date. The index's `seed` (lib/listing/listing-index.ts) builds its writes with the same
 * `toListingMutations`, so an event and a reindex always agree on what a tea's document is.
 */
import type { RemoteQueryFunction, SearchMutation } from "@medusajs/framework/types"
import { ProductWorkflowEvents } from "@medusajs/framework/utils"
import { handlesOf } from "../storefront/changed-handles"
import { SELLER_STORE_UPDATED } from "../seller-stores/events"
import { TEA_EVENTS } from "../storefront/page-purge-tags"
import { LISTING_GRAPH_FIELDS, type ListingProductRow, isListed, toListingDocument } from "./documents"

/** What changes a listing document: what changes a tea's own data, and a tea house's name or handle on its teas. */
export const LISTING_EVENTS = [...TEA_EVENTS, SELLER_STORE_UPDATED]

export interface ListingChange {
  /** The handles of the teas the event is about, deleted ones included: their pages are stale too. */
  teaHandles: string[]
  mutations: SearchMutation[]
}

/** The ids an event's payload names: `{ id }`, or a list of them. */
export const idsOf = (data: unknown): string[] =>
  (Array.isArray(data) ? data : [data]).flatMap((entry) => {
    const id = (entry as { id?: unknown } | null)?.id
    return Array.isArray(id) ? id.filter((one): one is string => typeof one === "string") : typeof id === "string" ? [id] : []
  })

async function productIdsForEvent(name: string, ids: string[], query: Pick<RemoteQueryFunction, "graph">): Promise<string[]> {
  if (name.startsWith("product-variant.")) {
    // A deleted variant is soft-deleted: it still names its product, whose document loses its prices.
    const { data } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id: ids }, withDeleted: true })
    return [...new Set(data.flatMap((variant) => (variant.product_id ? [variant.product_id] : [])))]
  }
  if (name === SELLER_STORE_UPDATED) {
    const { data } = await query.graph({ entity: "seller_store", fields: ["products.id"], filters: { id: ids } })
    return data.flatMap((store: any) => (store.products ?? []).map((product: { id: string }) => product.id))
  }
  return ids
}

/** Upserts the listed products among `ids`, deletes the rest (gone, unpublished or in no channel). */
export function toListingMutations(ids: string[], rows: ListingProductRow[]): SearchMutation[] {
  const listed = rows.filter(isListed)
  const kept = new Set(listed.map((row) => row.id))
  const dropped = ids.filter((id) => !kept.has(id))
  return [
    ...(listed.length ? [{ action: "upsert" as const, documents: listed.map(toListingDocument) }] : []),
    ...(dropped.length ? [{ action: "delete" as const, filters: { id: dropped } }] : []),
  ]
}

/** The teas a listing event touches (read once: their rows give both the documents and the handles), and the index writes it calls for. */
export async function listingChangeForEvent(event: { name: string; data: unknown }, query: Pick<RemoteQueryFunction, "graph">): Promise<ListingChange> {
  const productIds = await productIdsForEvent(event.name, idsOf(event.data), query)
  if (!productIds.length) return { teaHandles: [], mutations: [] }
  if (event.name === ProductWorkflowEvents.DELETED) {
    // Soft-deleted: the rows still name the handles of the pages that must now say the tea is gone.
    const { data } = await query.graph({ entity: "product", fields: ["handle"], filters: { id: productIds }, withDeleted: true })
    return { teaHandles: handlesOf(data), mutations: [{ action: "delete", filters: { id: productIds } }] }
  }
  const { data } = await query.graph({ entity: "product", fields: LISTING_GRAPH_FIELDS, filters: { id: productIds } })
  const rows = data as ListingProductRow[]
  return { teaHandles: handlesOf(rows), mutations: toListingMutations(productIds, rows) }
}
