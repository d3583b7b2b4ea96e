import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { ListingRegion, ListingScope } from "./listing-scope"
import { evictableCache } from "../cache/evictable-cache"

const KEY_PREFIX = "leafline:listing-scope"
// Kept under the listing's generation, which a change renews (subscribers/listing-scope-cache.ts); the
// limit bounds what no event announces (the store's default currency).
const TIME_LIMIT_SECONDS = 300

async function readListingScope(container: MedusaContainer): Promise<ListingScope> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [[store], { data: regions }, { data: channels }, { data: types }] = await Promise.all([
    container.resolve(Modules.STORE).listStores({}, { relations: ["supported_currencies"] }),
    query.graph({ entity: "region", fields: ["id", "currency_code", "automatic_taxes", "countries.iso_2"], pagination: { order: { created_at: "ASC" } } }),
    query.graph({ entity: "sales_channel", fields: ["id"] }),
    query.graph({ entity: "product_type", fields: ["id"] }),
  ])
  return {
    regions: (regions as Record<string, any>[]).map(
      (region): ListingRegion => ({
        id: region.id,
        currency_code: region.currency_code,
        automatic_taxes: Boolean(region.automatic_taxes),
        countries: (region.countries ?? []).map((country: { iso_2: string }) => country.iso_2),
      }),
    ),
    defaultCurrency: store?.supported_currencies?.find((currency) => currency.is_default)?.currency_code ?? null,
    salesChannelIds: channels.map((channel) => channel.id as string),
    typeIds: types.map((type) => type.id as string),
  }
}

/** The listing's scope, kept in the evictable cache under `generation` (lib/listing/listing-generation.ts). */
export async function listingScope(container: MedusaContainer, generation: string): Promise<ListingScope> {
  const cache = evictableCache(container)
  const key = `${KEY_PREFIX}:${generation}`
  const kept = await cache.get<ListingScope>(key)
  if (kept) return kept
  const scope = await readListingScope(container)
  await cache.set(key, scope, TIME_LIMIT_SECONDS)
  return scope
}
