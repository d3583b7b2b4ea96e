import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listingGeneration } from "./listing-generation"
import { type ListingScope, chooseRegion } from "./listing-scope"
import { listingScope } from "./read-listing-scope"
import { evictableCache } from "../cache/evictable-cache"

/**
 * What the listing's middlewares put on the request for its route; `listingGeneration` is what everything
 * the request reads from, or keeps for, later requests is kept under (lib/listing/listing-generation.ts).
 */
export type ListingRequestScope = { listingScope: ListingScope; listingCurrency: string; listingGeneration: string }

/**
 * The region and country the listing prices for: the asked ones, checked, or the shop's default
 * region and its first country. Sets the pricing and tax contexts Medusa's pricing and tax middlewares
 * would, from the shop's kept scope instead of reading the region again. The listing is public (no
 * customer session reaches it), so no customer group joins the pricing context. The scope stays on the
 * request for the route.
 */
export async function resolveListingRegion(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const fields = req.filterableFields as { region_id?: string; country_code?: string }
    const generation = await listingGeneration(evictableCache(req.scope))
    const scope = await listingScope(req.scope, generation)
    const { region, countryCode } = chooseRegion(scope, { regionId: fields.region_id, countryCode: fields.country_code })
    fields.region_id = region.id
    fields.country_code = countryCode
    req.pricingContext = { region_id: region.id, currency_code: region.currency_code }
    if (region.automatic_taxes) {
      ;(req as MedusaRequest & { taxContext?: unknown }).taxContext = {
        taxInclusivityContext: { automaticTaxes: true },
        taxLineContext: { address: { country_code: countryCode }, locale: req.locale },
      }
    }
    Object.assign(req, { listingScope: scope, listingCurrency: region.currency_code, listingGeneration: generation } satisfies ListingRequestScope)
    next()
  } catch (error) {
    next(error)
  }
}
