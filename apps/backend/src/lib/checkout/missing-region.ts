import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * Medusa's create-cart workflow looks its region up in a step that answers "no region" for any failure
 * (core-flows cart/steps/find-one-or-any-region.js catches the query's error), so a database that went
 * away during the lookup reaches the shopper as a 404 "No regions found" for a region that exists.
 */
export function isMissingRegionError(error: unknown): boolean {
  return error instanceof MedusaError && error.type === MedusaError.Types.NOT_FOUND && error.message === "No regions found"
}

/**
 * Whether the region a new cart named (or, without one, the store's default) is really missing, asked
 * again: `true` when it is, `false` when it is there now, so the workflow's lookup failed rather than found
 * nothing. A database still out of reach throws its error, for the error handler's 503.
 */
export async function regionIsMissing(scope: MedusaContainer, regionId: string | undefined): Promise<boolean> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  let id = regionId
  if (!id) {
    const { data: stores } = await query.graph({ entity: "store", fields: ["default_region_id"] })
    id = stores[0]?.default_region_id ?? undefined
    if (!id) return true
  }
  const { data: regions } = await query.graph({ entity: "region", fields: ["id"], filters: { id } })
  return regions.length === 0
}
