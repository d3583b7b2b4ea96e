import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type ListingScope, chooseRegion } from "../../../lib/listing/listing-scope"
import { listingScope } from "./listing-scope"

/** What the listing's middlewares put on the request for its route. */
export type ListingRequestScope = { listingScope: ListingScope; listingCurrency: string }

/**
 * The region and country the listing prices for: the asked ones, checked, or the shop's default
 * region and its first country. Puts them where Medusa's pricing middleware reads them, and sets the
 * tax context Medusa's tax middleware would (without reading the region a second time). The shop's scope
 * it read stays on the request for the route.
 */
export async function resolveListingRegion(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const fields = req.filterableFields as { region_id?: string; country_code?: string }
    const scope = await listingScope(req.scope)
    const { region, countryCode } = chooseRegion(scope, { regionId: fields.region_id, countryCode: fields.country_code })
    fields.region_id = region.id
    fields.country_code = countryCode
    if (region.automatic_taxes) {
      ;(req as MedusaRequest & { taxContext?: unknown }).taxContext = {
        taxInclusivityContext: { automaticTaxes: true },
        taxLineContext: { address: { country_code: countryCode }, locale: req.locale },
      }
    }
    Object.assign(req, { listingScope: scope, listingCurrency: region.currency_code } satisfies ListingRequestScope)
    next()
  } catch (error) {
    next(error)
  }
}
