import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { type RegionRecord, type TaxRegionRecord, type V1Region, toV1Region } from "./views/region"

const REGION_FIELDS = [
  "id",
  "name",
  "currency_code",
  "automatic_taxes",
  "countries.iso_2",
  "countries.iso_3",
  "countries.num_code",
  "countries.name",
  "countries.display_name",
  "payment_providers.id",
  "payment_providers.is_enabled",
]

interface RegionPage {
  id?: string
  skip: number
  take: number
}

/** v1 regions with their tax rate (Tax Module: each country's default rate) and the enabled fulfilment providers. */
export async function readV1Regions(scope: MedusaContainer, page: RegionPage): Promise<{ regions: V1Region[]; count: number }> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "region",
    fields: REGION_FIELDS,
    filters: page.id ? { id: page.id } : {},
    pagination: { skip: page.skip, take: page.take, order: { created_at: "ASC", id: "ASC" } },
  })
  const regions = data as RegionRecord[]
  const countryCodes = regions.flatMap((region) => (region.countries ?? []).map((country) => country.iso_2.toLowerCase()))
  const [taxRegions, fulfillmentProviders] = await Promise.all([
    countryCodes.length
      ? scope.resolve(Modules.TAX).listTaxRegions(
          // Countries' own tax regions, not their provinces'.
          { country_code: countryCodes, parent_id: null } as Record<string, unknown>,
          { select: ["country_code", "tax_rates.rate", "tax_rates.code", "tax_rates.is_default"], relations: ["tax_rates"] },
        )
      : [],
    scope.resolve(Modules.FULFILLMENT).listFulfillmentProviders({}, { select: ["id", "is_enabled"] }),
  ])
  const providerIds = fulfillmentProviders
    .filter((provider) => (provider as { is_enabled?: boolean }).is_enabled !== false)
    .map((provider) => provider.id)
    .sort()
  return {
    regions: regions.map((region) => toV1Region(region, taxRegions as TaxRegionRecord[], providerIds)),
    count: metadata?.count ?? regions.length,
  }
}

export async function readV1Region(scope: MedusaContainer, id: string): Promise<V1Region> {
  const { regions } = await readV1Regions(scope, { id, skip: 0, take: 1 })
  if (!regions[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Region with id: ${id} was not found`)
  return regions[0]
}
