import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * Relations no store route may resolve, whatever `fields` asks for: other customers (products reach
 * them through favourites), product lists hanging off types, collections, categories and tea houses
 * (Medusa answers those with drafts too), stock locations with their addresses, and inventory items
 * with their stocked and reserved quantities (a variant's `inventory_quantity` stays). A segment
 * anywhere in a requested path is enough to drop the field; Medusa applies this after each route's
 * own `allowed` list.
 */
export const STORE_DISALLOWED_RELATIONS = ["customers", "products", "stock_locations", "location", "inventory", "location_levels"]

/** Sets Medusa's per-request `disallowed` boundary on every /store route. */
export function storeFieldBoundary(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  req.disallowed = [...(req.disallowed ?? []), ...STORE_DISALLOWED_RELATIONS]
  next()
}
