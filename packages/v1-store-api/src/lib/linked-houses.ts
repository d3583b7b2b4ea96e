import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

// The shop's links of a tea house (apps/backend/src/links), by the names Query knows them by.
const SELLER_STORE_PRODUCT = "seller_store_product"
const SELLER_STORE_SHIPPING_OPTION = "seller_store_shipping_option"

/** The tea house of each record named, read through a link table of the house's: record id → house id (null for none). */
async function linkedHouses(scope: MedusaContainer, entryPoint: string, idField: string, recordIds: (string | null | undefined)[]) {
  const ids = [...new Set(recordIds.filter((id): id is string => !!id))]
  const houses = new Map<string, string | null>(ids.map((id) => [id, null]))
  if (!ids.length) return houses
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: entryPoint, fields: [idField, "seller_store_id"], filters: { [idField]: ids } })
  for (const row of data as Record<string, string>[]) houses.set(row[idField], row.seller_store_id)
  return houses
}

/**
 * The tea house of each product named. Read through the link table, as a line's own fields come whole
 * only (`*items`) and Query then drops them when a relation under the line is named too.
 */
export const productHouses = (scope: MedusaContainer, productIds: (string | null | undefined)[]) =>
  linkedHouses(scope, SELLER_STORE_PRODUCT, "product_id", productIds)

/** The tea house of each shipping option named (v2's shipping methods do not carry it). */
export const shippingOptionHouses = (scope: MedusaContainer, optionIds: (string | null | undefined)[]) =>
  linkedHouses(scope, SELLER_STORE_SHIPPING_OPTION, "shipping_option_id", optionIds)

/** A cart's or an order's lines, each with its tea house (`store_id`). */
export async function withLineHouses<Line extends { product_id?: string | null }>(
  scope: MedusaContainer,
  lines: Line[] | null | undefined,
): Promise<(Line & { store_id: string | null })[]> {
  const houses = await productHouses(scope, (lines ?? []).map((line) => line.product_id))
  return (lines ?? []).map((line) => ({ ...line, store_id: houses.get(line.product_id ?? "") ?? null }))
}
