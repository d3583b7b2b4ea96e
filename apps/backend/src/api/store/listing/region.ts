import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { ListingScopeError, chooseRegion } from "../../../lib/listing/listing-scope"
import { listingScope } from "./listing-scope"

/**
 * The region and country the listing prices for: the asked ones, checked, or the shop's default
 * region and its first country. Puts them where Medusa's pricing middleware reads them, and sets the
 * tax context Medusa's tax middleware would (without reading the region a second time).
 */
export async function resolveListingRegion(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const fields = req.filterableFields as { region_id?: string; country_code?: string }
    const scope = await listingScope(req.scope)
    let chosen: ReturnType<typeof chooseRegion>
    try {
      chosen = chooseRegion(scope, { regionId: fields.region_id, countryCode: fields.country_code })
    } catch (error) {
      if (error instanceof ListingScopeError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
      throw error
    }
    const { region, countryCode } = chosen
    fields.region_id = region.id
    fields.country_code = countryCode
    if (region.automatic_taxes) {
      ;(req as MedusaRequest & { taxContext?: unknown }).taxContext = {
        taxInclusivityContext: { automaticTaxes: true },
        taxLineContext: { address: { country_code: countryCode }, locale: req.locale },
      }
    }
    ;(req as MedusaRequest & { listingCurrency?: string }).listingCurrency = region.currency_code
    next()
  } catch (error) {
    next(error)
  }
}
