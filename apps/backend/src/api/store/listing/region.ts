import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"

type Region = { id: string; currency_code: string; automatic_taxes: boolean; countries?: { iso_2: string }[] }

async function defaultRegion(req: MedusaRequest): Promise<Region | undefined> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [store] = await req.scope.resolve(Modules.STORE).listStores({}, { relations: ["supported_currencies"] })
  const currency = store?.supported_currencies?.find((c) => c.is_default)?.currency_code
  const { data } = await query.graph({
    entity: "region",
    fields: ["id", "currency_code", "automatic_taxes", "countries.iso_2"],
    filters: currency ? { currency_code: currency } : {},
    pagination: { take: 1, order: { created_at: "ASC" } },
  })
  return data[0] as Region | undefined
}

/**
 * The region and country the listing prices for: the asked ones, checked, or the shop's default
 * region and its first country. Puts them where Medusa's pricing middleware reads them, and sets the
 * tax context Medusa's tax middleware would (without reading the region a second time).
 */
export async function resolveListingRegion(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const fields = req.filterableFields as { region_id?: string; country_code?: string }
    let region: Region | undefined
    if (fields.region_id) {
      const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "region",
        fields: ["id", "currency_code", "automatic_taxes", "countries.iso_2"],
        filters: { id: fields.region_id },
      })
      region = data[0] as Region | undefined
      if (!region) throw new MedusaError(MedusaError.Types.INVALID_DATA, `region_id: no region with id ${fields.region_id}`)
    } else {
      region = await defaultRegion(req)
      if (!region) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The shop has no region yet")
    }
    const countries = (region.countries ?? []).map((c) => c.iso_2)
    if (fields.country_code && !countries.includes(fields.country_code)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `country_code: ${fields.country_code} is not in the region (its countries: ${countries.join(", ")})`,
      )
    }
    fields.region_id = region.id
    fields.country_code ??= countries[0]
    if (region.automatic_taxes) {
      ;(req as MedusaRequest & { taxContext?: unknown }).taxContext = {
        taxInclusivityContext: { automaticTaxes: true },
        taxLineContext: { address: { country_code: fields.country_code! }, locale: req.locale },
      }
    }
    ;(req as MedusaRequest & { listingCurrency?: string }).listingCurrency = region.currency_code
    next()
  } catch (error) {
    next(error)
  }
}
